/**
 * The sort indexes hold every column a car list filters on (issue 22, drizzle/0018_sort_index_filters.sql):
 * a sorted, filtered page is walked in the index alone. A filter kind added to carListWhere without its
 * column in these indexes would send every such page back to the table, car by car.
 */
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { emptyFilter, SORT, type CarFilter } from '../../../../src/lib/filter-string.ts';
import { carListOrder, carListWhere } from '../../../../src/server/cars/car-list.query.ts';
import { cars } from '../../../../src/server/db/schema.ts';

const dialect = new PgDialect();

/** The columns of cars a piece of SQL names. */
const carColumnsOf = (text: string) => new Set([...text.matchAll(/"cars"\."(\w+)"/g)].map((m) => m[1]!));

/** A filter that uses every kind, each with a value the WHERE writes as a condition on cars. */
const everyKind: CarFilter = {
  ...emptyFilter(),
  brandIds: [1],
  modelIds: [2],
  bodyTypeIds: [3],
  countryIds: [4],
  cityIds: [5],
  fuelIds: [6],
  gearboxIds: [7],
  condition: 1,
  budget: { min: 1_000_000, max: 2_000_000 },
  yearFrom: 2015,
  yearTo: 2020,
  kmFrom: 10,
  kmTo: 80_000,
};

const indexColumns = (name: string) => {
  const index = getTableConfig(cars).indexes.find((i) => i.config.name === name);
  if (!index) throw new Error(`no index ${name}`);
  return index.config.columns.map((c) => ('name' in c ? c.name : ''));
};

describe('the sort indexes hold every filtered column', () => {
  const filtered = carColumnsOf(dialect.sqlToQuery(carListWhere(everyKind)).sql);

  it('knows the filtered columns', () => {
    // brand and model, body type, country, city, fuel, gearbox, condition, price, year, km, and status
    expect(filtered.size).toBe(12);
  });

  it.each([
    ['cars_price_idx', SORT.priceAsc],
    ['cars_latest_idx', SORT.latest],
    ['cars_popular_idx', SORT.popular],
  ] as const)('%s: its order first, then every filtered column', (name, sort) => {
    const columns = indexColumns(name);
    const order = carColumnsOf(dialect.sqlToQuery(carListOrder(sort)[0]!).sql);
    // led by status and the sort's own columns, so a page is still a walk in the list's order
    expect(columns[0]).toBe('status');
    expect(order.has(columns[1]!)).toBe(true);
    for (const column of filtered) expect(columns, column).toContain(column);
  });
});
