/**
 * Rows of statements built once mapped by a mapper worked out once (issue 25, db/row-mapper.ts): for the
 * list page's and the search page's statements and any row the database could send, the objects are
 * drizzle's own (the same keys in the same order, the same values).
 */
import fc from 'fast-check';
import * as drizzleOrm from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { emptyFilter, SORT } from '../../../../src/lib/filter-string.ts';
import { listPageQuery } from '../../../../src/server/cars/car-list.query.ts';
import { readCarsQuery } from '../../../../src/server/cars/car-rows.ts';
import type { Db } from '../../../../src/server/db/client.ts';
import { rowMapperOf, type SelectedField } from '../../../../src/server/db/row-mapper.ts';
import * as schema from '../../../../src/server/db/schema.ts';
import { statementOf } from '../../../../src/server/db/statement-cache.ts';

/** drizzle's own row mapping (exported by drizzle-orm's index, left out of its types) */
const mapResultRow = (
  drizzleOrm as unknown as { mapResultRow: (fields: unknown, row: unknown[], joins?: unknown) => unknown }
).mapResultRow;

const db = drizzle.mock({ schema }) as unknown as Db;

interface Prepared {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}
const prepared = (built: unknown) => (built as { _prepare(): Prepared })._prepare();

const list = (userId: number | null) =>
  listPageQuery(db, { filter: emptyFilter(), sort: SORT.latest, take: 12, skip: 0, importerId: null, userId });

const STATEMENTS: Array<[name: string, build: () => unknown]> = [
  ['list page, anonymous', () => list(null)],
  ['list page, signed in', () => list(7)],
  ['search page, anonymous', () => readCarsQuery(db, [1, 2, 3], null)],
  ['search page, signed in', () => readCarsQuery(db, [4], 9)],
];

// what postgres.js or PGlite may hand over for a field: null, numbers as numbers or text, text, booleans
const value = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.integer().map(String),
  fc.double({ noNaN: true }),
  fc.string(),
  fc.boolean(),
);

describe('row mapper of statements built once', () => {
  for (const [name, build] of STATEMENTS) {
    it(`${name}: the objects drizzle would map, key order included (property)`, () => {
      const query = prepared(build());
      const mapper = rowMapperOf(query.fields);
      expect(mapper).not.toBeNull();
      const rows = fc.array(fc.array(value, { minLength: query.fields.length, maxLength: query.fields.length }), {
        maxLength: 13,
      });
      fc.assert(
        fc.property(rows, (sample) => {
          const ours = mapper!(sample);
          const drizzles = sample.map((row) => mapResultRow(query.fields, row, query.joinsNotNullableMap));
          expect(ours).toStrictEqual(drizzles);
          expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
        }),
        { numRuns: 200 },
      );
    });
  }

  it("decodes with each field's decoder (a fragment mapped with Number, an integer column: text becomes a number)", () => {
    const query = prepared(
      db.select({ n: sql<number>`count(*)`.mapWith(Number), brand: schema.cars.brandId }).from(schema.cars),
    );
    expect(
      rowMapperOf(query.fields)!([
        ['42', '7'],
        [null, null],
      ]),
    ).toStrictEqual([
      { n: 42, brand: 7 },
      { n: null, brand: null },
    ]);
  });

  it("leaves a select of nested objects (a joined table's columns) to drizzle's mapping", () => {
    const query = prepared(db.select({ car: schema.cars }).from(schema.cars));
    expect(rowMapperOf(query.fields)).toBeNull();
  });

  it('statementOf gives the statements it keeps the mapper', () => {
    const statement = statementOf(db, 'row-mapper-test', () => list(null)) as unknown as Prepared;
    expect(typeof statement.customResultMapper).toBe('function');
  });
});
