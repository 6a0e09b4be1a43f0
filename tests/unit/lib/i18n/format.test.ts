import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayMonth,
  formatNumber,
  formatPrice,
  labelColon,
  quoteText,
} from '../../../../src/lib/i18n/format.ts';

// Intl uses no-break and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters', () => {
  it('groups numbers the way each language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatNumber(1234567, 'fr'))).toBe('1 234 567');
    expect(formatNumber(1234567, 'sp')).toBe('1.234.567');
  });

  it('writes prices in CFA francs, whole numbers', () => {
    expect(plain(formatPrice(5000000, 'en'))).toBe('5,000,000 FCFA');
    expect(plain(formatPrice(5000000, 'fr'))).toBe('5 000 000 FCFA');
    expect(plain(formatPrice(25000000, 'sp'))).toBe('25.000.000 FCFA');
    expect(plain(formatPrice(1499999.6, 'en'))).toBe('1,500,000 FCFA');
  });

  it('writes long dates, the same day wherever the build runs', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatDate(new Date('2026-03-05T00:00:00Z'), 'fr')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05', 'sp')).toBe('5 de marzo de 2026');
  });

  it('keeps a day and its month on one line, and puts French colons after a no-break space', () => {
    expect(formatDayMonth('2026-11-28T10:00:00Z', 'en')).toBe('28\u00a0Nov');
    expect(formatDayMonth('2026-11-28T10:00:00Z', 'fr')).toBe('28\u00a0nov.');
    expect(formatDayMonth('2026-11-28T10:00:00Z', 'sp')).not.toMatch(/ /);
    expect(`N° VIN${labelColon('fr')}`).toBe('N° VIN\u00a0:');
    expect(`VIN No${labelColon('en')}`).toBe('VIN No:');
  });
});

describe('quoteText', () => {
  it('quotes as each language does', () => {
    expect(quoteText('hilux', 'en')).toBe('“hilux”');
    expect(quoteText('hilux', 'fr')).toBe('«\u00a0hilux\u00a0»');
    expect(quoteText('hilux', 'sp')).toBe('«hilux»');
  });
});
