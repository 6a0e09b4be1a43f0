import { describe, expect, it } from 'vitest';
import { carSearchText, normalizeSearchText, signsOnly } from '../../../src/lib/search-text.ts';

describe('normalizeSearchText', () => {
  it('lower-cases, strips accents and turns punctuation into single spaces', () => {
    expect(normalizeSearchText("  Côte d'Ivoire ")).toBe('cote d ivoire');
    expect(normalizeSearchText('Peugeot 308 — Lomé/Togo')).toBe('peugeot 308 lome togo');
    expect(normalizeSearchText('ÉLÈVE Œuvre Straße')).toBe('eleve oeuvre strasse');
    expect(normalizeSearchText('Mercedes-Benz   C200')).toBe('mercedes benz c200');
  });

  it('gives an empty string for text without letters or digits', () => {
    expect(normalizeSearchText('')).toBe('');
    expect(normalizeSearchText(' %_\'"!? ')).toBe('');
  });
});

describe('carSearchText', () => {
  it('joins maker, model, body type, year, VIN, city and country, skipping missing ones', () => {
    expect(
      carSearchText({
        maker: 'Toyota',
        model: 'Corolla',
        bodyType: 'Berline',
        year: 2015,
        vin: 'JTDBR32E520012345',
        city: 'Abidjan',
        country: "Côte d'Ivoire",
      }),
    ).toBe('toyota corolla berline 2015 jtdbr32e520012345 abidjan cote d ivoire');
    expect(carSearchText({ maker: 'Kia', model: 'Rio', year: 2012, vin: 'V1', city: null })).toBe('kia rio 2012 v1');
  });
});

describe('signsOnly', () => {
  it('tells a search of signs only from an empty search and from words', () => {
    expect(signsOnly('%')).toBe(true);
    expect(signsOnly(' _?! ')).toBe(true);
    expect(signsOnly('')).toBe(false);
    expect(signsOnly('  ')).toBe(false);
    expect(signsOnly('4x4 %')).toBe(false);
  });
});
