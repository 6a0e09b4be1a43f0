import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NumberedPager } from '../../../src/ui/numbered-pager.tsx';
import { createTranslate } from '../../../src/lib/i18n/translate.ts';

const RANGE = {
  en: '{{from}}–{{to}} of {{total}}',
  fr: '{{from}}–{{to}} sur {{total}}',
  sp: '{{from}}–{{to}} de {{total}}',
} as const;

function rangeText(
  lang: keyof typeof RANGE,
  page: number,
  rowCount: number,
  estimate?: { approximate: true; shown: number },
): string {
  const t = createTranslate({ 'catalog.pager.range': RANGE[lang], 'catalog.grid.about': 'about {{count}}' });
  const html = renderToStaticMarkup(
    createElement(NumberedPager, {
      lang,
      t,
      page,
      pageSize: 10,
      rowCount,
      onPage: () => {},
      onPageSize: () => {},
      ...estimate,
    }),
  );
  return /data-page-range[^>]*>([^<]*)</.exec(html)?.[1] ?? html;
}

describe('paginator range (SPEC.md §9)', () => {
  it('groups the digits of large catalogues the way each language writes them', () => {
    expect(rangeText('en', 9552, 95520)).toBe('95,511–95,520 of 95,520');
    expect(rangeText('fr', 9552, 95520)).toBe('95\u202f511–95\u202f520 sur 95\u202f520');
    expect(rangeText('sp', 9552, 95520)).toBe('95.511–95.520 de 95.520');
  });

  it('leaves small numbers as they are', () => {
    expect(rangeText('en', 96, 953)).toBe('951–953 of 953');
    expect(rangeText('sp', 1, 9545)).toBe('1–10 de 9545');
  });

  it("ends an estimated list's range at the page's last car, not where the estimate would", () => {
    expect(rangeText('en', 2980, 30000, { approximate: true, shown: 7 })).toBe('29,791–29,797 of about 30,000');
    expect(rangeText('en', 2, 30000, { approximate: true, shown: 10 })).toBe('11–20 of about 30,000');
  });
});
