/**
 * What the home page's catalogue shows (SPEC.md §2, §4, §9): one tile filter (brand, body type, model
 * or country, multi-select), condition, budget, sort and the header search, and the rules that change
 * them. Pure: the island holds a HomeQuery, these functions return the next one, and
 * home-query-url.ts writes it into the address bar.
 */
import {
  BUDGET_OPTIONS,
  buildFilterString,
  CONDITION_FILTER,
  SORT,
  type CarFilter,
  type SortCode,
} from '../../lib/filter-string.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';

/** The four filter tiles, in the order the page shows them. */
export const TILE_KINDS = ['brand', 'bodyType', 'model', 'country'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

/** Id 0 of every picker: 'Clear Filter' (SPEC.md §2). */
export const CLEAR_FILTER_ID = 0;

/** Home list and search page size (SPEC.md §9). */
export const HOME_PAGE_SIZE = 12;

/** Longest search text the API accepts. */
export const MAX_SEARCH_LENGTH = 100;

export type ConditionChoice = (typeof CONDITION_FILTER)[keyof typeof CONDITION_FILTER];

export interface HomeQuery {
  /** The one tile filter in force (the four exclude each other, SPEC.md §4); null when none. */
  tile: { kind: TileKind; ids: number[] } | null;
  /** The brand whose models the model picker lists; context for the picker, not a filter. */
  modelBrandId: number | null;
  /** 2 all, 1 new, 0 used. */
  condition: ConditionChoice;
  /** Index into BUDGET_OPTIONS; 0 is All. */
  budget: number;
  sort: SortCode;
  /** The header search; '' when none. While set, the list comes from carSearchText. */
  search: string;
}

/** The full list: no filter, no search. */
export function initialHomeQuery(): HomeQuery {
  return { tile: null, modelBrandId: null, condition: CONDITION_FILTER.all, budget: 0, sort: SORT.none, search: '' };
}

/** The ids chosen in one tile ([] when another tile, or none, is in force). */
export function tileIds(query: HomeQuery, kind: TileKind): number[] {
  return query.tile?.kind === kind ? query.tile.ids : [];
}

/**
 * A click on a picker entry: Id 0 clears everything and reloads the whole list; any other id toggles in
 * its tile and resets the other three tiles (SPEC.md §4). A filter choice ends a search.
 * @example toggleTile(q, 'brand', 3) // brand ids [3], body type/model/country cleared
 */
export function toggleTile(query: HomeQuery, kind: TileKind, id: number, modelBrandId?: number | null): HomeQuery {
  if (id === CLEAR_FILTER_ID) return { ...initialHomeQuery(), modelBrandId: query.modelBrandId };
  const current = tileIds(query, kind);
  const ids = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  return {
    ...query,
    tile: ids.length ? { kind, ids } : null,
    modelBrandId: kind === 'model' && modelBrandId !== undefined ? modelBrandId : query.modelBrandId,
    search: '',
  };
}

/** The model picker's brand, chosen inside the picker: it changes what the picker lists, not the cars. */
export function chooseModelBrand(query: HomeQuery, brandId: number | null): HomeQuery {
  return brandId === query.modelBrandId ? query : { ...query, modelBrandId: brandId };
}

/**
 * The brand whose models the picker shows: its own choice, else the one brand of the brand tile.
 * Null means "choose a brand first".
 */
export function modelPickerBrand(query: HomeQuery): number | null {
  if (query.modelBrandId !== null) return query.modelBrandId;
  const brands = tileIds(query, 'brand');
  return brands.length === 1 ? (brands[0] ?? null) : null;
}

/** Condition resets budget and sort (SPEC.md §4). */
export function setCondition(query: HomeQuery, condition: ConditionChoice): HomeQuery {
  return { ...query, condition, budget: 0, sort: SORT.none, search: '' };
}

/** Budget resets condition and sort. */
export function setBudget(query: HomeQuery, budget: number): HomeQuery {
  const index = budget >= 0 && budget < BUDGET_OPTIONS.length ? budget : 0;
  return { ...query, budget: index, condition: CONDITION_FILTER.all, sort: SORT.none, search: '' };
}

/** Sort resets budget and condition. */
export function setSort(query: HomeQuery, sort: SortCode): HomeQuery {
  return { ...query, sort, budget: 0, condition: CONDITION_FILTER.all, search: '' };
}

/**
 * The header search (SPEC.md §5): text with a letter or digit searches; empty text clears the search
 * and the filters and shows the full list. Filters do not apply to search results, so a search clears
 * them too.
 */
export function setSearch(query: HomeQuery, text: string): HomeQuery {
  return { ...initialHomeQuery(), modelBrandId: query.modelBrandId, search: cleanSearch(text) };
}

/** Trimmed, capped search text; '' when it holds nothing searchable. */
export function cleanSearch(text: string): string {
  const trimmed = text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return normalizeSearchText(trimmed) ? trimmed : '';
}

/** The CarFilter of a query (tile, condition, budget). */
export function homeCarFilter(query: HomeQuery): Partial<CarFilter> {
  return {
    brandIds: tileIds(query, 'brand'),
    bodyTypeIds: tileIds(query, 'bodyType'),
    modelIds: tileIds(query, 'model'),
    countryIds: tileIds(query, 'country'),
    condition: query.condition === CONDITION_FILTER.all ? null : query.condition,
    budget: BUDGET_OPTIONS[query.budget]?.budget ?? null,
  };
}

/** What to ask the API for: a search, or the list with a filter string (built by filter-string.ts) and a sort. */
export type HomeRequest = { kind: 'search'; text: string } | { kind: 'list'; filter: string; sort: SortCode };

/** The request of a query. */
export function homeRequest(query: HomeQuery): HomeRequest {
  if (query.search) return { kind: 'search', text: query.search };
  return { kind: 'list', filter: buildFilterString(homeCarFilter(query)), sort: query.sort };
}

/** A key that changes exactly when the list must restart from offset 0 (SPEC.md §4). */
export function homeRequestKey(query: HomeQuery): string {
  const request = homeRequest(query);
  return request.kind === 'search' ? `search:${request.text}` : `list:${request.filter}:${request.sort}`;
}

/** True when nothing narrows the list. */
export function isFullList(query: HomeQuery): boolean {
  return homeRequestKey(query) === homeRequestKey(initialHomeQuery());
}
