/** What the car list's "Save this search" sends and how it names the search (pure parts). */
import { describe, expect, it } from 'vitest';
import { initialCarListQuery } from '../../../../src/features/catalog/car-list-query.ts';
import { savedSearchOf, searchName } from '../../../../src/features/catalog/save-search-button.tsx';

describe('save this search', () => {
  it('keeps the cars of the list, not its page, size or view', () => {
    const query = {
      ...initialCarListQuery(),
      brandIds: [3],
      modelIds: [17],
      bodyTypeIds: [2],
      sort: 25 as const,
      page: 4,
      size: 30 as const,
      view: 'list' as const,
    };
    expect(savedSearchOf(query, 'Toyota · Corolla · SUV', 'fr')).toEqual({
      name: 'Toyota · Corolla · SUV',
      searchText: '',
      filterString: '150?3|3?17|50?2',
      sort: 25,
      listQuery: 'brand=3&model=17&body=2&sort=25',
      lang: 'fr',
    });
  });

  it('keeps a search with the filters in force (issue 22)', () => {
    const query = { ...initialCarListQuery(), search: 'toyota', fuelIds: [2] };
    expect(savedSearchOf(query, '“toyota” · Diesel', 'en')).toMatchObject({
      searchText: 'toyota',
      filterString: 'fuel?2',
      listQuery: 'fuel=2&q=toyota',
    });
  });

  it('keeps a search as text, without filters', () => {
    const query = { ...initialCarListQuery(), search: 'hilux 2018' };
    expect(savedSearchOf(query, '“hilux 2018”', 'en')).toMatchObject({
      searchText: 'hilux 2018',
      filterString: '',
      listQuery: 'q=hilux+2018',
    });
  });

  it('is named from the chosen filters, the search, or all cars', () => {
    expect(searchName(['Toyota', null, 'SUV'], '', 'All cars', 'en')).toBe('Toyota · SUV');
    expect(searchName([null, null, null], 'hilux', 'All cars', 'en')).toBe('“hilux”');
    expect(searchName(['Diesel', null], 'hilux', 'All cars', 'en')).toBe('“hilux” · Diesel');
    expect(searchName(['Diesel', null], 'hilux', 'Toutes les voitures', 'fr')).toBe('«\u00a0hilux\u00a0» · Diesel');
    expect(searchName([], 'hilux', 'Todos los coches', 'sp')).toBe('«hilux»');
    expect(searchName([null, undefined, null], '', 'Toutes les voitures', 'fr')).toBe('Toutes les voitures');
  });
});
