import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS, cars } from '../../../src/server/db/schema.ts';
import { RANKED_DEPTH } from '../../../src/server/cars/car-search.query.ts';
import { createBrand, createCar, createImporter, createModel, type Ctx } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// carSearchText cuts pages within the first RANKED_DEPTH matches from one ranking (ids + count), which
// SEARCH_CACHE_MS keeps for every caller, and reads each page's cars fresh; deeper pages rank on their own.

const search = (t: TestServer, searchString: string, page: { take: number; skip: number }, token?: string) =>
  t
    .call<CarSearchData>('/api/customer/carSearchText', {
      json: { searchString, ...page },
      ...(token ? { token } : {}),
    })
    .then((r) => {
      expect(r.status).toBe(200);
      return r.body.data;
    });

async function catalog(t: TestServer) {
  const ctx: Ctx = { db: t.server.deps.db, env: t.env };
  const brandId = (await createBrand(ctx.db, { name: 'Toyota' })).id;
  const modelId = (await createModel(ctx.db, { brandId, name: 'Corolla' })).id;
  const importerId = (await createImporter(ctx)).importer.id;
  return { ctx, brandId, modelId, importerId };
}

describe('search pages across the ranked depth', () => {
  let t: TestServer;
  let ids: number[];
  const total = RANKED_DEPTH + 7;

  beforeAll(async () => {
    t = await startTestServer();
    const { ctx, brandId, modelId, importerId } = await catalog(t);
    const rows = Array.from({ length: total }, (_, i) => ({
      brandId,
      modelId,
      importerId,
      vin: `RANK${String(i).padStart(13, '0')}`,
      manufYear: 2015,
      price: 1_000_000 + i,
      status: CAR_STATUS.published,
      searchText: `toyota corolla 2015 rank${String(i).padStart(13, '0')}`,
    }));
    const inserted = await ctx.db.insert(cars).values(rows).returning({ id: cars.id });
    ids = inserted.map((r) => r.id).sort((a, b) => b - a); // one word: newest id first
  });
  afterAll(() => t?.close());

  it('pages through every match once, in rank order, whichever side of the depth a page falls', async () => {
    const seen: number[] = [];
    for (let skip = 0; skip < total; skip += 30) {
      const page = await search(t, 'corolla', { take: 30, skip });
      expect(page.rowCount).toBe(total);
      seen.push(...page.detail.map((car) => car.Id));
    }
    expect(seen).toEqual(ids);
  });

  it('answers the same page from the ranking and from a deep query', async () => {
    const inRanking = await search(t, 'corolla', { take: 10, skip: RANKED_DEPTH - 10 });
    const straddling = await search(t, 'corolla', { take: 11, skip: RANKED_DEPTH - 10 });
    expect(straddling.detail.slice(0, 10)).toEqual(inRanking.detail);
    expect(straddling.detail.map((car) => car.Id)).toEqual(ids.slice(RANKED_DEPTH - 10, RANKED_DEPTH + 1));
    expect(await search(t, 'corolla', { take: 5, skip: total })).toEqual({ rowCount: total, detail: [] });
    expect(await search(t, 'corolla', { take: 0, skip: RANKED_DEPTH + 1 })).toEqual({ rowCount: total, detail: [] });
  });
});

describe('search ranking kept (SEARCH_CACHE_MS)', () => {
  let t: TestServer;
  let ctx: Ctx;
  let car: { id: number };
  let make: () => Promise<{ id: number }>;

  beforeAll(async () => {
    t = await startTestServer({ SEARCH_CACHE_MS: '60000' });
    const c = await catalog(t);
    ctx = c.ctx;
    make = () => createCar(ctx, { brandId: c.brandId, modelId: c.modelId, importerId: c.importerId });
    car = await make();
  });
  afterAll(() => t?.close());

  it('keeps the ranking for every caller but reads price, IsLiked and status fresh', async () => {
    const { token } = await createUser(ctx);
    expect(await search(t, 'corolla', { take: 12, skip: 0 }, token)).toMatchObject({
      rowCount: 1,
      detail: [{ Id: car.id, IsLiked: false, Price: 5_000_000 }],
    });

    // A car published now joins the ranking when it is next made (not within the kept moment).
    await make();
    expect((await search(t, 'corolla', { take: 12, skip: 0 })).rowCount).toBe(1);
    expect((await search(t, 'corolla', { take: 12, skip: 0 }, token)).rowCount).toBe(1);

    // The page's cars are read on every call.
    const liked = await t.call(`/api/customer/saveCarWishlist/${car.id}/1`, { token });
    expect(liked.status).toBe(200);
    await ctx.db.update(cars).set({ price: 4_500_000 }).where(eq(cars.id, car.id));
    expect((await search(t, 'corolla', { take: 12, skip: 0 }, token)).detail).toMatchObject([
      { Id: car.id, IsLiked: true, Price: 4_500_000 },
    ]);
    expect((await search(t, 'corolla', { take: 12, skip: 0 })).detail).toMatchObject([{ Id: car.id, IsLiked: false }]);

    // A car unpublished leaves the page at once.
    await ctx.db.update(cars).set({ status: CAR_STATUS.sold }).where(eq(cars.id, car.id));
    expect((await search(t, 'corolla', { take: 12, skip: 0 }, token)).detail).toEqual([]);

    // Another text is ranked on its own.
    expect((await search(t, 'toyota', { take: 12, skip: 0 })).rowCount).toBe(1);
  });
});
