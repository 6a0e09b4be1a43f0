import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS, carSearch, cars } from '../../../src/server/db/schema.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// carSearchText reads car_search, kept by triggers: after inserts (one and many rows), status changes
// each way, text changes, counter updates, deletes and a truncate, it must hold exactly the published
// cars' search texts.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

async function expectInStep(): Promise<void> {
  const db = t.server.deps.db;
  const expected = await db
    .select({ carId: cars.id, searchText: cars.searchText })
    .from(cars)
    .where(eq(cars.status, CAR_STATUS.published))
    .orderBy(asc(cars.id));
  const actual = await db.select().from(carSearch).orderBy(asc(carSearch.carId));
  expect(actual).toEqual(expected);
}

const search = (searchString: string) =>
  t.call<CarSearchData>('/api/customer/carSearchText', { json: { searchString, take: 10, skip: 0 } });

describe('car_search', () => {
  it('holds the published cars’ search texts through every kind of write', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const db = ctx.db;
    const { importer } = await createImporter(ctx);
    const brand = await createBrand(db, { name: 'Zotye' });
    const model = await createModel(db, { name: 'Nomad', brandId: brand.id });
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      const car = await createCar(ctx, {
        importerId: importer.id,
        brandId: brand.id,
        modelId: model.id,
        status: i % 4 === 3 ? CAR_STATUS.draft : CAR_STATUS.published,
      });
      made.push(car.id);
    }
    await expectInStep();
    expect((await search('zotye nomad')).body.data.rowCount).toBe(9);

    // many rows in one statement (the seeder's way)
    const [template] = await db.select().from(cars).where(eq(cars.id, made[0]!));
    const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = template!;
    await db.insert(cars).values([
      { ...columns, vin: 'BULK00000000000001', searchText: 'bulk one' },
      { ...columns, vin: 'BULK00000000000002', searchText: 'bulk two', status: CAR_STATUS.draft },
      { ...columns, vin: 'BULK00000000000003', searchText: 'bulk three' },
    ]);
    await expectInStep();
    expect((await search('bulk')).body.data.rowCount).toBe(2);

    await db.update(cars).set({ status: CAR_STATUS.published }).where(eq(cars.id, made[3]!));
    await db.update(cars).set({ status: CAR_STATUS.sold }).where(eq(cars.id, made[0]!));
    await db.update(cars).set({ searchText: 'zotye nomad renamed' }).where(eq(cars.id, made[1]!));
    await db.update(cars).set({ searchText: 'a draft text' }).where(eq(cars.id, made[7]!));
    await db
      .update(cars)
      .set({ likeCount: 5, viewCount: 50 })
      .where(inArray(cars.id, made.slice(4, 8)));
    await expectInStep();
    const renamed = await search('renamed');
    expect(renamed.body.data.detail.map((c) => c.Id)).toEqual([made[1]]);
    expect((await search('draft text')).body.data.rowCount).toBe(0);

    await db.delete(cars).where(inArray(cars.id, made.slice(0, 6)));
    await expectInStep();

    await db.execute(sql`truncate cars cascade`);
    await expectInStep();
    expect((await search('zotye')).body.data.rowCount).toBe(0);
  });
});
