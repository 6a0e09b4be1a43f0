import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { parseFilterString, SORT, type SortCode } from '../../../../src/lib/filter-string.ts';
import { carListOrder, carListWhere, listPageOnlyQuery } from '../../../../src/server/cars/car-list.query.ts';
import { selectListPage } from '../../../../src/server/cars/car-columns.ts';
import type { Db } from '../../../../src/server/db/client.ts';
import { planModeOf } from '../../../../src/server/db/plan-mode.ts';
import * as schema from '../../../../src/server/db/schema.ts';

const db = drizzle.mock({ schema }) as unknown as Db;

/** The text of getAllCar's page statement for a filter string, sort and page, as the server builds it. */
function listStatement(
  filterString: string,
  sort: SortCode = SORT.none,
  page = { take: 12, skip: 0 },
  userId: number | null = null,
) {
  const parsed = parseFilterString(filterString);
  if (!parsed.ok) throw new Error(filterString);
  const where = carListWhere(parsed.filter);
  return selectListPage(db, userId, { where, order: carListOrder(sort), ...page }).toSQL().sql;
}

function parseOk(filterString: string) {
  const parsed = parseFilterString(filterString);
  if (!parsed.ok) throw new Error(filterString);
  return parsed.filter;
}

describe('planModeOf', () => {
  it('plans once the pages whose plan no value can change: no filter, any sort, any page size, signed in or not', () => {
    for (const sort of Object.values(SORT)) expect(planModeOf(listStatement('', sort))).toBe('generic');
    expect(planModeOf(listStatement('', SORT.latest, { take: 100, skip: 0 }, 7))).toBe('generic');
    expect(planModeOf('select "id" from "cars" where ("cars"."id" in ($1, $2, $3) and "cars"."status" = $4)')).toBe(
      'generic',
    );
    expect(planModeOf('select "id", "role" from "users" where "users"."id" = $1 limit $2')).toBe('generic');
  });

  it("plans once a far page read from a kept place (page-anchors.ts): the start car is a key, the number's guard one row", () => {
    for (const sort of [SORT.none, SORT.latest, SORT.priceAsc, SORT.priceDesc]) {
      const start = { id: 42, inclusive: sort === SORT.latest, version: '1796000000000' };
      const query = { filter: parseOk(''), sort, take: 12, skip: 0, userId: null, start };
      expect(planModeOf(listPageOnlyQuery(db, query).toSQL().sql), `sort ${sort}`).toBe('generic');
      expect(planModeOf(listPageOnlyQuery(db, { ...query, filter: parseOk('50?3') }).toSQL().sql)).toBe('custom');
    }
  });

  it('plans for each call the pages whose values change how many cars match (measured: body type and budget plans differ)', () => {
    for (const filter of ['150?1', '50?1', '250?1,2', '500?3', '400?1', '100?5000000,10000000', '3?17'])
      expect(planModeOf(listStatement(filter)), filter).toBe('custom');
    expect(planModeOf(listStatement('', SORT.popular, { take: 12, skip: 600 }))).toBe('custom');
  });

  it('plans for each call what it cannot tell: a LIKE, a range, a column it does not know, no parameter at all', () => {
    expect(planModeOf('select 1 from "car_search" where "car_search"."search_text" like $1 limit $2')).toBe('custom');
    expect(planModeOf('select 1 from "cars" where "cars"."created_at" > $1')).toBe('custom');
    expect(planModeOf('select 1 from "cars" where "cars"."new_column" = $1')).toBe('custom');
    expect(planModeOf('select 1 from "brands" where "brands"."name" = $1')).toBe('custom');
    expect(planModeOf('show plan_cache_mode')).toBe('custom');
  });
});
