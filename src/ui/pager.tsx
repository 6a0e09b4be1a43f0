/**
 * The site's one pager for lists of 10, 20 or 30 a page (SPEC.md §2, §9); the arithmetic is src/lib/paging.ts.
 * Presentational: the list owns the page and the size. Two layouts of the same controls:
 * - `numbered` (the car list): the page-size choice with the range ('11–20 of 95', digits grouped per
 *   language), then previous, the numbered pages and next; strings `catalog.pager.`.
 * - `compact` (wish list, importer's cars, select-car dialog): previous, 'Page x of y', next, then the
 *   page-size choice; strings `pager.` (pickStrings(lang, ['pager.'])).
 */
import { useId } from 'react';
import { groupDigits } from '../lib/i18n/group-digits.ts';
import type { Lang } from '../lib/i18n/langs.ts';
import type { Translate } from '../lib/i18n/translate.ts';
import { PAGE_SIZES, pageButtons, pageCount, pageRange, toPageSize, type PageSize } from '../lib/paging.ts';

interface PagerBase {
  /** 1-based. */
  page: number;
  pageSize: number;
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  t: Translate;
  /** Disables the controls while a page loads. */
  busy?: boolean;
  className?: string;
}

export type PagerProps = PagerBase & ({ kind: 'numbered'; lang: Lang } | { kind?: 'compact' });

const PAGE_BUTTON = 'flex min-h-11 min-w-11 items-center justify-center rounded-md border px-2 font-semibold';
const STEP_BUTTON = `${PAGE_BUTTON} border-slate-300 bg-white text-brand-700 disabled:text-slate-400`;

function Chevron({ back }: { back: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
      <path d={back ? 'M13 4l-6 6 6 6 1.4-1.4L9.8 10l4.6-4.6z' : 'M7 4l6 6-6 6-1.4-1.4L10.2 10 5.6 5.4z'} />
    </svg>
  );
}

/** Previous (step -1) or next (step 1). */
function StepButton(props: PagerBase & { step: -1 | 1; label: string; last: number }) {
  const { page, step } = props;
  const blocked = step < 0 ? page <= 1 : page >= props.last;
  return (
    <button
      type="button"
      className={STEP_BUTTON}
      disabled={props.busy === true || blocked}
      onClick={() => props.onPage(page + step)}
      aria-label={props.label}
      {...(step < 0 ? { 'data-page-prev': true } : { 'data-page-next': true })}
    >
      <Chevron back={step < 0} />
    </button>
  );
}

function SizeChoice(props: PagerBase & { label: string }) {
  const sizeId = useId();
  return (
    <>
      <label htmlFor={sizeId}>{props.label}</label>
      <select
        id={sizeId}
        value={props.pageSize}
        disabled={props.busy}
        onChange={(event) => props.onPageSize(toPageSize(event.currentTarget.value))}
        className="field min-h-11 w-auto"
        data-page-size
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </>
  );
}

function NumberedPager(props: PagerBase & { lang: Lang }) {
  const { t, page, pageSize, rowCount, lang } = props;
  const last = pageCount(rowCount, pageSize);
  const { from, to } = pageRange(page, pageSize, rowCount);
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
            total: groupDigits(rowCount, lang),
          })}
        </span>
      </div>
      <nav aria-label={t('catalog.pager.label')} className="w-full sm:w-auto">
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <StepButton {...props} step={-1} last={last} label={t('catalog.pager.previous')} />
          </li>
          {pageButtons(page, last).map((number, index) =>
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

function CompactPager(props: PagerBase) {
  const { t, page } = props;
  const last = pageCount(props.rowCount, props.pageSize);
  return (
    <nav
      aria-label={t('pager.label')}
      className={`flex flex-wrap items-center justify-between gap-3 ${props.className ?? ''}`}
      data-paginator
    >
      <div className="flex items-center gap-2">
        <StepButton {...props} step={-1} last={last} label={t('pager.previous')} />
        <p className="min-w-28 text-center text-sm text-slate-700" aria-live="polite">
          {t('pager.status', { page, pages: last })}
        </p>
        <StepButton {...props} step={1} last={last} label={t('pager.next')} />
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <SizeChoice {...props} label={t('pager.perPage')} />
      </div>
    </nav>
  );
}

export function Pager(props: PagerProps) {
  return props.kind === 'numbered' ? <NumberedPager {...props} /> : <CompactPager {...props} />;
}
