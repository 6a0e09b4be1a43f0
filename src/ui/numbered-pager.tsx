/**
 * The car list's pager (SPEC.md §2): the page-size choice with the range ('11–20 of 95', digits grouped
 * per language), then previous, the numbered pages and next; strings `catalog.pager.`. Presentational:
 * the list owns the page and the size. The other lists' layout is src/ui/pager.tsx.
 */
import { groupDigits } from '../lib/i18n/group-digits.ts';
import type { Lang } from '../lib/i18n/langs.ts';
import { shownCount } from '../lib/i18n/shown-count.ts';
import { pageButtons, pageCount, pageRange } from '../lib/paging.ts';
import { PAGE_BUTTON, SizeChoice, StepButton, type PagerProps } from './pager-controls.tsx';

/**
 * `approximate`: rowCount is an estimate ("of about 30,000"): no button for its last page, which may not
 * exist (next goes on; past the real end the list comes back to its real last page), and the range ends
 * at the page's last car (`shown`: the cars on the page), not where the estimate would.
 */
export function NumberedPager(props: PagerProps & { lang: Lang; approximate?: boolean; shown?: number }) {
  const { t, page, pageSize, rowCount, lang } = props;
  const last = pageCount(rowCount, pageSize);
  const range = pageRange(page, pageSize, rowCount);
  const { from } = range;
  const to = props.approximate && props.shown !== undefined ? from + props.shown - 1 : range.to;
  return (
    <div
      className={`flex flex-col items-center gap-3 sm:flex-row sm:justify-between ${props.className ?? ''}`}
      data-paginator
    >
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <SizeChoice {...props} label={t('catalog.pager.size')} />
        <span aria-live="polite" data-page-range>
          {t('catalog.pager.range', {
            from: groupDigits(from, lang),
            to: groupDigits(to, lang),
            total: shownCount(t, lang, rowCount, props.approximate),
          })}
        </span>
      </div>
      <nav aria-label={t('catalog.pager.label')} className="w-full sm:w-auto">
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <StepButton {...props} step={-1} last={last} label={t('catalog.pager.previous')} />
          </li>
          {pageButtons(page, last, 1, props.approximate).map((number, index) =>
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
                  disabled={props.busy}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t('catalog.pager.page', { n: number })}
                  onClick={() => props.onPage(number)}
                  data-page={number}
                >
                  {number}
                </button>
              </li>
            ),
          )}
          <li>
            <StepButton {...props} step={1} last={last} label={t('catalog.pager.next')} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
