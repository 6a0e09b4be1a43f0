import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilter, SORT, type CarFilter, type SortCode } from '../../../src/lib/filter-string.ts';
import { findCarList, listPageQuery, type CarListQuery } from '../../../src/server/cars/car-list.query.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { planModeOf } from '../../../src/server/db/plan-mode.ts';
import { testDbKind } from '../../helpers/test-database.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { recordedStatements } from '../../helpers/recorded-statements.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22: on PostgreSQL with generic plans (the server's), a filtered page is read in two statements (its
// ids and count, planned for the call's values, then their list items, planned once); an unfiltered one,
// and any page on PGlite, stays one statement. Either way the page is the one statement's page: same
// cars, same order, same columns, same count.
let t: TestServer;
const brandIds: number[] = [];
let importerId = 0;

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '0' });
  const ctx = { db: t.server.deps.db, env: t.env };
  const { importer } = await createImporter(ctx);
  importerId = importer.id;
  for (const name of ['Toyota', 'Kia', 'Peugeot']) {
    const brand = await createBrand(ctx.db, { name });
    const model = await createModel(ctx.db, { name: `${name} One`, brandId: brand.id });
    brandIds.push(brand.id);
    for (let i = 0; i < 6; i++) {
      await createCar(ctx, {
        brandId: brand.id,
        modelId: model.id,
        importerId: i % 2 ? importer.id : undefined,
        manufYear: 2010 + i * 2,
        price: 2_000_000 + ((i * 7_300_000 + brand.id * 1_100_000) % 30_000_000),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i * 3 + brand.id)),
        media: [{ fileName: `${name}-${i}.jpg` }],
      });
    }
  }
}, 60_000);

afterAll(() => t?.close());

const query = (filter: Partial<CarFilter>, sort: SortCode, extra: Partial<CarListQuery> = {}): CarListQuery => ({
  filter: { ...emptyFilter(), ...filter },
  sort,
  take: 4,
  skip: 0,
  userId: null,
  ...extra,
});

const cases: Array<[string, () => CarListQuery]> = [
  ['no filter', () => query({}, SORT.latest)],
  ['a brand', () => query({ brandIds: [brandIds[0]!] }, SORT.priceAsc)],
  [
    'two brands, 2014 or newer, dearest first',
    () => query({ brandIds: brandIds.slice(0, 2), yearFrom: 2014 }, SORT.priceDesc),
  ],
  ['a budget, second page', () => query({ budget: { min: 5_000_000, max: 25_000_000 } }, SORT.popular, { skip: 4 })],
  ['an importer, signed in', () => query({}, SORT.none, { importerId, userId: 1 })],
  ['a brand past the end', () => query({ brandIds: [brandIds[2]!] }, SORT.latest, { skip: 8 })],
];

/** `check` on a database that plans generic statements once, as the server's (PostgreSQL), else the test server's. */
async function asTheServer(check: (db: Db) => Promise<void>) {
  if (testDbKind() === 'postgres') await recordedStatements(t.testDb.url!, (db) => check(db));
  else await check(t.server.deps.db);
}

describe('a list page read in two statements', () => {
  it.each(cases)('answers as the one statement does: %s', async (_name, make) => {
    await asTheServer(async (db) => {
      const q = make();
      const whole = await listPageQuery(db, q).execute();
      const answer = await findCarList(db, q);
      expect(answer.carList).toEqual(whole.map(({ RowCount: _count, ...item }) => item));
      if (whole.length) expect(answer.rowCount).toBe(Number(whole[0]!.RowCount));
      else expect(answer.carList).toEqual([]);
    });
  });

  const names = (text: string) => text.includes('"brands"."name"');
  const pages = (sent: string[]) => sent.filter((text) => / limit \$\d/.test(text));

  it.runIf(testDbKind() === 'postgres')(
    'sends the ids with the count, then their items by a statement planned once',
    async () => {
      await recordedStatements(t.testDb.url!, async (db, sent) => {
        await findCarList(db, cases[1]![1]());
        expect(pages(sent)).toHaveLength(1);
        expect(names(pages(sent)[0]!)).toBe(false);
        expect(planModeOf(pages(sent)[0]!)).toBe('custom');
        const items = sent.filter(names);
        expect(items).toHaveLength(1);
        expect(planModeOf(items[0]!)).toBe('generic');

        sent.length = 0;
        await findCarList(db, cases[0]![1]());
        expect(sent.filter(names)).toHaveLength(1);
        expect(planModeOf(sent.find(names)!)).toBe('generic');
      });
    },
  );

  it.runIf(testDbKind() === 'postgres')('stays one statement where nothing is planned once', async () => {
    await recordedStatements(
      t.testDb.url!,
      async (db, sent) => {
        await findCarList(db, cases[1]![1]());
        expect(pages(sent)).toHaveLength(1);
        expect(names(pages(sent)[0]!)).toBe(true);
      },
      false,
    );
  });
});
