import { describe, expect, it } from 'vitest';
import {
  appendUnique,
  clampPage,
  hasMore,
  pageButtons,
  pageCount,
  pageRange,
  pageSkip,
  reloadChunks,
} from '../../../src/lib/paging.ts';

const cars = (...ids: number[]) => ids.map((Id) => ({ Id }));

describe('infinite scroll', () => {
  it('appends a page without repeating a car', () => {
    expect(appendUnique(cars(1, 2, 3), cars(3, 4, 4, 5))).toEqual(cars(1, 2, 3, 4, 5));
  });

  it('loads more only while the offset is below the row count', () => {
    expect(hasMore(12, 150)).toBe(true);
    expect(hasMore(156, 150)).toBe(false);
    expect(hasMore(12, 12)).toBe(false);
  });

  it('reloads the loaded cars in chunks the API accepts', () => {
    expect(reloadChunks(0, 12)).toEqual([{ skip: 0, take: 12 }]);
    expect(reloadChunks(24, 12)).toEqual([{ skip: 0, take: 24 }]);
    expect(reloadChunks(23, 12)).toEqual([{ skip: 0, take: 24 }]);
    expect(reloadChunks(120, 12)).toEqual([
      { skip: 0, take: 96 },
      { skip: 96, take: 24 },
    ]);
  });
});

describe('paginator', () => {
  it('counts pages and keeps a page in range', () => {
    expect(pageCount(150, 10)).toBe(15);
    expect(pageCount(151, 30)).toBe(6);
    expect(pageCount(0, 10)).toBe(1);
    expect(clampPage(99, 150, 20)).toBe(8);
    expect(clampPage(0, 150, 20)).toBe(1);
    expect(pageSkip(3, 20)).toBe(40);
  });

  it('shows the first, last and nearby pages with gaps', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageButtons(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageButtons(12, 12)).toEqual([1, null, 11, 12]);
  });

  it('offers no last page for an estimated total, only a gap while it goes further', () => {
    expect(pageButtons(1, 3000, 1, true)).toEqual([1, 2, null]);
    expect(pageButtons(6, 3000, 1, true)).toEqual([1, null, 5, 6, 7, null]);
    expect(pageButtons(3, 4, 1, true)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(5, 5, 1, true)).toEqual([1, null, 4, 5]);
    expect(pageButtons(1, 1, 1, true)).toEqual([1]);
  });

  it('says which cars a page shows', () => {
    expect(pageRange(1, 10, 150)).toEqual({ from: 1, to: 10 });
    expect(pageRange(6, 30, 151)).toEqual({ from: 151, to: 151 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
