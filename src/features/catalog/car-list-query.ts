/**
 * What the car list page (/car_list) shows: brand, model (of that brand) and body type dropdowns, a
 * search, the page, its size and the grid/list view; their rules, their filter string (built by
 * filter-string.ts: `150?{brandId}`, `{brandId}?{modelId}`, `50?{id}` joined by '|') and their URL
 * (`?brand=3&model=17&body=2&q=…&page=2&size=20&view=list`). Pure.
 */
import { buildCarListFilterString } from '../../lib/filter-string.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../lib/paging.ts';
import { cleanSearch } from './home-query.ts';
import { readChoice, readId, writeQuery } from './query-params.ts';

export const CAR_LIST_VIEWS = ['grid', 'list'] as const;
export type CarListView = (typeof CAR_LIST_VIEWS)[number];

export interface CarListQuery {
  brandId: number | null;
  /** A model of brandId (cleared whenever the brand changes). */
  modelId: number | null;
  bodyTypeId: number | null;
  /** '' when none; while set, the list comes from carSearchText and the dropdowns do not apply. */
  search: string;
  /** 1-based. */
  page: number;
  size: PageSize;
  view: CarListView;
}

/** The first page of all cars, 10 a page, as a grid. */
export function initialCarListQuery(): CarListQuery {
  return { brandId: null, modelId: null, bodyTypeId: null, search: '', page: 1, size: DEFAULT_PAGE_SIZE, view: 'grid' };
}

/** A new brand (or none) drops the model, ends a search and goes back to page 1. */
export function chooseBrand(query: CarListQuery, brandId: number | null): CarListQuery {
  if (brandId === query.brandId) return query;
  return { ...query, brandId, modelId: null, search: '', page: 1 };
}

/** A model of the chosen brand (none without a brand). */
export function chooseModel(query: CarListQuery, modelId: number | null): CarListQuery {
  if (modelId === query.modelId || (modelId !== null && query.brandId === null)) return query;
  return { ...query, modelId, search: '', page: 1 };
}

/** A body type (or none). */
export function chooseBodyType(query: CarListQuery, bodyTypeId: number | null): CarListQuery {
  if (bodyTypeId === query.bodyTypeId) return query;
  return { ...query, bodyTypeId, search: '', page: 1 };
}

/** Search text clears the dropdowns; empty text clears the search and shows all cars (SPEC.md §5). */
export function searchCarList(query: CarListQuery, text: string): CarListQuery {
  const search = cleanSearch(text);
  if (!search) return { ...query, search: '', page: 1 };
  return { ...query, brandId: null, modelId: null, bodyTypeId: null, search, page: 1 };
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

/** The list's filter string. */
export function carListFilterString(query: CarListQuery): string {
  return buildCarListFilterString({ brandId: query.brandId, modelId: query.modelId, bodyTypeId: query.bodyTypeId });
}

/** A key that changes when the cars to fetch change (not for a view switch). */
export function carListRequestKey(query: CarListQuery): string {
  const what = query.search ? `search:${query.search}` : `list:${carListFilterString(query)}`;
  return `${what}:${query.page}:${query.size}`;
}

/**
 * The query of a URL's search part; invalid values are ignored.
 * @example parseCarListQuery('?brand=3&model=17&size=20').size // 20
 */
export function parseCarListQuery(search: string | URLSearchParams): CarListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = initialCarListQuery();
  query.search = cleanSearch(params.get('q') ?? '');
  if (!query.search) {
    query.brandId = readId(params.get('brand'));
    query.modelId = query.brandId === null ? null : readId(params.get('model'));
    query.bodyTypeId = readId(params.get('body'));
  }
  query.page = readId(params.get('page')) ?? 1;
  query.size = readChoice(params.get('size'), PAGE_SIZES) ?? DEFAULT_PAGE_SIZE;
  query.view = params.get('view') === 'list' ? 'list' : 'grid';
  return query;
}

/** The URL search part of a query; defaults are left out. */
export function carListQueryToSearch(query: CarListQuery): string {
  return writeQuery([
    ['brand', query.brandId],
    ['model', query.modelId],
    ['body', query.bodyTypeId],
    ['q', query.search],
    ['page', query.page > 1 ? query.page : null],
    ['size', query.size === DEFAULT_PAGE_SIZE ? null : query.size],
    ['view', query.view === 'grid' ? null : query.view],
  ]);
}
