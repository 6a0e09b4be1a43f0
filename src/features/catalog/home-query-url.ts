/**
 * The home page's query in the address bar, so a search can be shared, reloaded and walked back
 * (ours): `?brand=1,2`, `body=…`, `model=…&modelBrand=…`, `country=…`, `cond=1`, `budget=2`,
 * `sort=75`, `q=toyota`. The frame's search form falls back to `?search=…`; it is read as `q`.
 */
import { BUDGET_OPTIONS, CONDITION_FILTER, SORT, type SortCode } from '../../lib/filter-string.ts';
import {
  cleanSearch,
  initialHomeQuery,
  type ConditionChoice,
  type HomeQuery,
  type TileKind,
  TILE_KINDS,
} from './home-query.ts';
import { readChoice, readId, readIds, writeQuery } from './query-params.ts';

/** Query parameter of each tile. */
export const TILE_PARAMS: Readonly<Record<TileKind, string>> = {
  brand: 'brand',
  bodyType: 'body',
  model: 'model',
  country: 'country',
};

const SORT_CODES = Object.values(SORT) as SortCode[];
const CONDITIONS: ConditionChoice[] = [CONDITION_FILTER.used, CONDITION_FILTER.new];
const BUDGET_INDEXES = BUDGET_OPTIONS.map((_, index) => index).filter((index) => index > 0);

/**
 * The query a URL's search part describes; anything invalid is ignored. When a hand-made URL names
 * several tiles, the first in page order wins (the tiles exclude each other); a search drops the filters.
 * @example parseHomeQuery('?brand=3,7&sort=75').tile // { kind: 'brand', ids: [3, 7] }
 */
export function parseHomeQuery(search: string | URLSearchParams): HomeQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = initialHomeQuery();
  for (const kind of TILE_KINDS) {
    const ids = readIds(params.get(TILE_PARAMS[kind]));
    if (ids.length) {
      query.tile = { kind, ids };
      break;
    }
  }
  query.modelBrandId = readId(params.get('modelBrand'));
  query.condition = readChoice(params.get('cond'), CONDITIONS) ?? CONDITION_FILTER.all;
  query.budget = readChoice(params.get('budget'), BUDGET_INDEXES) ?? 0;
  query.sort = readChoice(params.get('sort'), SORT_CODES) ?? SORT.none;
  const text = cleanSearch(params.get('q') ?? params.get('search') ?? '');
  // A search ignores the filters (as setSearch clears them), so a URL naming both keeps the search only.
  return text ? { ...initialHomeQuery(), modelBrandId: query.modelBrandId, search: text } : query;
}

/**
 * The search part of a query ('' for the full list), parameters in a fixed order.
 * @example homeQueryToSearch({ ...initialHomeQuery(), search: 'land cruiser' }) // '?q=land+cruiser'
 */
export function homeQueryToSearch(query: HomeQuery): string {
  const tile = query.tile;
  return writeQuery([
    ...TILE_KINDS.map((kind) => [TILE_PARAMS[kind], tile?.kind === kind ? tile.ids.join(',') : null] as const),
    ['modelBrand', query.modelBrandId],
    ['cond', query.condition === CONDITION_FILTER.all ? null : query.condition],
    ['budget', query.budget || null],
    ['sort', query.sort || null],
    ['q', query.search],
  ]);
}
