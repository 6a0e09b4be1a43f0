/** Paging of the wish list (SPEC.md §9: 10 per page by default, options 10, 20, 30). */
import { PAGE_SIZE_OPTIONS, pageTotal } from '../../ui/pager.tsx';

export const DEFAULT_PAGE_SIZE = 10;

/** The `skip` of a 1-based page. */
export function skipOf(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * The page to show after the list changed: the same one, or the last that still exists
 * (removing the only car of the last page goes back one page).
 */
export function clampPage(page: number, rowCount: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageTotal(rowCount, pageSize));
}

/** A page size from user input: one of the options, the default otherwise. */
export function toPageSize(value: unknown): number {
  const n = Number(value);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}
