import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, niceStep, roundEstimate, sampleShare } from '../../../../src/server/cars/count-estimate.ts';

// Issue 22: an estimated count is rounded to two significant digits at least, coarser when the sample's
// error (twice its standard deviation) is more than half a step, and never to the exact limit or below.
describe('rounding an estimated count', () => {
  it('steps through 1, 2, 5 × 10^k', () => {
    expect([0, 1, 3, 20, 21, 450, 501, 999, 1001].map(niceStep)).toEqual([1, 1, 5, 20, 50, 500, 1000, 1000, 2000]);
  });

  it('keeps two significant digits when the sample is precise', () => {
    expect(roundEstimate(29_797, 100)).toBe(30_000);
    expect(roundEstimate(12_345, 0)).toBe(12_000);
    expect(roundEstimate(123_456, 1_000)).toBe(120_000);
  });

  it('rounds coarser when the sample is not', () => {
    // sd 1,200: an error of 2,400 needs a step of 4,800 at least: 5,000
    expect(roundEstimate(17_600, 1_200)).toBe(20_000);
    // the 100k bench's broad filter: 31,757 ± 904 from the sample, 29,797 in truth
    expect(roundEstimate(31_757, 904)).toBe(30_000);
  });

  it('never shows the exact limit or less for an estimate', () => {
    expect(roundEstimate(10_200, 50)).toBe(11_000);
    expect(roundEstimate(9_000, 3_000)).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });
});

describe('the share of a block sample', () => {
  it('is the matching cars over the published ones, with no error when every page is alike', () => {
    const pages = Array.from({ length: 10 }, () => ({ hits: 3, seen: 10 }));
    expect(sampleShare(pages, 0.1)).toEqual({ share: 0.3, deviation: 0 });
  });

  it('measures the error between pages: clustered pages give a larger one than mixed pages', () => {
    const mixed = Array.from({ length: 10 }, (_, i) => ({ hits: 5 + (i % 2), seen: 10 }));
    const clustered = Array.from({ length: 10 }, (_, i) => ({ hits: i % 2 ? 11 : 0, seen: 10 }));
    const a = sampleShare(mixed, 0.1);
    const b = sampleShare(clustered, 0.1);
    expect(a.share).toBeCloseTo(0.55);
    expect(b.share).toBeCloseTo(0.55);
    expect(b.deviation).toBeGreaterThan(5 * a.deviation);
    // the whole table sampled: nothing left to estimate
    expect(sampleShare(clustered, 1).deviation).toBe(0);
  });
});
