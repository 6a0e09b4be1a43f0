import { describe, expect, it } from 'vitest';
import {
  BUDGET_OPTIONS,
  buildCarListFilterString,
  buildFilterString,
  CONDITION_OPTIONS,
  emptyFilter,
  FILTER_CODE,
  parseFilterString,
  parseSortCode,
  SORT,
  SORT_OPTIONS,
  type CarFilter,
} from '../../../src/lib/filter-string.ts';

function parsed(input: string): CarFilter {
  const result = parseFilterString(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.error.message}`);
  return result.filter;
}

function failure(input: string) {
  const result = parseFilterString(input);
  if (result.ok) throw new Error(`expected ${input} to fail`);
  return result.error;
}

describe('parseFilterString: the forms of SPEC.md §9', () => {
  it('reads no filter from an empty, blank, null or undefined string', () => {
    for (const input of ['', '   ', null, undefined])
      expect(parseFilterString(input)).toEqual({ ok: true, filter: emptyFilter() });
  });

  it('reads brand ids (150?)', () => {
    expect(parsed('150?3')).toEqual({ ...emptyFilter(), brandIds: [3] });
    expect(parsed('150?3,7,12')).toEqual({ ...emptyFilter(), brandIds: [3, 7, 12] });
  });

  it('reads body type (50?), model (250?) and country (500?) ids', () => {
    expect(parsed('50?2,5')).toEqual({ ...emptyFilter(), bodyTypeIds: [2, 5] });
    expect(parsed('250?17')).toEqual({ ...emptyFilter(), modelIds: [17] });
    expect(parsed('500?1,4')).toEqual({ ...emptyFilter(), countryIds: [1, 4] });
  });

  it('reads condition (400?): 1 new, 0 used, 2 all = no filter', () => {
    expect(parsed('400?1').condition).toBe(1);
    expect(parsed('400?0').condition).toBe(0);
    expect(parsed('400?2')).toEqual(emptyFilter());
  });

  it('reads a budget (100?min,max) with inclusive bounds', () => {
    expect(parsed('100?0,5000000').budget).toEqual({ min: 0, max: 5_000_000 });
    expect(parsed('100?7,7').budget).toEqual({ min: 7, max: 7 });
  });

  it('reads the car list form: 150?{brandId}|{brandId}?{modelId}|50?{id}', () => {
    expect(parsed('150?3|3?17|50?2')).toEqual({ ...emptyFilter(), brandIds: [3], modelIds: [17], bodyTypeIds: [2] });
  });

  it('tells {brandId}?{modelId} from a prefix code: any non-reserved head is a brand', () => {
    expect(parsed('3?17')).toEqual({ ...emptyFilter(), brandIds: [3], modelIds: [17] });
    expect(parsed('151?9,10')).toEqual({ ...emptyFilter(), brandIds: [151], modelIds: [9, 10] });
    // 150 is the brand code, not brand 150
    expect(parsed('150?9')).toEqual({ ...emptyFilter(), brandIds: [9] });
  });

  it('combines kinds and merges repeated segments without duplicates', () => {
    expect(parsed('150?1,2|150?2,3|500?4|400?1|100?0,10')).toEqual({
      brandIds: [1, 2, 3],
      modelIds: [],
      bodyTypeIds: [],
      countryIds: [4],
      condition: 1,
      budget: { min: 0, max: 10 },
    });
  });

  it('ignores whitespace and empty segments', () => {
    expect(parsed(' 150? 3 , 7 | |50?2| ')).toEqual({ ...emptyFilter(), brandIds: [3, 7], bodyTypeIds: [2] });
  });
});

describe('parseFilterString: malformed strings give a clear error', () => {
  it.each([
    ['150?', 'bad-value', /id in "150\?" is empty/],
    ['150?1,,2', 'bad-value', /is empty/],
    ['150?abc', 'bad-value', /"abc" is not a whole number/],
    ['150?-3', 'bad-value', /"-3" is not a whole number/],
    ['150?1.5', 'bad-value', /not a whole number/],
    ['150?0', 'bad-value', /ids start at 1/],
    ['150?99999999999', 'bad-value', /not a whole number from 0 to 2147483647/],
    ['150?2147483648', 'bad-value', /not a whole number/],
    ['abc', 'bad-segment', /must look like code\?values/],
    ['x?1', 'bad-value', /code of "x\?1"/],
    ['-5?1', 'bad-value', /code of/],
    ['0?1', 'bad-segment', /unknown code 0/],
    ['400?3', 'bad-value', /condition must be 0 \(used\), 1 \(new\) or 2 \(all\)/],
    ['400?1,0', 'bad-value', /not a whole number/],
    ['400?1|400?0', 'bad-segment', /400\? may appear only once/],
    ['100?5', 'bad-segment', /budget must be "100\?min,max"/],
    ['100?1,2,3', 'bad-segment', /budget must be/],
    ['100?9,1', 'bad-value', /minimum 9 is above the maximum 1/],
    ['100?,5', 'bad-value', /budget minimum is empty/],
    ['100?1,2|100?1,2', 'bad-segment', /only once/],
  ])('%s → %s', (input, code, message) => {
    const error = failure(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('caps the length, the segments and the ids', () => {
    expect(failure('150?1'.padEnd(501, ' ') + '|').code).toBe('too-long');
    expect(failure(Array.from({ length: 9 }, (_, i) => `150?${i + 1}`).join('|')).code).toBe('too-many-segments');
    expect(parsed(Array.from({ length: 8 }, (_, i) => `150?${i + 1}`).join('|')).brandIds).toHaveLength(8);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parsed(`150?${ids(50)}`).brandIds).toHaveLength(50);
    expect(failure(`150?${ids(51)}`).code).toBe('too-many-ids');
  });
});

describe('buildFilterString', () => {
  it('builds each kind in a canonical order and round-trips', () => {
    const filter: CarFilter = {
      brandIds: [3, 7],
      modelIds: [17],
      bodyTypeIds: [2],
      countryIds: [1],
      condition: 0,
      budget: { min: 5_000_000, max: 10_000_000 },
    };
    const text = buildFilterString(filter);
    expect(text).toBe('150?3,7|50?2|250?17|500?1|400?0|100?5000000,10000000');
    expect(parsed(text)).toEqual(filter);
  });

  it('leaves empty kinds out', () => {
    expect(buildFilterString({})).toBe('');
    expect(buildFilterString({ brandIds: [], condition: null, budget: null })).toBe('');
    expect(buildFilterString({ bodyTypeIds: [2, 5] })).toBe('50?2,5');
    expect(buildFilterString({ condition: 1 })).toBe('400?1');
  });
});

describe('buildCarListFilterString', () => {
  it('builds brand, brand-model and body type segments', () => {
    expect(buildCarListFilterString({ brandId: 3 })).toBe('150?3');
    expect(buildCarListFilterString({ brandId: 3, modelId: 17 })).toBe('150?3|3?17');
    expect(buildCarListFilterString({ brandId: 3, modelId: 17, bodyTypeId: 2 })).toBe('150?3|3?17|50?2');
    expect(buildCarListFilterString({ bodyTypeId: 2 })).toBe('50?2');
    expect(buildCarListFilterString({})).toBe('');
  });

  it('uses 250?{modelId} when the brand id is a reserved code or absent', () => {
    for (const code of Object.values(FILTER_CODE)) {
      const text = buildCarListFilterString({ brandId: code, modelId: 9 });
      expect(text).toBe(`150?${code}|250?9`);
      expect(parsed(text)).toEqual({ ...emptyFilter(), brandIds: [code], modelIds: [9] });
    }
    expect(buildCarListFilterString({ modelId: 9 })).toBe('250?9');
  });

  it('round-trips through the parser', () => {
    expect(parsed(buildCarListFilterString({ brandId: 12, modelId: 40, bodyTypeId: 3 }))).toEqual({
      ...emptyFilter(),
      brandIds: [12],
      modelIds: [40],
      bodyTypeIds: [3],
    });
  });
});

describe('sort codes and options', () => {
  it('reads the sort codes of §9 from numbers and strings', () => {
    expect(parseSortCode(0)).toBe(SORT.none);
    expect(parseSortCode('25')).toBe(SORT.latest);
    expect(parseSortCode(' 50 ')).toBe(SORT.popular);
    expect(parseSortCode('75')).toBe(SORT.priceAsc);
    expect(parseSortCode(100)).toBe(SORT.priceDesc);
    expect(parseSortCode('')).toBe(SORT.none);
    expect(parseSortCode(null)).toBe(SORT.none);
    expect(parseSortCode(undefined)).toBe(SORT.none);
  });

  it('refuses anything else', () => {
    for (const bad of ['1', '26', 'latest', '-25', '25.0', 1000, 12.5]) expect(parseSortCode(bad)).toBeNull();
  });

  it('exports the dropdown values of §9', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([0, 25, 50, 75, 100]);
    expect(CONDITION_OPTIONS.map((o) => o.value)).toEqual([2, 1, 0]);
    expect(BUDGET_OPTIONS.map((o) => o.budget)).toEqual([
      null,
      { min: 0, max: 5_000_000 },
      { min: 5_000_000, max: 10_000_000 },
      { min: 10_000_000, max: 25_000_000 },
      { min: 25_000_000, max: 50_000_000 },
    ]);
  });
});
