/**
 * The car list's filters (issue 22): what "More filters" edits and the chips show — brands then their
 * models, body types, year from–to, mileage up to, fuel, gearbox, condition, budget from–to (the spec's
 * bands fill it), countries then their cities — and the rules between them. Kinds combine with AND, ids
 * within a kind with OR (the filter-string grammar's meaning). The three dropdowns of SPEC.md §2 are a
 * one-value view of brand, model and body type. Pure; car-list-query.ts puts them into the URL and
 * src/lib/filter-string.ts alone writes their filter string.
 */
import { BUDGET_OPTIONS, type Budget, type ConditionValue } from '../../lib/filter-string.ts';

export interface ListFilters {
  brandIds: number[];
  /** Models of the chosen brands (a model id names its brand). */
  modelIds: number[];
  bodyTypeIds: number[];
  yearFrom: number | null;
  yearTo: number | null;
  /** Mileage up to, in km. */
  kmTo: number | null;
  fuelIds: number[];
  gearboxIds: number[];
  condition: ConditionValue | null;
  /** Budget bounds in whole CFA francs, inclusive; either may be open. */
  priceFrom: number | null;
  priceTo: number | null;
  countryIds: number[];
  /** Cities (of the chosen countries, when any). */
  cityIds: number[];
}

/** The id-list kinds, in the order chips and the sheet show them. */
export const ID_KINDS = ['brand', 'model', 'bodyType', 'fuel', 'gearbox', 'country', 'city'] as const;
export type IdKind = (typeof ID_KINDS)[number];

const ID_FIELD = {
  brand: 'brandIds',
  model: 'modelIds',
  bodyType: 'bodyTypeIds',
  fuel: 'fuelIds',
  gearbox: 'gearboxIds',
  country: 'countryIds',
  city: 'cityIds',
} as const satisfies Record<IdKind, keyof ListFilters>;

/** Bounds a URL or a field may hold. */
export const FILTER_BOUNDS = {
  yearMin: 1950,
  /** Next year's models are sold this year. */
  yearMax: new Date().getUTCFullYear() + 1,
  kmMax: 2_000_000,
  priceMax: 2_147_483_647,
} as const;

/** One active filter, as a chip shows it. */
export type FilterChip =
  { kind: IdKind; id: number } | { kind: 'year' } | { kind: 'km' } | { kind: 'condition' } | { kind: 'price' };

/** No filter. */
export function emptyFilters(): ListFilters {
  return {
    brandIds: [],
    modelIds: [],
    bodyTypeIds: [],
    yearFrom: null,
    yearTo: null,
    kmTo: null,
    fuelIds: [],
    gearboxIds: [],
    condition: null,
    priceFrom: null,
    priceTo: null,
    countryIds: [],
    cityIds: [],
  };
}

/** Only the filter fields of a larger object (the car list's query). */
export function pickFilters(source: ListFilters): ListFilters {
  const filters = emptyFilters();
  for (const key of Object.keys(filters) as Array<keyof ListFilters>) {
    (filters as unknown as Record<string, unknown>)[key] = source[key];
  }
  return filters;
}

/** The ids of a kind. */
export function idsOf(filters: ListFilters, kind: IdKind): number[] {
  return filters[ID_FIELD[kind]];
}

/** The same filters with the ids of a kind replaced. */
export function withIds<F extends ListFilters>(filters: F, kind: IdKind, ids: number[]): F {
  return { ...filters, [ID_FIELD[kind]]: ids };
}

/**
 * Adds or removes one id. Removing a brand (or country) also removes its models (cities): `children`
 * are the ids listed under it.
 * @example toggleId(f, 'brand', 3, [17, 18]) // brand 3 off, models 17 and 18 with it
 */
export function toggleId<F extends ListFilters>(filters: F, kind: IdKind, id: number, children: number[] = []): F {
  const ids = idsOf(filters, kind);
  if (!ids.includes(id)) return withIds(filters, kind, [...ids, id]);
  const next = withIds(
    filters,
    kind,
    ids.filter((x) => x !== id),
  );
  const child = kind === 'brand' ? 'model' : kind === 'country' ? 'city' : null;
  return child
    ? withIds(
        next,
        child,
        idsOf(next, child).filter((x) => !children.includes(x)),
      )
    : next;
}

/** True when both budget bounds are set and "from" is above "to": nothing can match, the API refuses it. */
export function budgetInverted(filters: Pick<ListFilters, 'priceFrom' | 'priceTo'>): boolean {
  return filters.priceFrom !== null && filters.priceTo !== null && filters.priceFrom > filters.priceTo;
}

/** The budget band of SPEC.md §9 whose bounds these are, or undefined. */
export function budgetBand(filters: Pick<ListFilters, 'priceFrom' | 'priceTo'>): string | undefined {
  return BUDGET_OPTIONS.find(
    (o) => o.budget && o.budget.min === (filters.priceFrom ?? 0) && o.budget.max === filters.priceTo,
  )?.key;
}

/** The budget as the grammar's `100?min,max` wants it (an open bound becomes 0 or the largest value). */
export function budgetOf(filters: Pick<ListFilters, 'priceFrom' | 'priceTo'>): Budget | null {
  if (filters.priceFrom === null && filters.priceTo === null) return null;
  return { min: filters.priceFrom ?? 0, max: filters.priceTo ?? FILTER_BOUNDS.priceMax };
}

/** Every active filter as a chip, in the sheet's order. */
export function activeChips(filters: ListFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const push = (kind: IdKind) => chips.push(...idsOf(filters, kind).map((id) => ({ kind, id })));
  push('brand');
  push('model');
  push('bodyType');
  if (filters.yearFrom !== null || filters.yearTo !== null) chips.push({ kind: 'year' });
  if (filters.kmTo !== null) chips.push({ kind: 'km' });
  push('fuel');
  push('gearbox');
  if (filters.condition !== null) chips.push({ kind: 'condition' });
  if (filters.priceFrom !== null || filters.priceTo !== null) chips.push({ kind: 'price' });
  push('country');
  push('city');
  return chips;
}

/** How many filters are active (the More filters button's badge). */
export function activeCount(filters: ListFilters): number {
  return activeChips(filters).length;
}

/** The filters without one chip (a brand's or a country's chip takes its models or cities with it). */
export function removeChip<F extends ListFilters>(filters: F, chip: FilterChip, children: number[] = []): F {
  switch (chip.kind) {
    case 'year':
      return { ...filters, yearFrom: null, yearTo: null };
    case 'km':
      return { ...filters, kmTo: null };
    case 'condition':
      return { ...filters, condition: null };
    case 'price':
      return { ...filters, priceFrom: null, priceTo: null };
    default:
      return idsOf(filters, chip.kind).includes(chip.id) ? toggleId(filters, chip.kind, chip.id, children) : filters;
  }
}

/** The filters without any filter (search, sort, page size and view are not filters). */
export function clearFilters<F extends ListFilters>(filters: F): F {
  return { ...filters, ...emptyFilters() };
}

/** True when only the three dropdowns' kinds are used, one value each: the spec's own filter string applies. */
export function dropdownsOnly(filters: ListFilters): boolean {
  const { brandIds, modelIds, bodyTypeIds } = filters;
  return (
    brandIds.length <= 1 &&
    modelIds.length <= (brandIds.length === 1 ? 1 : 0) &&
    bodyTypeIds.length <= 1 &&
    activeChips(filters).every((c) => c.kind === 'brand' || c.kind === 'model' || c.kind === 'bodyType')
  );
}
