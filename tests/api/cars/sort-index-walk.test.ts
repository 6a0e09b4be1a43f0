import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilter, SORT, type CarFilter, type SortCode } from '../../../src/lib/filter-string.ts';
import { listIdsQuery } from '../../../src/server/cars/car-list.query.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { createCar } from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22 (drizzle/0018_sort_index_filters.sql): a sorted page with any filter is walked in its sort's
// index alone, every filter checked in the index, no car fetched from the table to be tested. On a test
// catalogue PostgreSQL would rather read the whole small table, so the other paths are switched off: the
// walk in the sort's order is what is left, and it must not need the table.
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  for (let i = 0; i < 6; i++) await createCar(ctx, { manufYear: 2012 + i, price: 3_000_000 + i * 1_000_000 });
}, 60_000);

afterAll(() => t?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every filter kind of the finder at once (the WHERE of a page no tally can count). */
const everyKind: CarFilter = {
  ...emptyFilter(),
  brandIds: [1, 2],
  modelIds: [3],
  bodyTypeIds: [1],
  countryIds: [1, 2],
  cityIds: [1],
  fuelIds: [2],
  gearboxIds: [2],
  condition: 0,
  budget: { min: 1_000_000, max: 20_000_000 },
  yearFrom: 2012,
  yearTo: 2020,
  kmFrom: 0,
  kmTo: 200_000,
};

describe('a sorted, filtered page walks its sort index alone', () => {
  it.each([
    ['cheapest first', 'cars_price_idx', SORT.priceAsc],
    ['dearest first', 'cars_price_idx', SORT.priceDesc],
    ['newest first', 'cars_latest_idx', SORT.latest],
    ['most popular first', 'cars_popular_idx', SORT.popular],
  ] as const)('%s: %s', async (_name, index, sort: SortCode) => {
    const db = t.server.deps.db;
    const ids = listIdsQuery(db, { filter: everyKind, sort, take: 12, skip: 0, userId: null }, false);
    const plan = await db.transaction(async (tx) => {
      for (const path of ['seqscan', 'bitmapscan', 'sort']) await tx.execute(sql.raw(`set local enable_${path} = off`));
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`explain (format json) ${ids.getSQL()}`));
      const explained = row!['QUERY PLAN'];
      return (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
    });
    const scans = nodesOf(plan[0]!.Plan).filter((n) => n['Node Type'].includes('Scan'));
    expect(scans.map((n) => `${n['Node Type']} ${n['Index Name']}`)).toContain(`Index Only Scan ${index}`);
  });
});
