/**
 * Detail views (issue 20): counted once per visitor (token user, else address and user agent) and car
 * per day; no address stored; the cars' view counts (the popular index) change only when views are
 * folded in a batch, after which the popular sort reads them.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldCarViews } from '../../../src/server/cars/car-views.ts';
import { carViews, cars } from '../../../src/server/db/schema.ts';
import type { CarDetailData, CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';
let t: TestServer;
let carIds: { a: number; b: number; c: number };
let token: string;

beforeAll(async () => {
  // No fold on a timer: the test folds when it means to.
  t = await startTestServer({ TRUST_PROXY: 'true', VIEW_FOLD_MS: '0' });
  const ctx = { db: t.server.deps.db, env: t.env };
  const brand = await createBrand(ctx.db, { name: 'Peugeot' });
  const model = await createModel(ctx.db, { name: '308', brandId: brand.id });
  const dealer = await createImporter(ctx, {});
  const car = (viewCount: number) =>
    createCar(ctx, { importerId: dealer.importer.id, brandId: brand.id, modelId: model.id, likeCount: 3, viewCount });
  const [a, b, c] = [await car(5), await car(4), await car(0)];
  carIds = { a: a.id, b: b.id, c: c.id };
  token = (await createUser(ctx)).token;
});
afterAll(() => t?.close());

const view = async (carId: number, headers: Record<string, string>, auth?: string) => {
  const res = await t.call<CarDetailData>(LIST, { json: { VehicalId: carId }, headers, token: auth });
  expect(res.status).toBe(200);
  return res.body.data.carDetails[0]?.ViewCount;
};
const from = (ip: string, userAgent = 'Browser/1') => ({ 'x-forwarded-for': ip, 'user-agent': userAgent });
const storedViewCount = async (id: number) =>
  (await t.server.deps.db.select({ n: cars.viewCount }).from(cars).where(eq(cars.id, id)))[0]?.n;

describe('detail views', () => {
  it('counts a visitor once per car and day, however often it opens the car', async () => {
    expect(await view(carIds.c, from('203.0.113.10'))).toBe(1);
    expect(await view(carIds.c, from('203.0.113.10'))).toBe(1);
    expect(await view(carIds.c, from('203.0.113.10'))).toBe(1);
    // Another browser at the same address, and another address, are other visitors.
    expect(await view(carIds.c, from('203.0.113.10', 'Browser/2'))).toBe(2);
    expect(await view(carIds.c, from('203.0.113.11'))).toBe(3);
    // A signed-in user is one visitor wherever they come from.
    expect(await view(carIds.c, from('198.51.100.1'), token)).toBe(4);
    expect(await view(carIds.c, from('198.51.100.2', 'Phone/9'), token)).toBe(4);
  });

  it('stores no address', async () => {
    const rows = await t.server.deps.db.select().from(carViews).where(eq(carViews.carId, carIds.c));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.visitor).not.toMatch(/203\.0\.113|198\.51\.100|Browser/);
  });

  it('leaves the cars (the popular index) alone until the views are folded, then sorts by them', async () => {
    const popular = async () =>
      (await t.call<CarListData>(LIST, { json: { sortString: '50', take: 10 }, token })).body.data.carList.map(
        (car) => car.Id,
      );
    expect(await popular()).toEqual([carIds.a, carIds.b, carIds.c]);
    for (const ip of ['192.0.2.1', '192.0.2.2']) expect(await view(carIds.b, from(ip))).toBeGreaterThan(4);
    expect(await view(carIds.b, from('192.0.2.1'))).toBe(6);
    expect(await storedViewCount(carIds.b)).toBe(4);
    expect(await popular()).toEqual([carIds.a, carIds.b, carIds.c]);

    expect(await foldCarViews(t.server.deps.db)).toBe(6);
    expect(await storedViewCount(carIds.b)).toBe(6);
    expect(await storedViewCount(carIds.c)).toBe(4);
    expect(await popular()).toEqual([carIds.b, carIds.a, carIds.c]);
    // Folded views are not counted twice, and still count the visitor once today.
    expect(await view(carIds.b, from('192.0.2.1'))).toBe(6);
    expect(await foldCarViews(t.server.deps.db)).toBe(0);
    const left = await t.server.deps.db
      .select()
      .from(carViews)
      .where(inArray(carViews.carId, [carIds.b, carIds.c]));
    expect(left).toHaveLength(6);
  });

  it('answers 404 for an unknown car without counting anything', async () => {
    const res = await t.call(LIST, { json: { VehicalId: 999_999 } });
    expect(res.status).toBe(404);
  });
});
