import { describe, expect, it } from 'vitest';
import { parseFilterString, SORT } from '../../../../src/lib/filter-string.ts';
import {
  chooseModelBrand,
  CLEAR_FILTER_ID,
  homeRequest,
  homeRequestKey,
  initialHomeQuery,
  isFullList,
  modelPickerBrand,
  setBudget,
  setCondition,
  setSearch,
  setSort,
  tileIds,
  toggleTile,
  type HomeQuery,
} from '../../../../src/features/catalog/home-query.ts';

const base = initialHomeQuery();

function filterOf(query: HomeQuery) {
  const request = homeRequest(query);
  if (request.kind !== 'list') throw new Error('expected a list request');
  const parsed = parseFilterString(request.filter);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.filter;
}

describe('tile filters (SPEC.md §4: mutually exclusive, multi-select by click)', () => {
  it('toggles ids in a tile on each click', () => {
    let query = toggleTile(base, 'brand', 3);
    query = toggleTile(query, 'brand', 7);
    expect(tileIds(query, 'brand')).toEqual([3, 7]);
    query = toggleTile(query, 'brand', 3);
    expect(tileIds(query, 'brand')).toEqual([7]);
    query = toggleTile(query, 'brand', 7);
    expect(query.tile).toBeNull();
  });

  it('choosing in one tile resets the other three', () => {
    let query = toggleTile(base, 'brand', 3);
    query = toggleTile(query, 'bodyType', 5);
    expect(tileIds(query, 'brand')).toEqual([]);
    expect(tileIds(query, 'bodyType')).toEqual([5]);
    query = toggleTile(query, 'country', 2);
    expect(tileIds(query, 'bodyType')).toEqual([]);
    query = toggleTile(query, 'model', 40, 3);
    expect(query.tile).toEqual({ kind: 'model', ids: [40] });
  });

  it('Clear Filter (Id 0) resets everything to the whole list', () => {
    let query = setCondition(toggleTile(base, 'country', 2), 1);
    query = toggleTile(query, 'country', CLEAR_FILTER_ID);
    expect(isFullList(query)).toBe(true);
    expect(homeRequest(query)).toEqual({ kind: 'list', filter: '', sort: SORT.none });
  });

  it('builds the filter string of the tile with filter-string.ts', () => {
    expect(homeRequest(toggleTile(toggleTile(base, 'brand', 3), 'brand', 7))).toEqual({
      kind: 'list',
      filter: '150?3,7',
      sort: 0,
    });
    expect(filterOf(toggleTile(base, 'bodyType', 5)).bodyTypeIds).toEqual([5]);
    expect(filterOf(toggleTile(base, 'model', 9, 2)).modelIds).toEqual([9]);
    expect(filterOf(toggleTile(base, 'country', 4)).countryIds).toEqual([4]);
  });

  it('a tile keeps condition, budget and sort', () => {
    const query = toggleTile(setBudget(base, 2), 'brand', 3);
    expect(filterOf(query)).toMatchObject({ brandIds: [3], budget: { min: 5_000_000, max: 10_000_000 } });
  });
});

describe('model picker brand', () => {
  it('without a brand asks for one first', () => {
    expect(modelPickerBrand(base)).toBeNull();
    expect(modelPickerBrand(toggleTile(toggleTile(base, 'brand', 3), 'brand', 4))).toBeNull();
  });

  it('uses the single chosen brand, or the brand chosen inside the picker', () => {
    expect(modelPickerBrand(toggleTile(base, 'brand', 3))).toBe(3);
    expect(modelPickerBrand(chooseModelBrand(toggleTile(base, 'brand', 3), 8))).toBe(8);
  });

  it('browsing brands in the picker does not change the cars', () => {
    const query = toggleTile(base, 'model', 9, 2);
    expect(homeRequestKey(chooseModelBrand(query, 5))).toBe(homeRequestKey(query));
  });
});

describe('dropdown resets (SPEC.md §4)', () => {
  const everything: HomeQuery = { ...base, condition: 1, budget: 3, sort: SORT.priceAsc };

  it('condition resets budget and sort', () => {
    expect(setCondition(everything, 0)).toMatchObject({ condition: 0, budget: 0, sort: SORT.none });
  });

  it('sort resets budget and condition', () => {
    expect(setSort(everything, SORT.latest)).toMatchObject({ condition: 2, budget: 0, sort: SORT.latest });
  });

  it('budget resets condition and sort', () => {
    expect(setBudget(everything, 1)).toMatchObject({ condition: 2, budget: 1, sort: SORT.none });
  });

  it('condition 2 (All) and budget All send no segment', () => {
    expect(homeRequest(setCondition(base, 2))).toEqual({ kind: 'list', filter: '', sort: 0 });
    expect(homeRequest(setCondition(base, 1))).toEqual({ kind: 'list', filter: '400?1', sort: 0 });
    expect(homeRequest(setCondition(base, 0))).toEqual({ kind: 'list', filter: '400?0', sort: 0 });
    expect(homeRequest(setBudget(base, 1))).toEqual({ kind: 'list', filter: '100?0,5000000', sort: 0 });
    expect(homeRequest(setSort(base, SORT.priceDesc))).toEqual({ kind: 'list', filter: '', sort: 100 });
  });
});

describe('search (SPEC.md §5)', () => {
  it('non-empty text searches and clears the filters', () => {
    const query = setSearch(setSort(toggleTile(base, 'brand', 3), 75), '  Toyota  ');
    expect(homeRequest(query)).toEqual({ kind: 'search', text: 'Toyota' });
    expect(query.tile).toBeNull();
    expect(query.sort).toBe(SORT.none);
  });

  it('empty (or unsearchable) text clears the search and shows the full list', () => {
    const searching = setSearch(base, 'hilux');
    for (const text of ['', '   ', '!!!']) expect(isFullList(setSearch(searching, text))).toBe(true);
  });

  it('an empty search on a filtered list clears the filters too', () => {
    const filtered = setSort(toggleTile(base, 'brand', 3), 75);
    expect(isFullList(setSearch(filtered, ''))).toBe(true);
  });

  it('a filter choice ends the search', () => {
    const query = toggleTile(setSearch(base, 'hilux'), 'country', 2);
    expect(query.search).toBe('');
    expect(homeRequest(query).kind).toBe('list');
  });

  it('caps the text at 100 characters', () => {
    expect(setSearch(base, 'a'.repeat(150)).search).toHaveLength(100);
  });
});
