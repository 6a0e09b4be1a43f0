import { describe, expect, it } from 'vitest';
import { addOlder, firstPage, olderThan } from '../../../../src/features/studio/older-pages.ts';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('a list read newest first, older pages on demand', () => {
  it('offers older rows after a full page, asking for those before the last shown', () => {
    expect(olderThan(firstPage(rows(9, 8, 7)), 3)).toBe(7);
    expect(olderThan(firstPage(rows(9, 8)), 3)).toBeNull();
    expect(olderThan(firstPage([]), 3)).toBeNull();
  });

  it('appends an older page and goes on while pages come full', () => {
    const two = addOlder(firstPage(rows(9, 8, 7)), rows(6, 5, 4));
    expect(two.rows.map((row) => row.id)).toEqual([9, 8, 7, 6, 5, 4]);
    expect(olderThan(two, 3)).toBe(4);
    const three = addOlder(two, rows(3));
    expect(three.rows.map((row) => row.id)).toEqual([9, 8, 7, 6, 5, 4, 3]);
    expect(olderThan(three, 3)).toBeNull();
  });

  it('stops after an empty page (the last full page was the end), and never shows a row twice', () => {
    expect(olderThan(addOlder(firstPage(rows(9, 8, 7)), []), 3)).toBeNull();
    expect(addOlder(firstPage(rows(9, 8)), rows(8, 7)).rows.map((row) => row.id)).toEqual([9, 8, 7]);
  });
});
