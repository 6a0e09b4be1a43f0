import { describe, expect, it } from 'vitest';
import {
  corrections,
  isTypoCandidate,
  toVocabulary,
  trigramSimilarity,
  trigramsOf,
} from '../../../../src/server/cars/search-vocabulary.ts';

const vocabulary = toVocabulary([
  'toyota',
  'corolla',
  'honda',
  'hyundai',
  'abidjan',
  'cotonou',
  'togo',
  'peugeot',
  'mercedes',
  'camion',
]);

describe('trigrams (as pg_trgm makes them)', () => {
  it('pads a word with two spaces before and one after', () => {
    expect([...trigramsOf('kia')]).toEqual(['  k', ' ki', 'kia', 'ia ']);
  });

  it('measures Jaccard similarity like pg_trgm similarity()', () => {
    expect(trigramSimilarity('toyota', 'toyota')).toBe(1);
    expect(trigramSimilarity('toyta', 'toyota')).toBeCloseTo(4 / 9);
    expect(trigramSimilarity('honda', 'hyundai')).toBeLessThan(0.25);
  });
});

describe('corrections', () => {
  it.each([
    ['toyta', ['toyota']],
    ['corola', ['corolla']],
    ['abijan', ['abidjan']],
    ['peugot', ['peugeot']],
    ['mersedes', ['mercedes']],
    ['cotonu', ['cotonou']],
  ])('corrects %s to %j', (typo, expected) => {
    expect(corrections(typo, vocabulary)).toEqual(expected);
  });

  it('leaves exact words, unrelated words, short words and numbers alone', () => {
    expect(corrections('toyota', vocabulary)).toEqual([]);
    expect(corrections('toyo', vocabulary)).toEqual([]); // a substring already matches
    expect(corrections('camry', vocabulary)).toEqual([]);
    expect(corrections('togo', vocabulary)).toEqual([]);
    expect(corrections('kia', vocabulary)).toEqual([]);
    expect(corrections('2015', toVocabulary(['2016', '2017']))).toEqual([]);
  });

  it('treats only 4+ letter words without digits as possible typos', () => {
    expect(isTypoCandidate('abcd')).toBe(true);
    expect(isTypoCandidate('abc')).toBe(false);
    expect(isTypoCandidate('c200')).toBe(false);
  });
});
