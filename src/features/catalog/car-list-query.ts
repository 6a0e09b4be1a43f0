/**
 * What the car list page (/car_list) shows and its URL — the one module that owns it: the filters
 * (list-filters.ts: the three dropdowns of SPEC.md §2 and "More filters"), the sort, a search, the
 * page, its size and the grid/list view; their rules, their filter string (built by filter-string.ts)
 * and their URL, readable and shareable:
 * `?brand=3,5&model=17&body=2&yearFrom=2015&yearTo=2020&kmTo=80000&fuel=2&gearbox=1&cond=0`
 * `&priceFrom=0&priceTo=5000000&country=4&city=9&sort=25&q=…&page=2&size=20&view=list`. Pure.
 * A URL's broken values are dropped and named (readCarListUrl), so the page can say so.
 */
import {
  buildCarListFilterString,
  buildFilterString,
  emptyFilter,
  parseSortCode,
  SORT,
  type SortCode,
} from '../../lib/filter-string.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../lib/paging.ts';
import { cleanSearch } from './home-query.ts';
import { budgetOf, dropdownsOnly, emptyFilters, FILTER_BOUNDS, type ListFilters } from './list-filters.ts';
import { MAX_IDS_PER_PARAM, readChoice, readId, writeQuery } from './query-params.ts';

export const CAR_LIST_VIEWS = ['grid', 'list'] as const;
export type CarListView = (typeof CAR_LIST_VIEWS)[number];

export interface CarListQuery extends ListFilters {
  sort: SortCode;
  /** '' when none; while set, the list comes from carSearchText, narrowed by the filters (issue 22). */
  search: string;
  /** 1-based. */
  page: number;
  size: PageSize;
  view: CarListView;
}

/** The first page of all cars, 10 a page, as a grid. */
export function initialCarListQuery(): CarListQuery {
  return { ...emptyFilters(), sort: SORT.none, search: '', page: 1, size: DEFAULT_PAGE_SIZE, view: 'grid' };
}

/** The one value a dropdown shows: the single id of a kind, null when none or several. */
export function single(ids: readonly number[]): number | null {
  return ids.length === 1 ? (ids[0] ?? null) : null;
}

/** New filters (the sheet's, a chip removed, Clear all): a search stays, the list starts again at page 1. */
export function applyFilters(query: CarListQuery, filters: ListFilters): CarListQuery {
  return { ...query, ...filters, page: 1 };
}

/** The Brand Name dropdown: one brand (or none) drops the models, back to page 1. */
export function chooseBrand(query: CarListQuery, brandId: number | null): CarListQuery {
  if (brandId === single(query.brandIds) && (brandId !== null || query.brandIds.length === 0)) return query;
  return applyFilters(query, { ...query, brandIds: brandId ? [brandId] : [], modelIds: [] });
}

/** The Model Name dropdown: a model of the one chosen brand (none without a brand). */
export function chooseModel(query: CarListQuery, modelId: number | null): CarListQuery {
  if (modelId === single(query.modelIds) && (modelId !== null || query.modelIds.length === 0)) return query;
  if (modelId !== null && query.brandIds.length !== 1) return query;
  return applyFilters(query, { ...query, modelIds: modelId ? [modelId] : [] });
}

/** The Body Type dropdown: one body type (or none). */
export function chooseBodyType(query: CarListQuery, bodyTypeId: number | null): CarListQuery {
  if (bodyTypeId === single(query.bodyTypeIds) && (bodyTypeId !== null || query.bodyTypeIds.length === 0)) {
    return query;
  }
  return applyFilters(query, { ...query, bodyTypeIds: bodyTypeId ? [bodyTypeId] : [] });
}

/** Another sort: back to page 1 (the filters and a search stay). */
export function chooseSort(query: CarListQuery, sort: SortCode): CarListQuery {
  return sort === query.sort ? query : { ...query, sort, page: 1 };
}

/**
 * Search text narrows the list with the filters in force (issue 22: both apply); empty text clears the
 * search (SPEC.md §5) and shows every car of the filters.
 */
export function searchCarList(query: CarListQuery, text: string): CarListQuery {
  return { ...query, search: cleanSearch(text), page: 1 };
}

/** Another page. */
export function goToPage(query: CarListQuery, page: number): CarListQuery {
  return { ...query, page: Math.max(1, Math.floor(page) || 1) };
}

/** Another page size keeps the first car shown on screen. */
export function setPageSize(query: CarListQuery, size: PageSize): CarListQuery {
  const firstShown = (query.page - 1) * query.size;
  return { ...query, size, page: Math.floor(firstShown / size) + 1 };
}

/** Grid (cards with heart and plus) or list (cards with View Car). */
export function setView(query: CarListQuery, view: CarListView): CarListQuery {
  return { ...query, view };
}

/**
 * The filter string of some filters: the spec's car-list form (`150?3|3?17|50?2`) while only the
 * dropdowns are used, the canonical form of filter-string.ts otherwise
 * (`150?4,9|50?3|model?31|fuel?2|gearbox?1|year?2015,|km?,80000|500?7`).
 */
export function filtersFilterString(filters: ListFilters): string {
  if (dropdownsOnly(filters)) {
    return buildCarListFilterString({
      brandId: single(filters.brandIds),
      modelId: single(filters.modelIds),
      bodyTypeId: single(filters.bodyTypeIds),
    });
  }
  // Models go to `model?`, where each narrows only its own brand: "any Honda, or a Toyota Corolla".
  return buildFilterString({
    ...emptyFilter(),
    brandIds: filters.brandIds,
    brandModelIds: filters.modelIds,
    bodyTypeIds: filters.bodyTypeIds,
    countryIds: filters.countryIds,
    cityIds: filters.cityIds,
    fuelIds: filters.fuelIds,
    gearboxIds: filters.gearboxIds,
    condition: filters.condition,
    budget: budgetOf(filters),
    yearFrom: filters.yearFrom,
    yearTo: filters.yearTo,
    kmTo: filters.kmTo,
  });
}

/** The list's filter string. */
export function carListFilterString(query: CarListQuery): string {
  return filtersFilterString(query);
}

/** A key that changes when the cars to fetch change (not for a view switch); the sort applies to a search too. */
export function carListRequestKey(query: CarListQuery): string {
  const filter = carListFilterString(query);
  const what = query.search ? `search:${query.search}:${filter}` : `list:${filter}`;
  return `${what}:${query.sort}:${query.page}:${query.size}`;
}

/** A whole number from `min` to `max` written with digits only, or null. */
function readBounded(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** The URL parameters the car list reads; any other is left alone silently (e.g. a messenger's tracking tag). */
export const CAR_LIST_PARAMS = [
  'brand',
  'model',
  'body',
  'yearFrom',
  'yearTo',
  'kmTo',
  'fuel',
  'gearbox',
  'cond',
  'priceFrom',
  'priceTo',
  'country',
  'city',
  'sort',
  'q',
  'page',
  'size',
  'view',
] as const;
export type CarListParam = (typeof CAR_LIST_PARAMS)[number];

/** A URL read: the query, and the parameters whose value (or part of it) was dropped as broken. */
export interface CarListUrl {
  query: CarListQuery;
  dropped: CarListParam[];
}

/**
 * The query of a URL's search part, and what was broken in it (dropped, never an error).
 * @example readCarListUrl('?brand=3,x&yearFrom=1850').dropped // ['brand', 'yearFrom']
 */
export function readCarListUrl(search: string | URLSearchParams): CarListUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = initialCarListQuery();
  const dropped = new Set<CarListParam>();
  const text = (name: CarListParam) => params.get(name);

  const ids = (name: CarListParam): number[] => {
    const value = text(name);
    if (value === null || value.trim() === '') return [];
    const list: number[] = [];
    const parts = value.split(',');
    for (const part of parts) {
      const id = readId(part);
      if (id === null) dropped.add(name);
      else if (!list.includes(id)) list.push(id);
    }
    if (list.length > MAX_IDS_PER_PARAM) dropped.add(name);
    return list.slice(0, MAX_IDS_PER_PARAM);
  };
  const bounded = (name: CarListParam, min: number, max: number): number | null => {
    const value = text(name);
    if (value === null || value === '') return null;
    const number = readBounded(value, min, max);
    if (number === null) dropped.add(name);
    return number;
  };

  query.search = cleanSearch(text('q') ?? '');
  query.brandIds = ids('brand');
  query.modelIds = ids('model');
  if (query.modelIds.length && !query.brandIds.length) {
    // A model is chosen under its brand; alone it is a broken link.
    query.modelIds = [];
    dropped.add('model');
  }
  query.bodyTypeIds = ids('body');
  query.yearFrom = bounded('yearFrom', FILTER_BOUNDS.yearMin, FILTER_BOUNDS.yearMax);
  query.yearTo = bounded('yearTo', FILTER_BOUNDS.yearMin, FILTER_BOUNDS.yearMax);
  if (query.yearFrom !== null && query.yearTo !== null && query.yearFrom > query.yearTo) {
    query.yearFrom = query.yearTo = null;
    dropped.add('yearFrom').add('yearTo');
  }
  query.kmTo = bounded('kmTo', 0, FILTER_BOUNDS.kmMax);
  query.fuelIds = ids('fuel');
  query.gearboxIds = ids('gearbox');
  const condition = text('cond');
  if (condition === '0' || condition === '1') query.condition = Number(condition) as 0 | 1;
  else if (condition !== null && condition !== '' && condition !== '2') dropped.add('cond');
  query.priceFrom = bounded('priceFrom', 0, FILTER_BOUNDS.priceMax);
  query.priceTo = bounded('priceTo', 0, FILTER_BOUNDS.priceMax);
  if (query.priceFrom !== null && query.priceTo !== null && query.priceFrom > query.priceTo) {
    query.priceFrom = query.priceTo = null;
    dropped.add('priceFrom').add('priceTo');
  }
  query.countryIds = ids('country');
  query.cityIds = ids('city');

  const sort = parseSortCode(text('sort'));
  if (sort === null) dropped.add('sort');
  query.sort = sort ?? SORT.none;
  const page = text('page');
  query.page = readId(page) ?? 1;
  if (page !== null && page !== '' && readId(page) === null) dropped.add('page');
  const size = text('size');
  query.size = readChoice(size, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE;
  if (size !== null && size !== '' && readChoice(size, PAGE_SIZES) === null) dropped.add('size');
  const view = text('view');
  query.view = view === 'list' ? 'list' : 'grid';
  if (view !== null && view !== '' && view !== 'list' && view !== 'grid') dropped.add('view');
  return { query, dropped: CAR_LIST_PARAMS.filter((name) => dropped.has(name)) };
}

/**
 * The query of a URL's search part; invalid values are ignored.
 * @example parseCarListQuery('?brand=3&model=17&size=20').size // 20
 */
export function parseCarListQuery(search: string | URLSearchParams): CarListQuery {
  return readCarListUrl(search).query;
}

const list = (ids: readonly number[]) => (ids.length ? ids.join(',') : null);

/** The URL search part of a query; defaults are left out. */
export function carListQueryToSearch(query: CarListQuery): string {
  return writeQuery([
    ['brand', list(query.brandIds)],
    ['model', list(query.modelIds)],
    ['body', list(query.bodyTypeIds)],
    ['yearFrom', query.yearFrom],
    ['yearTo', query.yearTo],
    ['kmTo', query.kmTo],
    ['fuel', list(query.fuelIds)],
    ['gearbox', list(query.gearboxIds)],
    ['cond', query.condition],
    ['priceFrom', query.priceFrom],
    ['priceTo', query.priceTo],
    ['country', list(query.countryIds)],
    ['city', list(query.cityIds)],
    ['sort', query.sort === SORT.none ? null : query.sort],
    ['q', query.search],
    ['page', query.page > 1 ? query.page : null],
    ['size', query.size === DEFAULT_PAGE_SIZE ? null : query.size],
    ['view', query.view === 'grid' ? null : query.view],
  ]);
}
