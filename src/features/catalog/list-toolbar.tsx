/**
 * The car list's row above the cards (issue 22): "More filters" with the number of filters in force,
 * and the sort (SPEC.md §9's sorts, newest listing first among them).
 */
import { useId } from 'react';
import { SORT_OPTIONS, type SortCode } from '../../lib/filter-string.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { SORT_LABELS } from './catalog-labels.ts';

export function MoreFiltersButton(props: { t: Translate; active: number; onOpen: () => void }) {
  const { t, active } = props;
  return (
    <button
      type="button"
      onClick={props.onOpen}
      aria-haspopup="dialog"
      className="flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50"
      data-more-filters
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
        <path d="M2 4h10v2H2zm14 0h2v2h-2zM12 2h2v6h-2zM2 14h2v2H2zm6 0h10v2H8zM4 12h2v6H4zM2 9h6v2H2zm10 0h6v2h-6zM8 7h2v6H8z" />
      </svg>
      {t('catalog.more.open')}
      {active > 0 && (
        <span className="rounded-full bg-brand-700 px-2 text-sm text-white" data-active-count>
          <span className="sr-only">{t('catalog.more.activeCount', { count: active })}</span>
          <span aria-hidden="true">{active}</span>
        </span>
      )}
    </button>
  );
}

export function SortSelect(props: { t: Translate; value: SortCode; onChange: (sort: SortCode) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {props.t('catalog.sort.label')}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value) as SortCode)}
        className="field min-h-11"
        data-list-sort
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {props.t(SORT_LABELS[o.key] ?? '')}
          </option>
        ))}
      </select>
    </div>
  );
}
