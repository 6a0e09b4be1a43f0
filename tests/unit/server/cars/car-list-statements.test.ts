/**
 * Statements built once per shape (issue 25, db/statement-cache.ts): for any list call and any search
 * page, the statement built with placeholders for the call's shape, filled with the call's values, is
 * the statement built from the values themselves: the same text, the same parameters in the same order.
 */
import fc from 'fast-check';
import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { emptyFilter, FILTER_LIMITS, SORT, type CarFilter, type SortCode } from '../../../../src/lib/filter-string.ts';
import { PRICE_BAND_EDGES } from '../../../../src/server/cars/car-counts.ts';
import { carDetailQuery, carDetailShape, carMediaQuery } from '../../../../src/server/cars/car-detail.query.ts';
import { recordViewSql } from '../../../../src/server/cars/car-views.ts';
import { placeholder } from '../../../../src/server/db/statement-cache.ts';
import {
  farPageQuery,
  listPageOnlyQuery,
  listPageQuery,
  type CarListQuery,
} from '../../../../src/server/cars/car-list.query.ts';
import { listShape } from '../../../../src/server/cars/car-list.shape.ts';
import { readCarsQuery, readCarsShape } from '../../../../src/server/cars/car-rows.ts';
import type { Db } from '../../../../src/server/db/client.ts';
import * as schema from '../../../../src/server/db/schema.ts';

const db = drizzle.mock({ schema }) as unknown as Db;

const id = fc.integer({ min: 1, max: FILTER_LIMITS.maxValue });
const ids = fc.uniqueArray(id, { maxLength: 4 });
const bound = (max: number) => fc.option(fc.integer({ min: 0, max }));
// band edges (counted on car_counts), any price (counted on cars), and the open upper bound
const price = fc.oneof(fc.constantFrom(...PRICE_BAND_EDGES), fc.integer({ min: 0, max: 50_000_000 }));
const budget = fc.option(
  fc
    .tuple(price, fc.oneof(price, fc.constant(FILTER_LIMITS.maxValue)))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
);
const filter: fc.Arbitrary<CarFilter> = fc.record({
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
  yearFrom: bound(FILTER_LIMITS.maxYear),
  yearTo: bound(FILTER_LIMITS.maxYear),
  kmFrom: bound(1_000_000),
  kmTo: bound(1_000_000),
});
// mostly no filter or one kind, as the calls are; sometimes everything at once
const sparse = fc.oneof(
  filter.map((f) => ({ ...f, brandModelIds: [], fuelIds: [], gearboxIds: [], cityIds: [] })),
  filter,
);
const query: fc.Arbitrary<CarListQuery> = fc.record({
  filter: sparse,
  sort: fc.constantFrom(...(Object.values(SORT) as SortCode[])),
  take: fc.integer({ min: 1, max: 100 }),
  skip: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
  importerId: fc.option(fc.integer({ min: 0, max: 40 })),
  userId: fc.option(id),
});

/** Text and parameters as postgres.js would receive them. */
function sent(built: { toSQL(): { sql: string; params: unknown[] } }, values: Record<string, unknown> = {}) {
  const { sql, params } = built.toSQL();
  return { sql, params: fillPlaceholders(params, values) };
}

describe('statements built once per shape', () => {
  it('a list page: the shape statement with the call values is the statement built from them (property)', () => {
    // and one text per key: a call must never run another shape's statement
    const textOf = new Map<string, string>();
    fc.assert(
      fc.property(query, (q) => {
        const shape = listShape(q);
        const statement = sent(listPageQuery(db, shape.template, shape.bands), shape.values);
        expect(statement).toEqual(sent(listPageQuery(db, q)));
        expect(textOf.get(shape.key) ?? statement.sql).toBe(statement.sql);
        textOf.set(shape.key, statement.sql);
        // the page alone (its count sampled first), cached under the shape's key too
        const pageOnly = sent(listPageOnlyQuery(db, shape.template), shape.values);
        expect(pageOnly).toEqual(sent(listPageOnlyQuery(db, q)));
        expect(textOf.get(`${shape.key}|page only`) ?? pageOnly.sql).toBe(pageOnly.sql);
        textOf.set(`${shape.key}|page only`, pageOnly.sql);
        // a far page with its exact count, read at once
        const far = sent(farPageQuery(db, shape.template, shape.bands), shape.values);
        expect(far).toEqual(sent(farPageQuery(db, q)));
        expect(textOf.get(`${shape.key}|far`) ?? far.sql).toBe(far.sql);
        textOf.set(`${shape.key}|far`, far.sql);
      }),
      { numRuns: 300 },
    );
  });

  it('calls of one shape share one key; a different shape (open budget, offset, caller) has another', () => {
    const none = emptyFilter();
    const base: CarListQuery = { filter: none, sort: SORT.none, take: 12, skip: 0, importerId: null, userId: null };
    const key = (q: Partial<CarListQuery>, f: Partial<CarFilter> = {}) =>
      listShape({ ...base, ...q, filter: { ...none, ...f } }).key;
    expect(key({ take: 24 }, { brandIds: [3] })).toBe(key({}, { brandIds: [9] }));
    expect(key({}, { brandIds: [3] })).not.toBe(key({}, { brandIds: [3, 4] }));
    expect(key({ skip: 12 })).not.toBe(key({}));
    expect(key({ userId: 5 })).not.toBe(key({}));
    const [low, high] = [PRICE_BAND_EDGES[1]!, PRICE_BAND_EDGES[2]!];
    expect(key({}, { budget: { min: low, max: high } })).not.toBe(key({}, { budget: { min: low, max: high + 1 } }));
    expect(key({}, { budget: { min: low, max: FILTER_LIMITS.maxValue } })).not.toBe(
      key({}, { budget: { min: low, max: high } }),
    );
  });

  it("a search page's cars: the same text and parameters for any ids and caller (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(id, { minLength: 1, maxLength: 100 }), fc.option(id), (list, userId) => {
        const shape = readCarsShape(list, userId);
        expect(shape.key).toBe(`readCars|${list.length}|${userId === null ? 'anonymous' : 'caller'}`);
        expect(sent(readCarsQuery(db, shape.ids, shape.userId), shape.values)).toEqual(
          sent(readCarsQuery(db, list, userId)),
        );
      }),
    );
  });

  it("a car's details and media: the same text and parameters for any car and caller (property)", () => {
    const texts = new Map<string, string>();
    fc.assert(
      fc.property(id, fc.option(id), (carId, userId) => {
        const shape = carDetailShape(carId, userId);
        expect(shape.key).toBe(userId === null ? 'anonymous' : 'caller');
        const detail = sent(carDetailQuery(db, shape.carId, shape.userId), shape.values);
        expect(detail).toEqual(sent(carDetailQuery(db, carId, userId)));
        expect(texts.get(shape.key) ?? detail.sql).toBe(detail.sql);
        texts.set(shape.key, detail.sql);
        expect(sent(carMediaQuery(db, shape.carId), shape.values)).toEqual(sent(carMediaQuery(db, carId)));
      }),
    );
  });

  it("a detail's view: the raw statement built once, filled with the call's values, is the one built from them (property)", () => {
    const dialect = new PgDialect();
    const once = dialect.sqlToQuery(
      recordViewSql(placeholder<number>('carId'), placeholder<string>('visitor'), placeholder<string>('day')),
    );
    fc.assert(
      fc.property(
        id,
        fc.string({ minLength: 1, maxLength: 23 }),
        fc.date({ noInvalidDate: true }),
        (carId, visitor, date) => {
          const day = date.toISOString().slice(0, 10);
          // text and parameters: what both drivers' prepareQuery reads of it
          const built = dialect.sqlToQuery(recordViewSql(carId, visitor, day));
          expect({ sql: once.sql, params: fillPlaceholders(once.params, { carId, visitor, day }) }).toEqual({
            sql: built.sql,
            params: built.params,
          });
        },
      ),
    );
  });
});
