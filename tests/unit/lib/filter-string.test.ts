import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_OPTIONS,
  buildCarListFilterString,
  buildFilterString,
  CONDITION_OPTIONS,
  emptyFilter,
  FILTER_CODE,
  FILTER_LIMITS,
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
      ...emptyFilter(),
      brandIds: [1, 2, 3],
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
    expect(failure(Array.from({ length: 17 }, (_, i) => `150?${i + 1}`).join('|')).code).toBe('too-many-segments');
    expect(parsed(Array.from({ length: 16 }, (_, i) => `150?${i + 1}`).join('|')).brandIds).toHaveLength(16);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parsed(`150?${ids(50)}`).brandIds).toHaveLength(50);
    expect(failure(`150?${ids(51)}`).code).toBe('too-many-ids');
  });
});

describe('buildFilterString', () => {
  it('builds each kind in a canonical order and round-trips', () => {
    const filter: CarFilter = {
      ...emptyFilter(),
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

describe('issue 22: the finder kinds (word heads)', () => {
  it('reads fuel, gearbox, city and model? ids, merging repeats', () => {
    expect(parsed('fuel?2,3|gearbox?1|city?12|city?14,12|model?31')).toEqual({
      ...emptyFilter(),
      fuelIds: [2, 3],
      gearboxIds: [1],
      cityIds: [12, 14],
      brandModelIds: [31],
    });
  });

  it('reads year and km ranges with one open bound', () => {
    expect(parsed('year?2015,2020')).toMatchObject({ yearFrom: 2015, yearTo: 2020 });
    expect(parsed('year?2015,')).toMatchObject({ yearFrom: 2015, yearTo: null });
    expect(parsed('year?,2010')).toMatchObject({ yearFrom: null, yearTo: 2010 });
    expect(parsed('km? , 80000')).toMatchObject({ kmFrom: null, kmTo: 80_000 });
    expect(parsed('km?0,0')).toMatchObject({ kmFrom: 0, kmTo: 0 });
  });

  it('reads a budget without an upper bound', () => {
    expect(parsed('100?25000000,').budget).toEqual({ min: 25_000_000, max: FILTER_LIMITS.maxValue });
  });

  it('reads the Lagos search', () => {
    expect(parsed('150?4|50?2|year?2015,|km?,80000|fuel?2|gearbox?1|500?3')).toEqual({
      ...emptyFilter(),
      brandIds: [4],
      bodyTypeIds: [2],
      countryIds: [3],
      yearFrom: 2015,
      kmTo: 80_000,
      fuelIds: [2],
      gearboxIds: [1],
    });
  });

  it('leaves every numeric head as it was: 250? and {brandId}?{modelId} still fill modelIds', () => {
    expect(parsed('150?3|3?17|250?9')).toEqual({ ...emptyFilter(), brandIds: [3], modelIds: [17, 9] });
  });

  it.each([
    ['year?', 'bad-segment', /year must be "year\?from,to" with at least one bound/],
    ['year?,', 'bad-segment', /at least one bound/],
    ['year?2015', 'bad-segment', /year must be/],
    ['year?2015,2016,2017', 'bad-segment', /year must be/],
    ['year?2020,2015', 'bad-value', /year from 2020 is above year to 2015/],
    ['year?20150,', 'bad-value', /year from 20150 is above 9999/],
    ['year?abc,', 'bad-value', /year from in "year\?abc," "abc" is not a whole number/],
    ['year?2015,|year?2016,', 'bad-segment', /year\? may appear only once/],
    ['km?-5,', 'bad-value', /km from .* "-5" is not a whole number/],
    ['km?90000,80000', 'bad-value', /km from 90000 is above km to 80000/],
    ['fuel?', 'bad-value', /id in "fuel\?" is empty/],
    ['gearbox?0', 'bad-value', /ids start at 1/],
    ['city?x', 'bad-value', /"x" is not a whole number/],
    ['Year?2015,', 'bad-value', /code of "Year\?2015,".*one of model, fuel, gearbox, city, year, km/],
    ['colour?1', 'bad-value', /code of "colour\?1"/],
    ['100?,', 'bad-value', /budget minimum is empty/],
  ])('%s → %s', (input, code, message) => {
    const error = failure(input);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('caps ids per kind for the new kinds too', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(failure(`city?${ids(51)}`).code).toBe('too-many-ids');
  });

  it('builds the new kinds after the old ones, open bounds empty', () => {
    expect(
      buildFilterString({
        brandIds: [4],
        brandModelIds: [31],
        yearFrom: 2015,
        kmTo: 80_000,
        fuelIds: [2],
        gearboxIds: [1],
        cityIds: [7],
        budget: { min: 5_000_000, max: FILTER_LIMITS.maxValue },
      }),
    ).toBe('150?4|100?5000000,|model?31|fuel?2|gearbox?1|city?7|year?2015,|km?,80000');
  });

  it('round-trips every filter through buildFilterString (property)', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: FILTER_LIMITS.maxValue }), { maxLength: 6 });
    const range = (max: number) =>
      fc
        .tuple(fc.option(fc.integer({ min: 0, max })), fc.option(fc.integer({ min: 0, max })))
        .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [number | null, number | null]);
    const budget = fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: FILTER_LIMITS.maxValue }), fc.integer({ min: 0, max: FILTER_LIMITS.maxValue }))
        .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    );
    const filter = fc
      .record({
        brandIds: ids,
        modelIds: ids,
        bodyTypeIds: ids,
        countryIds: ids,
        condition: fc.constantFrom(null, 0 as const, 1 as const),
        budget,
        brandModelIds: ids,
        fuelIds: ids,
        gearboxIds: ids,
        cityIds: ids,
        year: range(FILTER_LIMITS.maxYear),
        km: range(FILTER_LIMITS.maxValue),
      })
      .map(({ year, km, ...rest }): CarFilter => ({
        ...rest,
        yearFrom: year[0],
        yearTo: year[1],
        kmFrom: km[0],
        kmTo: km[1],
      }));
    fc.assert(
      fc.property(filter, (f) => {
        const text = buildFilterString(f);
        expect(text.split('|').filter(Boolean).length).toBeLessThanOrEqual(FILTER_LIMITS.maxSegments);
        const result = parseFilterString(text);
        // Very long id lists may pass 500 characters; everything else must come back as it was built.
        // (Nothing returned: fast-check fails a property that returns anything but true or undefined, and
        // expect() returns its Assertion.)
        if (text.length > FILTER_LIMITS.maxLength) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, filter: f });
      }),
    );
  });
});
