import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilter, SORT, type CarFilter, type SortCode } from '../../../src/lib/filter-string.ts';
import { findCarList, listPageQuery, type CarListQuery } from '../../../src/server/cars/car-list.query.ts';
import { planModeOf } from '../../../src/server/db/plan-mode.ts';
import { testDbKind } from '../../helpers/test-database.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { recordedStatements } from '../../helpers/recorded-statements.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22: a filtered page is read in two statements (its ids and count, planned for the call's values,
// then their list items, planned once); an unfiltered one stays one statement. Either way the page is
// the one statement's page: same cars, same order, same columns, same count.
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

describe('a list page read in two statements', () => {
  it.each(cases)('answers as the one statement does: %s', async (_name, make) => {
    const q = make();
    const whole = await listPageQuery(t.server.deps.db, q).execute();
    const answer = await findCarList(t.server.deps.db, q);
    expect(answer.carList).toEqual(whole.map(({ RowCount: _count, ...item }) => item));
    if (whole.length) expect(answer.rowCount).toBe(Number(whole[0]!.RowCount));
    else expect(answer.carList).toEqual([]);
  });

  it.runIf(testDbKind() === 'postgres')(
    'sends the ids with the count, then their items by a statement planned once',
    async () => {
      await recordedStatements(t.testDb.url!, async (db, sent) => {
        const names = (text: string) => text.includes('"brands"."name"');
        await findCarList(db, cases[1]![1]());
        const pages = sent.filter((text) => / limit \$\d/.test(text));
        expect(pages).toHaveLength(1);
        expect(names(pages[0]!)).toBe(false);
        expect(planModeOf(pages[0]!)).toBe('custom');
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
});
