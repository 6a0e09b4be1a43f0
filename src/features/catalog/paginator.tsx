/** The paginator of the paged lists (SPEC.md §2, §9): previous, numbered pages, next, and 10/20/30 a page. */
import { useId } from 'react';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { PAGE_SIZES, pageButtons, pageCount, pageRange, type PageSize } from './car-paging.ts';

export interface PaginatorProps {
  lang: Lang;
  t: Translate;
  page: number;
  size: PageSize;
  rowCount: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}

const PAGE_BUTTON = 'flex min-h-11 min-w-11 items-center justify-center rounded-md border px-2 font-semibold';

/** Uses the `catalog.pager.` strings. */
export function Paginator({ lang, t, page, size, rowCount, onPage, onSize }: PaginatorProps) {
  const sizeId = useId();
  const total = pageCount(rowCount, size);
  const { from, to } = pageRange(page, size, rowCount);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between" data-paginator>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <label htmlFor={sizeId}>{t('catalog.pager.size')}</label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => onSize(Number(event.target.value) as PageSize)}
          className="field min-h-11 w-auto"
          data-page-size
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span aria-live="polite" data-page-range>
          {t('catalog.pager.range', {
            from: groupDigits(from, lang),
            to: groupDigits(to, lang),
            total: groupDigits(rowCount, lang),
          })}
        </span>
      </div>
      <nav aria-label={t('catalog.pager.label')} className="w-full sm:w-auto">
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="button"
              className={`${PAGE_BUTTON} border-slate-300 bg-white text-brand-700 disabled:text-slate-400`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              aria-label={t('catalog.pager.previous')}
              data-page-prev
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
                <path d="M13 4l-6 6 6 6 1.4-1.4L9.8 10l4.6-4.6z" />
              </svg>
            </button>
          </li>
          {pageButtons(page, total).map((number, index) =>
            number === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
                …
              </li>
            ) : (
              <li key={number}>
                <button
                  type="button"
                  className={`${PAGE_BUTTON} ${
                    number === page
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-brand-700 hover:bg-brand-50'
                  }`}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t('catalog.pager.page', { n: number })}
                  onClick={() => onPage(number)}
                  data-page={number}
                >
                  {number}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={`${PAGE_BUTTON} border-slate-300 bg-white text-brand-700 disabled:text-slate-400`}
              disabled={page >= total}
              onClick={() => onPage(page + 1)}
              aria-label={t('catalog.pager.next')}
              data-page-next
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
                <path d="M7 4l6 6-6 6-1.4-1.4L10.2 10 5.6 5.4z" />
              </svg>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
