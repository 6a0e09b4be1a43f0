/**
 * The car list's whole state in the URL (issue 22): every filter, the sort and the page round-trip;
 * broken values are dropped and named, never an error.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  carListFilterString,
  carListQueryToSearch,
  carListRequestKey,
  chooseBrand,
  chooseSort,
  filtersFilterString,
  goToPage,
  initialCarListQuery,
  parseCarListQuery,
  readCarListUrl,
  searchCarList,
} from '../../../../src/features/catalog/car-list-query.ts';
import {
  activeChips,
  emptyFilters,
  removeChip,
  toggleId,
  type ListFilters,
} from '../../../../src/features/catalog/list-filters.ts';
import { parseFilterString, SORT } from '../../../../src/lib/filter-string.ts';

const base = initialCarListQuery();
const lagos: ListFilters = {
  ...emptyFilters(),
  brandIds: [12, 4],
  modelIds: [31],
  bodyTypeIds: [3],
  yearFrom: 2015,
  yearTo: null,
  kmTo: 80_000,
  fuelIds: [2],
  gearboxIds: [1],
  condition: 0,
  priceFrom: 5_000_000,
  priceTo: 10_000_000,
  countryIds: [7],
  cityIds: [21, 22],
};

describe('car list URL: round trip', () => {
  it('writes every filter, the sort and the page, and reads them back', () => {
    const query = goToPage(chooseSort(applyFilters(base, lagos), SORT.latest), 3);
    const search = carListQueryToSearch(query);
    expect(search).toBe(
      '?brand=12,4&model=31&body=3&yearFrom=2015&kmTo=80000&fuel=2&gearbox=1&cond=0' +
        '&priceFrom=5000000&priceTo=10000000&country=7&city=21,22&sort=25&page=3',
    );
    expect(readCarListUrl(search)).toEqual({ query, dropped: [] });
  });

  it('keeps the old links of the three dropdowns', () => {
    expect(parseCarListQuery('?brand=3&model=17&body=2')).toMatchObject({
      brandIds: [3],
      modelIds: [17],
      bodyTypeIds: [2],
    });
  });

  it('a search and the filters live together in the URL (issue 22), and round-trip', () => {
    const query = searchCarList(chooseSort(applyFilters(base, lagos), SORT.priceAsc), 'toyota');
    const search = carListQueryToSearch(query);
    expect(search).toBe(
      '?brand=12,4&model=31&body=3&yearFrom=2015&kmTo=80000&fuel=2&gearbox=1&cond=0' +
        '&priceFrom=5000000&priceTo=10000000&country=7&city=21,22&sort=75&q=toyota',
    );
    expect(readCarListUrl(search)).toEqual({ query, dropped: [] });
    expect(parseCarListQuery('?brand=3&q=hilux')).toMatchObject({ brandIds: [3], search: 'hilux' });
    // The list asks carSearchText with the filters' string: a new filter is a new request.
    expect(carListRequestKey(query)).toContain(carListFilterString(query));
    const noYear = applyFilters(query, removeChip(query, { kind: 'year' }));
    expect(carListRequestKey(noYear)).not.toBe(carListRequestKey(query));
    // The sort applies to a search too: another sort is another request.
    expect(carListRequestKey(chooseSort(query, SORT.latest))).not.toBe(carListRequestKey(query));
  });

  it('removing a chip or clearing all keeps the search; an empty search keeps the filters', () => {
    const query = searchCarList(applyFilters(base, lagos), 'toyota');
    const fewer = applyFilters(query, removeChip(query, { kind: 'fuel', id: 2 }));
    expect(fewer).toMatchObject({ search: 'toyota', fuelIds: [], brandIds: [12, 4] });
    expect(carListQueryToSearch(fewer)).toContain('q=toyota');
    expect(applyFilters(query, emptyFilters())).toEqual({ ...base, search: 'toyota' });
    expect(searchCarList(query, '  ')).toEqual({ ...query, search: '' });
  });
});

describe('car list URL: broken values', () => {
  it('drops them and names each parameter', () => {
    const { query, dropped } = readCarListUrl(
      '?brand=3,x,0&model=abc&body=-1&yearFrom=1850&yearTo=2016&kmTo=lots&fuel=2&cond=7' +
        '&priceFrom=9&priceTo=5&sort=33&page=zero&size=25&view=table&utm_source=whatsapp',
    );
    expect(dropped).toEqual([
      'brand',
      'model',
      'body',
      'yearFrom',
      'kmTo',
      'cond',
      'priceFrom',
      'priceTo',
      'sort',
      'page',
      'size',
      'view',
    ]);
    expect(query).toEqual({ ...base, brandIds: [3], yearTo: 2016, fuelIds: [2] });
  });

  it('drops a year range upside down, and a model without its brand', () => {
    expect(readCarListUrl('?yearFrom=2020&yearTo=2015').dropped).toEqual(['yearFrom', 'yearTo']);
    expect(readCarListUrl('?model=17')).toEqual({ query: base, dropped: ['model'] });
  });

  it('ignores parameters it does not know, and empty ones', () => {
    expect(readCarListUrl('?fbclid=abc&brand=&sort=')).toEqual({ query: base, dropped: [] });
  });
});

describe('filters and chips', () => {
  it('removing a brand takes its models with it', () => {
    const query = applyFilters(base, lagos);
    expect(toggleId(query, 'brand', 12, [31, 32])).toMatchObject({ brandIds: [4], modelIds: [] });
    expect(removeChip(query, { kind: 'city', id: 21 }).cityIds).toEqual([22]);
    expect(removeChip(query, { kind: 'year' })).toMatchObject({ yearFrom: null, yearTo: null });
  });

  it('lists one chip per id and per range, in the sheet order', () => {
    expect(activeChips(lagos).map((c) => ('id' in c ? `${c.kind}:${c.id}` : c.kind))).toEqual([
      'brand:12',
      'brand:4',
      'model:31',
      'bodyType:3',
      'year',
      'km',
      'fuel:2',
      'gearbox:1',
      'condition',
      'price',
      'country:7',
      'city:21',
      'city:22',
    ]);
  });

  it('the Brand Name dropdown replaces several brands by one, and the search stays', () => {
    const several = applyFilters(searchCarList(base, 'rav4'), lagos);
    expect(several.search).toBe('rav4');
    expect(chooseBrand(several, 5)).toMatchObject({ brandIds: [5], modelIds: [], page: 1, search: 'rav4' });
  });
});

describe('filter string', () => {
  it('keeps the spec form while only the dropdowns are used', () => {
    expect(filtersFilterString({ ...emptyFilters(), brandIds: [3], modelIds: [17], bodyTypeIds: [2] })).toBe(
      '150?3|3?17|50?2',
    );
  });

  it('writes every kind canonically, models narrowing only their brand, and reads back the same filter', () => {
    const text = filtersFilterString(lagos);
    const parsed = parseFilterString(text);
    expect(parsed.ok && parsed.filter).toMatchObject({
      brandIds: [12, 4],
      brandModelIds: [31],
      modelIds: [],
      bodyTypeIds: [3],
      yearFrom: 2015,
      yearTo: null,
      kmTo: 80_000,
      fuelIds: [2],
      gearboxIds: [1],
      condition: 0,
      budget: { min: 5_000_000, max: 10_000_000 },
      countryIds: [7],
      cityIds: [21, 22],
    });
    expect(filtersFilterString({ ...emptyFilters(), priceFrom: 25_000_000 })).toBe('100?25000000,');
  });
});
