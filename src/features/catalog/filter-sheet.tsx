/**
 * "More filters" of the car list (issue 22): a modal dialog — the whole screen on a phone, a panel at
 * the right on a wider screen — with brands then their models, body type, year from–to, mileage up
 * to, fuel, gearbox, condition, budget (the spec's bands or from–to) and countries then their cities.
 * Choices are a draft until "Show 1,234 cars" applies them; the button counts them live
 * (use-live-count.ts). The native <dialog> keeps focus inside and closes on Escape; opening it adds a
 * history entry, so the phone's Back button closes it instead of leaving the page.
 * Mounted only while open.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BUDGET_OPTIONS, CONDITION_OPTIONS } from '../../lib/filter-string.ts';
import { formatPrice } from '../../lib/i18n/format.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { tPlural } from '../../lib/i18n/plural.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { BUDGET_LABELS, CONDITION_LABELS } from './catalog-labels.ts';
import { filtersFilterString } from './car-list-query.ts';
import { CheckList, FilterSection, NumberField, NumberSelect, RadioPills, TogglePills } from './filter-fields.tsx';
import {
  activeCount,
  budgetBand,
  budgetInverted,
  clearFilters,
  FILTER_BOUNDS,
  toggleId,
  type IdKind,
  type ListFilters,
} from './list-filters.ts';
import type { FilterOptions } from './use-filter-options.ts';
import { useOptionGroups, type OptionGroup } from './use-options.ts';
import { useLiveCount, type LiveCount } from './use-live-count.ts';

export interface FilterSheetProps {
  lang: Lang;
  t: Translate;
  /** The filters in force: the draft starts from them. */
  filters: ListFilters;
  /** The search in force ('' for none): the live count counts its matches only. */
  search: string;
  options: FilterOptions;
  /** "Show … cars": the parent applies them (replacing the sheet's history entry) and closes the sheet. */
  onApply: (filters: ListFilters) => void;
  /** The sheet closed without applying. */
  onClose: () => void;
}

/** history.state of the entry the open sheet adds. */
const SHEET_STATE = { carListSheet: true } as const;
export const isSheetEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'carListSheet' in state;

const MILEAGE_STEPS = [10_000, 25_000, 50_000, 80_000, 100_000, 150_000, 200_000] as const;
const FIRST_YEAR = 1990;

const SHOW_KEYS = { one: 'catalog.more.show.one', other: 'catalog.more.show.other' } as const;

/** The apply button's words: "Show 1,234 cars", "Show about 12,000 cars", or plain "Show cars". */
export function showLabel(t: Translate, lang: Lang, count: LiveCount | null): string {
  if (!count || count.status !== 'ready') return t('catalog.more.showCars');
  const shown = groupDigits(count.count, lang);
  if (count.approximate) return t('catalog.more.showAbout', { count: shown });
  return tPlural(t, lang, SHOW_KEYS, count.count, { count: shown });
}

export function FilterSheet(props: FilterSheetProps) {
  const { lang, t, options } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const priceOrderId = useId();
  const [draft, setDraft] = useState<ListFilters>(props.filters);
  // A budget "from" above its "to" is said under the fields; it is neither counted nor applied.
  const inverted = budgetInverted(draft);
  const count = useLiveCount(filtersFilterString(draft), !inverted, props.search);
  // The last count shown stays (dimmed) while the next one is asked, so the button does not flicker.
  const lastReady = useRef<LiveCount | null>(null);
  if (count.status !== 'loading') lastReady.current = count;
  const shownCount = count.status === 'loading' ? lastReady.current : count;
  const models = useOptionGroups('model', draft.brandIds, true);
  const cities = useOptionGroups('city', draft.countryIds, true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    history.pushState(SHEET_STATE, '', location.href);
    // Back (or anything that leaves the sheet's entry) closes it.
    const onPop = () => {
      if (!isSheetEntry(history.state)) dialogRef.current?.close();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** Closes without applying: going back removes the sheet's entry, and popstate closes the dialog. */
  const dismiss = () => {
    if (isSheetEntry(history.state)) history.back();
    else dialogRef.current?.close();
  };

  const apply = () => {
    if (inverted) return;
    props.onApply(draft);
    dialogRef.current?.close();
  };

  const toggle = (kind: IdKind, id: number, children: number[] = []) =>
    setDraft((d) => toggleId(d, kind, id, children));
  const childrenOf = (groups: OptionGroup[], parentId: number) =>
    groups.find((g) => g.parentId === parentId)?.options.map((o) => o.id) ?? [];

  const years = useMemo(() => {
    const list: Array<{ value: number; label: string }> = [];
    for (let y = FILTER_BOUNDS.yearMax; y >= FIRST_YEAR; y--) list.push({ value: y, label: String(y) });
    return list;
  }, []);
  const mileage = MILEAGE_STEPS.map((km) => ({ value: km, label: `${groupDigits(km, lang)} km` }));
  const band = budgetBand(draft) ?? (draft.priceFrom === null && draft.priceTo === null ? 'all' : 'custom');
  const chosenCount = activeCount(draft);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={props.onClose}
      onCancel={(event) => {
        // Escape: leave through history like the other ways out.
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
      data-filter-sheet
      className="m-0 hidden h-dvh max-h-none w-full max-w-none flex-col bg-white p-0 text-slate-900 open:flex backdrop:bg-slate-900/50 sm:ml-auto sm:w-[30rem] sm:shadow-2xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 sm:px-6">
        <h2 id={titleId} className="text-lg font-bold">
          {t('catalog.more.title')}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('catalog.more.close')}
          className="flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          data-sheet-close
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
            <path strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {options.failed && (
          <p className="bg-amber-50 px-4 py-3 text-sm text-slate-800 sm:px-6" role="status">
            {t('catalog.more.optionsFailed')}{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={options.retry}>
              {t('catalog.grid.retry')}
            </button>
          </p>
        )}
        <FilterSection title={t('catalog.more.brand')} name="brand">
          <CheckList
            name="brand"
            options={options.brand}
            chosen={draft.brandIds}
            onToggle={(id) => toggle('brand', id, childrenOf(models, id))}
            filterLabel={t('catalog.more.findBrand')}
            noMatch={t('catalog.list.noMatch')}
          />
        </FilterSection>
        {draft.brandIds.length > 0 && (
          <FilterSection title={t('catalog.more.model')} name="model">
            {models.map((group) => (
              <div key={group.parentId} className="mb-3 last:mb-0" data-model-group={group.parentId}>
                <p className="mb-2 text-sm font-semibold text-slate-700">
                  {options.brand.find((b) => b.id === group.parentId)?.name ?? ''}
                </p>
                <TogglePills
                  name={`model-${group.parentId}`}
                  options={group.options}
                  chosen={draft.modelIds}
                  onToggle={(id) => toggle('model', id)}
                />
              </div>
            ))}
          </FilterSection>
        )}
        <FilterSection title={t('catalog.more.bodyType')} name="bodyType">
          <TogglePills
            name="bodyType"
            options={options.bodyType}
            chosen={draft.bodyTypeIds}
            onToggle={(id) => toggle('bodyType', id)}
          />
        </FilterSection>
        <FilterSection title={t('catalog.more.year')} name="year">
          <div className="flex gap-3">
            <NumberSelect
              name="yearFrom"
              label={t('catalog.more.from')}
              anyLabel={t('catalog.more.any')}
              options={years.filter((y) => draft.yearTo === null || y.value <= draft.yearTo)}
              value={draft.yearFrom}
              onChange={(yearFrom) => setDraft((d) => ({ ...d, yearFrom }))}
            />
            <NumberSelect
              name="yearTo"
              label={t('catalog.more.to')}
              anyLabel={t('catalog.more.any')}
              options={years.filter((y) => draft.yearFrom === null || y.value >= draft.yearFrom)}
              value={draft.yearTo}
              onChange={(yearTo) => setDraft((d) => ({ ...d, yearTo }))}
            />
          </div>
        </FilterSection>
        <FilterSection title={t('catalog.more.mileage')} name="km">
          <NumberSelect
            name="kmTo"
            label={t('catalog.more.upTo')}
            anyLabel={t('catalog.more.any')}
            options={mileage}
            value={draft.kmTo}
            onChange={(kmTo) => setDraft((d) => ({ ...d, kmTo }))}
          />
        </FilterSection>
        {options.fuel.length > 0 && (
          <FilterSection title={t('catalog.more.fuel')} name="fuel">
            <TogglePills
              name="fuel"
              options={options.fuel}
              chosen={draft.fuelIds}
              onToggle={(id) => toggle('fuel', id)}
            />
          </FilterSection>
        )}
        {options.gearbox.length > 0 && (
          <FilterSection title={t('catalog.more.gearbox')} name="gearbox">
            <TogglePills
              name="gearbox"
              options={options.gearbox}
              chosen={draft.gearboxIds}
              onToggle={(id) => toggle('gearbox', id)}
            />
          </FilterSection>
        )}
        <FilterSection title={t('catalog.more.condition')} name="condition">
          <RadioPills
            name="condition"
            options={CONDITION_OPTIONS.map((o) => ({ value: o.value, label: t(CONDITION_LABELS[o.key] ?? '') }))}
            value={draft.condition ?? 2}
            onChange={(value) => setDraft((d) => ({ ...d, condition: value === 2 ? null : value }))}
          />
        </FilterSection>
        <FilterSection title={t('catalog.more.budget')} name="budget">
          <RadioPills
            name="budget"
            options={BUDGET_OPTIONS.map((o) => ({ value: o.key, label: t(BUDGET_LABELS[o.key] ?? '') }))}
            value={band}
            onChange={(key) => {
              const budget = BUDGET_OPTIONS.find((o) => o.key === key)?.budget ?? null;
              setDraft((d) => ({ ...d, priceFrom: budget?.min ?? null, priceTo: budget?.max ?? null }));
            }}
          />
          <div className="mt-3 flex gap-3">
            <NumberField
              name="priceFrom"
              label={t('catalog.more.priceFrom')}
              max={FILTER_BOUNDS.priceMax}
              value={draft.priceFrom}
              onChange={(priceFrom) => setDraft((d) => ({ ...d, priceFrom }))}
              readOut={(amount) => formatPrice(amount, lang)}
            />
            <NumberField
              name="priceTo"
              label={t('catalog.more.priceTo')}
              max={FILTER_BOUNDS.priceMax}
              value={draft.priceTo}
              onChange={(priceTo) => setDraft((d) => ({ ...d, priceTo }))}
              readOut={(amount) => formatPrice(amount, lang)}
              invalid={inverted}
              describedBy={inverted ? priceOrderId : undefined}
            />
          </div>
          {inverted && (
            <p id={priceOrderId} role="alert" className="mt-2 text-sm text-rose-800" data-price-order>
              {t('catalog.more.priceOrder')}
            </p>
          )}
        </FilterSection>
        <FilterSection title={t('catalog.more.country')} name="country">
          <TogglePills
            name="country"
            options={options.country}
            chosen={draft.countryIds}
            onToggle={(id) => toggle('country', id, childrenOf(cities, id))}
          />
        </FilterSection>
        {draft.countryIds.length > 0 && (
          <FilterSection title={t('catalog.more.city')} name="city">
            {cities.map((group) => (
              <div key={group.parentId} className="mb-3 last:mb-0" data-city-group={group.parentId}>
                <p className="mb-2 text-sm font-semibold text-slate-700">
                  {options.country.find((c) => c.id === group.parentId)?.name ?? ''}
                </p>
                <TogglePills
                  name={`city-${group.parentId}`}
                  options={group.options}
                  chosen={draft.cityIds}
                  onToggle={(id) => toggle('city', id)}
                />
              </div>
            ))}
          </FilterSection>
        )}
      </div>

      <div className="border-t border-slate-200 bg-white px-4 py-3 sm:px-6">
        {count.status === 'error' && (
          <p className="mb-2 text-sm text-rose-800" role="status" data-count-failed>
            {t('catalog.more.countFailed')}
          </p>
        )}
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="min-h-11 px-2 font-semibold text-brand-700 underline underline-offset-2 disabled:text-slate-400 disabled:no-underline"
            disabled={chosenCount === 0}
            onClick={() => setDraft((d) => clearFilters(d))}
            data-sheet-clear
          >
            {t('catalog.more.clearAll')}
          </button>
          <button
            type="button"
            className="btn-primary min-h-12 flex-1 aria-busy:opacity-80"
            aria-busy={!inverted && count.status === 'loading'}
            disabled={inverted}
            onClick={apply}
            data-sheet-apply
          >
            <span aria-live="polite">{showLabel(t, lang, inverted ? null : shownCount)}</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
