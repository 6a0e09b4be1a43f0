/**
 * The site's one paging module (pure arithmetic): the home page's infinite scroll (12 a page, offset
 * grows by the page size, no car twice) and every paged list drawn by src/ui/pager.tsx and src/ui/numbered-pager.tsx — the car list,
 * the wish list, the importer's cars and the select-car dialog (SPEC.md §9: 10, 20 or 30 a page, 10 by default).
 */

/** Page sizes of the paged lists (SPEC.md §9) and the default. */
export const PAGE_SIZES = [10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * A page size from user input or a URL: one of PAGE_SIZES, the default otherwise.
 * @example toPageSize('20') // 20
 */
export function toPageSize(value: unknown): PageSize {
  const n = Number(value);
  return PAGE_SIZES.find((size) => size === n) ?? DEFAULT_PAGE_SIZE;
}

/** The API's largest `take`; reloads of a long scrolled list go in chunks of at most this (a multiple of 12). */
export const MAX_RELOAD_CHUNK = 96;

/**
 * Appends a page to a list, skipping cars already in it (a car can move between pages when the
 * catalogue changes while the visitor scrolls).
 * @example appendUnique([{ Id: 1 }], [{ Id: 1 }, { Id: 2 }]) // [{ Id: 1 }, { Id: 2 }]
 */
export function appendUnique<T extends { Id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((car) => car.Id));
  const merged = [...list];
  for (const car of page) {
    if (seen.has(car.Id)) continue;
    seen.add(car.Id);
    merged.push(car);
  }
  return merged;
}

/** True while the server holds cars beyond the offset already asked for. */
export function hasMore(nextSkip: number, rowCount: number): boolean {
  return nextSkip < rowCount;
}

/**
 * The requests that fetch again the first `loaded` cars in as few calls as the API allows
 * (a like reloads the list without losing the visitor's place).
 * @example reloadChunks(120, 12) // [{ skip: 0, take: 96 }, { skip: 96, take: 24 }]
 */
export function reloadChunks(loaded: number, pageSize: number): Array<{ skip: number; take: number }> {
  const total = Math.max(pageSize, Math.ceil(loaded / pageSize) * pageSize);
  const chunks: Array<{ skip: number; take: number }> = [];
  for (let skip = 0; skip < total; skip += MAX_RELOAD_CHUNK) {
    chunks.push({ skip, take: Math.min(MAX_RELOAD_CHUNK, total - skip) });
  }
  return chunks;
}

/** Number of pages (at least 1, so "page 1 of 1" shows for an empty list). */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/**
 * A page number kept within 1 … pageCount: after the list changed, the same page or the last that still
 * exists (removing the only car of the last page goes back one page).
 */
export function clampPage(page: number, rowCount: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(rowCount, pageSize));
}

/** The offset of a 1-based page. */
export function pageSkip(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * The page buttons to show: first, last and the pages around the current one, with gaps as null.
 * `open`: the total is an estimate ("about 30,000"), so its last page may not exist: no last page, and
 * a gap after the pages around the current one while the estimate goes further.
 * @example pageButtons(6, 12) // [1, null, 5, 6, 7, null, 12]
 * @example pageButtons(6, 12, 1, true) // [1, null, 5, 6, 7, null]
 */
export function pageButtons(current: number, total: number, around = 1, open = false): Array<number | null> {
  if (open) {
    const shown = pageButtons(current, Math.min(total, current + around), around);
    return current + around < total ? [...shown, null] : shown;
  }
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const buttons: Array<number | null> = [];
  for (const page of sorted) {
    const previous = buttons[buttons.length - 1];
    if (typeof previous === 'number' && page - previous === 2) buttons.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) buttons.push(null);
    buttons.push(page);
  }
  return buttons;
}

/**
 * The first and last position shown on a page (1-based; 0 and 0 when the list is empty).
 * @example pageRange(2, 10, 25) // { from: 11, to: 20 }
 */
export function pageRange(page: number, pageSize: number, rowCount: number): { from: number; to: number } {
  if (rowCount <= 0) return { from: 0, to: 0 };
  const from = pageSkip(page, pageSize) + 1;
  return { from, to: Math.min(rowCount, from + pageSize - 1) };
}
