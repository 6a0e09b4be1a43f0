import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/lib/i18n/format.ts';
import { groupDigits } from '../../../../src/lib/i18n/group-digits.ts';
import { LANGS } from '../../../../src/lib/i18n/langs.ts';

describe('digit grouping without Intl', () => {
  it('writes integers exactly as formatNumber does, in every language', () => {
    const values = [0, 5, 42, 999, 1000, 9545, 10000, 94545, 123456, 1000000, 5650000, 987654321, -1234, -98765];
    for (const lang of LANGS) {
      for (const value of values) expect(groupDigits(value, lang), `${lang} ${value}`).toBe(formatNumber(value, lang));
    }
  });

  it('rounds fractions away like formatNumber', () => {
    expect(groupDigits(1234.6, 'en')).toBe('1,235');
  });
});
