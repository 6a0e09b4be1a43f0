/**
 * A small paginator for lists of 10, 20 or 30 a page (SPEC.md §9): previous / next, "Page x of y" and
 * the page-size choice. Presentational: the list owns the page and the size.
 * Strings: the `pager.` keys (pickStrings(lang, ['pager.'])) through `t`.
 */
import { useId } from 'react';
import type { Translate } from '../lib/i18n/translate.ts';

/** Page sizes of the paged lists (SPEC.md §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  t: Translate;
  /** Disables the controls while a page loads. */
  busy?: boolean;
  className?: string;
}

/** Number of pages, at least 1. */
export function pageTotal(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

export function Pager(props: PagerProps) {
  const { page, pageSize, rowCount, t, busy = false } = props;
  const sizeId = useId();
  const pages = pageTotal(rowCount, pageSize);
  return (
    <nav
      aria-label={t('pager.label')}
      className={`flex flex-wrap items-center justify-between gap-3 ${props.className ?? ''}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-outline px-3"
          disabled={busy || page <= 1}
          onClick={() => props.onPage(page - 1)}
          aria-label={t('pager.previous')}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <p className="min-w-28 text-center text-sm text-slate-700" aria-live="polite">
          {t('pager.status', { page, pages })}
        </p>
        <button
          type="button"
          className="btn-outline px-3"
          disabled={busy || page >= pages}
          onClick={() => props.onPage(page + 1)}
          aria-label={t('pager.next')}
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm text-slate-700">
          {t('pager.perPage')}
        </label>
        <select
          id={sizeId}
          className="field w-auto py-1.5"
          value={pageSize}
          disabled={busy}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
