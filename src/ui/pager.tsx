/**
 * The pager of the wish list, the importer's cars and the select-car dialog (SPEC.md §9): previous,
 * 'Page x of y', next, then the 10 / 20 / 30 page-size choice; strings `pager.` (pickStrings(lang,
 * ['pager.'])). Presentational: the list owns the page and the size. The car list's layout, with
 * numbered pages, is src/ui/numbered-pager.tsx.
 */
import { pageCount } from '../lib/paging.ts';
import { SizeChoice, StepButton, type PagerProps } from './pager-controls.tsx';

export function Pager(props: PagerProps) {
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
