import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { parseFilterString, SORT, type SortCode } from '../../../src/lib/filter-string.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import { findCarList } from '../../../src/server/cars/car-list.query.ts';
import { createBrand, createCar, createImporter, createModel, type CarRow } from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Many cars sharing prices, dates and like counts: only the id tie-breaker keeps pages apart.
let t: TestServer;
const cars: CarRow[] = [];
let brandId = 0;
let importerId = 0;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const brand = await createBrand(ctx.db);
  const model = await createModel(ctx.db, { brandId: brand.id });
  const { importer } = await createImporter(ctx);
  brandId = brand.id;
  importerId = importer.id;
  for (let i = 0; i < 27; i++) {
    cars.push(
      await createCar(ctx, {
        brandId: brand.id,
        modelId: model.id,
        importerId: importer.id,
        price: [3_000_000, 6_000_000, 9_000_000][i % 3],
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 2))),
        likeCount: i % 2,
        condition: i % 4 === 0 ? 1 : 0,
        manufYear: 2014 + (i % 3),
      }),
    );
  }
  // not published: in no list, no count
  await createCar(ctx, { brandId: brand.id, modelId: model.id, importerId: importer.id, status: CAR_STATUS.sold });
});
afterAll(() => t?.close());

const byId = (a: CarRow, b: CarRow) => a.id - b.id;
const expectedOrder: Record<number, (a: CarRow, b: CarRow) => number> = {
  [SORT.none]: (a, b) => b.id - a.id,
  [SORT.latest]: (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id,
  [SORT.popular]: (a, b) => b.likeCount - a.likeCount || b.viewCount - a.viewCount || byId(a, b),
  [SORT.priceAsc]: (a, b) => a.price - b.price || byId(a, b),
  [SORT.priceDesc]: (a, b) => b.price - a.price || b.id - a.id,
};

describe('paging never repeats or skips a car', () => {
  it.each(Object.values(SORT))('sort %s, pages of 5', async (sort) => {
    const seen: number[] = [];
    for (let skip = 0; skip < 40; skip += 5) {
      const res = await t.call<CarListData>('/api/customer/V2/getAllCar', {
        json: { take: 5, skip, sortString: String(sort), filterString: '' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.rowCount).toBe(27);
      seen.push(...res.body.data.carList.map((c) => c.Id));
    }
    expect(seen).toEqual([...cars].sort(expectedOrder[sort]).map((c) => c.id));
  });
});

describe('a page far down the list, read from the nearer end, is the page read from the start', () => {
  // findCarList reads pages from FAR_PAGE_SKIP on through the count and, past the middle, the reversed
  // order; here from skip 0, so every page of 27 cars takes that path and is compared with the plain one.
  // a brand and a condition (counted by the tallies), a budget off the bands' edges and a year (capped
  // counts, count-estimate.ts), an importer's cars
  const filters = ['', `150?${0}`, '400?1', '100?2500000,7000000', 'year?2015,', 'importer'];
  const read = (sort: SortCode, filter: string, take: number, skip: number, farPageSkip: number) => {
    const own = filter === 'importer';
    const parsed = parseFilterString(own ? '' : filter.replace('150?0', `150?${brandId}`));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const query = { filter: parsed.filter, sort, take, skip, importerId: own ? importerId : null, userId: null };
    return findCarList(t.server.deps.db, query, farPageSkip);
  };
  it.each(Object.values(SORT))('sort %s: every filter, take 5 and 7, every skip to past the end', async (sort) => {
    for (const filter of filters) {
      for (const take of [5, 7]) {
        for (let skip = 0; skip <= 30; skip++) {
          const near = await read(sort, filter, take, skip, Infinity);
          const far = await read(sort, filter, take, skip, 0);
          expect(far, `${filter} take ${take} skip ${skip}`).toEqual(near);
        }
      }
    }
    const all = await read(sort, '', 27, 0, Infinity);
    expect(all.carList.map((c) => c.Id)).toEqual([...cars].sort(expectedOrder[sort]).map((c) => c.id));
    expect((await read(sort, '400?1', 3, 5, 0)).rowCount).toBe(7);
  });
});
