import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  carListFilterString,
  carListQueryToSearch,
  chooseBodyType,
  chooseBrand,
  chooseModel,
  goToPage,
  initialCarListQuery,
  parseCarListQuery,
  searchCarList,
  setPageSize,
  setView,
} from '../../../../src/features/catalog/car-list-query.ts';
import { $compareCarId, clearCompareCar, selectCompareCar } from '../../../../src/lib/stores/compare.ts';

const base = initialCarListQuery();

describe('car list filter string (SPEC.md §9)', () => {
  it('joins 150?{brandId}, {brandId}?{modelId} and 50?{id} with |', () => {
    const query = chooseBodyType(chooseModel(chooseBrand(base, 3), 17), 2);
    expect(carListFilterString(query)).toBe('150?3|3?17|50?2');
    expect(carListFilterString(chooseBrand(base, 3))).toBe('150?3');
    expect(carListFilterString(chooseBodyType(base, 5))).toBe('50?5');
    expect(carListFilterString(base)).toBe('');
  });

  it('a new brand drops the model; no model without a brand', () => {
    const query = chooseModel(chooseBrand(base, 3), 17);
    expect(chooseBrand(query, 4)).toMatchObject({ brandIds: [4], modelIds: [] });
    expect(chooseModel(base, 17).modelIds).toEqual([]);
  });

  it('every filter change goes back to page 1', () => {
    const onPage3 = goToPage(base, 3);
    expect(chooseBrand(onPage3, 3).page).toBe(1);
    expect(chooseBodyType(onPage3, 2).page).toBe(1);
    expect(searchCarList(onPage3, 'rav4').page).toBe(1);
  });
});

describe('car list search', () => {
  it('non-empty text searches within the dropdowns; empty text ends the search', () => {
    const searching = searchCarList(chooseBrand(base, 3), 'hilux');
    expect(searching).toMatchObject({ search: 'hilux', brandIds: [3] });
    expect(searchCarList(searching, '  ')).toMatchObject({ search: '', brandIds: [3] });
  });
});

describe('page size', () => {
  it('keeps the first car shown on screen', () => {
    expect(setPageSize(goToPage(base, 3), 20).page).toBe(2);
    expect(setPageSize(goToPage(base, 2), 30).page).toBe(1);
  });
});

describe('car list ⇄ URL', () => {
  it('round-trips and leaves defaults out', () => {
    const query = setView(setPageSize(goToPage(chooseModel(chooseBrand(base, 3), 17), 4), 20), 'list');
    const search = carListQueryToSearch(query);
    expect(search).toBe('?brand=3&model=17&page=2&size=20&view=list');
    expect(parseCarListQuery(search)).toEqual(query);
    expect(carListQueryToSearch(base)).toBe('');
    expect(parseCarListQuery(carListQueryToSearch(searchCarList(base, 'rav4 2019')))).toMatchObject({
      search: 'rav4 2019',
    });
  });

  it('ignores invalid values', () => {
    expect(parseCarListQuery('?model=4&size=25&page=-2&view=table')).toEqual(base);
  });
});

describe('compare selection store', () => {
  beforeAll(() => useTestStorageEngine());
  afterEach(() => cleanTestStorage());

  it("keeps the chosen car under 'compareCarId'", () => {
    const stop = $compareCarId.listen(() => {});
    selectCompareCar(42);
    expect(getTestStorage()).toMatchObject({ compareCarId: '42' });
    expect($compareCarId.get()).toBe(42);
    clearCompareCar();
    expect(getTestStorage().compareCarId).toBeUndefined();
    selectCompareCar(-1);
    expect($compareCarId.get()).toBeUndefined();
    stop();
  });
});
