import { describe, expect, it } from 'vitest';
import { daysOnSale, onSaleShortText, onSaleText, photosText } from '../../../../src/lib/cars/listing-facts.ts';
import { createTranslator } from '../../../../src/lib/i18n/translator.ts';

describe('listing facts', () => {
  it('counts whole days on sale, never negative', () => {
    expect(daysOnSale('2026-11-14T10:00:00Z', new Date('2026-11-26T09:00:00Z'))).toBe(11);
    expect(daysOnSale('2026-11-27T10:00:00Z', new Date('2026-11-26T09:00:00Z'))).toBe(0);
    expect(daysOnSale(null)).toBeNull();
    expect(daysOnSale('not a date')).toBeNull();
  });

  it('says the days in a sentence for screen readers and the detail, and short on a card', () => {
    const cases = [
      ['en', 'On sale for 12 days', '12 days', 'On sale for 1 day', '1 day', 'Today'],
      ['fr', 'En vente depuis 12 jours', '12 jours', 'En vente depuis 1 jour', '1 jour', 'Nouveau'],
      ['sp', 'En venta desde hace 12 días', '12 días', 'En venta desde hace 1 día', '1 día', 'Hoy'],
    ] as const;
    for (const [lang, long12, short12, long1, short1, today] of cases) {
      const t = createTranslator(lang);
      expect(onSaleText(t, lang, 12)).toBe(long12);
      expect(onSaleShortText(t, lang, 12)).toBe(short12);
      expect(onSaleText(t, lang, 1)).toBe(long1);
      expect(onSaleShortText(t, lang, 1)).toBe(short1);
      expect(onSaleShortText(t, lang, 0)).toBe(today);
      expect(onSaleShortText(t, lang, null)).toBeNull();
    }
    expect(onSaleShortText(createTranslator('fr'), 'fr', 1234)).toBe('1\u202f234 jours');
    expect(photosText(createTranslator('en'), 'en', 7)).toBe('7 photos');
  });

  it('keeps a card’s short form short enough for a phone’s two-column card', () => {
    for (const lang of ['en', 'fr', 'sp'] as const) {
      const t = createTranslator(lang);
      for (const days of [0, 1, 99, 999]) expect(onSaleShortText(t, lang, days)!.length).toBeLessThanOrEqual(10);
    }
  });
});
