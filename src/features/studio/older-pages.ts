/**
 * A list read newest first in pages of a fixed size, older pages asked for with the last id shown
 * (`before`, as /api/admin/reports takes it): the studio's reports. Pure, so unit-tested.
 */
export interface OlderPages<T extends { id: number }> {
  rows: T[];
  /** How many rows the last page fetched brought (a full page means there may be more). */
  lastLength: number;
}

/** The list as its newest page left it. */
export const firstPage = <T extends { id: number }>(rows: T[]): OlderPages<T> => ({ rows, lastLength: rows.length });

/**
 * The list with an older page after it; a row already shown (it cannot be, with `before`) is not shown twice.
 * @example addOlder(firstPage([{ id: 9 }, { id: 8 }]), [{ id: 7 }]).rows // [{ id: 9 }, { id: 8 }, { id: 7 }]
 */
export function addOlder<T extends { id: number }>(list: OlderPages<T>, page: T[]): OlderPages<T> {
  const shown = new Set(list.rows.map((row) => row.id));
  return { rows: [...list.rows, ...page.filter((row) => !shown.has(row.id))], lastLength: page.length };
}

/** The `before` of the next older page, or null when the last page was not full (nothing older). */
export const olderThan = <T extends { id: number }>(list: OlderPages<T>, pageSize: number): number | null =>
  list.lastLength === pageSize && list.rows.length ? list.rows[list.rows.length - 1]!.id : null;
