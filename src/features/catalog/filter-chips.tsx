/**
 * The active filters above the car list (issue 22), one chip each with a remove button
 * ("Remove Toyota"), and "Clear all". Names come from the option lists in the page's language.
 */
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { BUDGET_LABELS, CONDITION_LABELS } from './catalog-labels.ts';
import { activeChips, budgetBand, type FilterChip, type ListFilters } from './list-filters.ts';
import type { Option } from './master-options.ts';
import type { FilterOptions } from './use-filter-options.ts';
import type { OptionGroup } from './use-options.ts';

export interface FilterChipsProps {
  lang: Lang;
  t: Translate;
  filters: ListFilters;
  options: FilterOptions;
  models: OptionGroup[];
  cities: OptionGroup[];
  /** `children`: the models (cities) listed under a removed brand (country). */
  onRemove: (chip: FilterChip, children: number[]) => void;
  onClearAll: () => void;
}

const nameIn = (options: readonly Option[], id: number) => options.find((o) => o.id === id)?.name;
const inGroups = (groups: readonly OptionGroup[], id: number) =>
  groups.flatMap((g) => g.options).find((o) => o.id === id)?.name;
const childrenOf = (groups: readonly OptionGroup[], parentId: number) =>
  groups.find((g) => g.parentId === parentId)?.options.map((o) => o.id) ?? [];

/** The words of a chip ('…' while its list loads). */
export function chipLabel(chip: FilterChip, props: Omit<FilterChipsProps, 'onRemove' | 'onClearAll'>): string {
  const { t, lang, filters, options } = props;
  const cfa = (n: number) => `${groupDigits(n, lang)}\u00a0FCFA`;
  switch (chip.kind) {
    case 'year': {
      const { yearFrom: from, yearTo: to } = filters;
      if (from !== null && to !== null) return t('catalog.chips.yearRange', { from, to });
      return from !== null
        ? t('catalog.chips.yearFrom', { year: from })
        : t('catalog.chips.yearTo', { year: to ?? '' });
    }
    case 'km':
      return t('catalog.chips.kmTo', { km: groupDigits(filters.kmTo ?? 0, lang) });
    case 'condition':
      return t(CONDITION_LABELS[filters.condition === 1 ? 'new' : 'used'] ?? '');
    case 'price': {
      const band = budgetBand(filters);
      if (band) return t(BUDGET_LABELS[band] ?? '');
      const { priceFrom: from, priceTo: to } = filters;
      if (from !== null && to !== null) return t('catalog.chips.priceRange', { from: cfa(from), to: cfa(to) });
      return from !== null
        ? t('catalog.chips.priceFrom', { price: cfa(from) })
        : t('catalog.chips.priceTo', { price: cfa(to ?? 0) });
    }
    case 'model':
      return inGroups(props.models, chip.id) ?? '…';
    case 'city':
      return inGroups(props.cities, chip.id) ?? '…';
    default:
      return nameIn(options[chip.kind], chip.id) ?? '…';
  }
}

export function FilterChips(props: FilterChipsProps) {
  const { t } = props;
  const chips = activeChips(props.filters);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-filter-chips>
      <ul className="contents">
        {chips.map((chip) => {
          const label = chipLabel(chip, props);
          const key = 'id' in chip ? `${chip.kind}:${chip.id}` : chip.kind;
          const children =
            chip.kind === 'brand'
              ? childrenOf(props.models, chip.id)
              : chip.kind === 'country'
                ? childrenOf(props.cities, chip.id)
                : [];
          return (
            <li
              key={key}
              className="flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
              data-chip={key}
            >
              <span>{label}</span>
              <button
                type="button"
                aria-label={t('catalog.chips.remove', { filter: label })}
                onClick={() => props.onRemove(chip, children)}
                className="flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <svg
                  aria-hidden="true"
                  width="14"
                  height="14"
                  viewBox="0 0 20 20"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={props.onClearAll}
        className="min-h-9 px-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
        data-chips-clear
      >
        {t('catalog.chips.clearAll')}
      </button>
    </div>
  );
}
