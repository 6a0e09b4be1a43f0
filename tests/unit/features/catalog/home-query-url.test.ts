import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeQueryToSearch, parseHomeQuery } from '../../../../src/features/catalog/home-query-url.ts';
import {
  initialHomeQuery,
  setBudget,
  setCondition,
  setSearch,
  setSort,
  toggleTile,
  TILE_KINDS,
  type HomeQuery,
} from '../../../../src/features/catalog/home-query.ts';

const base = initialHomeQuery();

describe('home query ⇄ URL', () => {
  it('writes a readable query', () => {
    const query = setCondition(toggleTile(toggleTile(base, 'brand', 1), 'brand', 2), 1);
    expect(homeQueryToSearch(query)).toBe('?brand=1,2&cond=1');
    expect(homeQueryToSearch(setSort(base, 75))).toBe('?sort=75');
    expect(homeQueryToSearch(setBudget(base, 2))).toBe('?budget=2');
    expect(homeQueryToSearch(setSearch(base, 'land cruiser 2015'))).toBe('?q=land+cruiser+2015');
    expect(homeQueryToSearch(toggleTile(base, 'model', 17, 3))).toBe('?model=17&modelBrand=3');
    expect(homeQueryToSearch(base)).toBe('');
  });

  it('reads what it writes', () => {
    const queries: HomeQuery[] = [
      base,
      toggleTile(toggleTile(base, 'bodyType', 4), 'bodyType', 9),
      toggleTile(base, 'country', 3),
      toggleTile(base, 'model', 17, 3),
      setCondition(base, 0),
      setBudget(toggleTile(base, 'brand', 5), 4),
      setSort(base, 100),
      setSearch(base, 'Côte d’Ivoire & co, 2015?'),
    ];
    for (const query of queries) expect(parseHomeQuery(homeQueryToSearch(query))).toEqual(query);
  });

  it('reads the frame form’s ?search= as the search', () => {
    expect(parseHomeQuery('?search=toyota').search).toBe('toyota');
  });

  it('ignores junk and keeps the first tile of a hand-made URL', () => {
    const query = parseHomeQuery('?brand=x,-1,0,3,3&body=2&cond=7&budget=9&sort=60&modelBrand=abc');
    expect(query).toEqual({ ...base, tile: { kind: 'brand', ids: [3] } });
  });

  it('a search in the URL drops the filters', () => {
    expect(parseHomeQuery('?brand=3&sort=75&q=hilux')).toEqual({ ...base, search: 'hilux' });
  });

  it('round-trips any valid query (property)', () => {
    const id = fc.integer({ min: 1, max: 2_147_483_647 });
    const query = fc.record({
      tile: fc.option(
        fc.record({ kind: fc.constantFrom(...TILE_KINDS), ids: fc.uniqueArray(id, { minLength: 1, maxLength: 10 }) }),
      ),
      modelBrandId: fc.option(id),
      condition: fc.constantFrom(0, 1, 2),
      budget: fc.integer({ min: 0, max: 4 }),
      sort: fc.constantFrom(0, 25, 50, 75, 100),
    });
    fc.assert(
      fc.property(query, (q) => {
        const full = { ...q, search: '' } as HomeQuery;
        expect(parseHomeQuery(homeQueryToSearch(full))).toEqual(full);
      }),
    );
  });
});
