/** Condition, budget and sort dropdowns of the home page (SPEC.md §9 values; their resets are in home-query.ts). */
import { useId } from 'react';
import { BUDGET_OPTIONS, CONDITION_OPTIONS, SORT_OPTIONS, type SortCode } from '../../lib/filter-string.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { BUDGET_LABELS, CONDITION_LABELS, SORT_LABELS } from './catalog-labels.ts';
import type { ConditionChoice, HomeQuery } from './home-query.ts';

export interface ListDropdownsProps {
  query: HomeQuery;
  t: Translate;
  onCondition: (value: ConditionChoice) => void;
  onBudget: (index: number) => void;
  onSort: (value: SortCode) => void;
}

function Select(props: {
  label: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="field min-h-11"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The three dropdowns in a row (stacked on a narrow phone). */
export function ListDropdowns({ query, t, onCondition, onBudget, onSort }: ListDropdownsProps) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
      <Select
        label={t('catalog.condition.label')}
        name="cond"
        value={String(query.condition)}
        options={CONDITION_OPTIONS.map((o) => ({ value: String(o.value), label: t(CONDITION_LABELS[o.key] ?? o.key) }))}
        onChange={(value) => onCondition(Number(value) as ConditionChoice)}
      />
      <Select
        label={t('catalog.budget.label')}
        name="budget"
        value={String(query.budget)}
        options={BUDGET_OPTIONS.map((o, index) => ({ value: String(index), label: t(BUDGET_LABELS[o.key] ?? o.key) }))}
        onChange={(value) => onBudget(Number(value))}
      />
      <Select
        label={t('catalog.sort.label')}
        name="sort"
        value={String(query.sort)}
        options={SORT_OPTIONS.map((o) => ({ value: String(o.value), label: t(SORT_LABELS[o.key] ?? o.key) }))}
        onChange={(value) => onSort(Number(value) as SortCode)}
      />
    </div>
  );
}
