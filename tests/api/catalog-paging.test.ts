import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListData } from '../../src/lib/api-contract/cars.ts';
import { SORT } from '../../src/lib/filter-string.ts';
import { createBrand, createCar, createImporter, createModel, type CarRow } from '../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Many cars sharing prices, dates and like counts: only the id tie-breaker keeps pages apart.
let t: TestServer;
const cars: CarRow[] = [];

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const brand = await createBrand(ctx.db);
  const model = await createModel(ctx.db, { brandId: brand.id });
  const { importer } = await createImporter(ctx);
  for (let i = 0; i < 27; i++) {
    cars.push(
      await createCar(ctx, {
        brandId: brand.id,
        modelId: model.id,
        importerId: importer.id,
        price: [3_000_000, 6_000_000, 9_000_000][i % 3],
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 2))),
        likeCount: i % 2,
      }),
    );
  }
});
afterAll(() => t?.close());

const byId = (a: CarRow, b: CarRow) => a.id - b.id;
const expectedOrder: Record<number, (a: CarRow, b: CarRow) => number> = {
  [SORT.none]: (a, b) => b.id - a.id,
  [SORT.latest]: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
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
