import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWishListData, WishlistSaveData } from '../../../src/server/routes/wishlist/wishlist.schemas.ts';
import { CAR_STATUS, cars, likes } from '../../../src/server/db/schema.ts';
import {
  createBodyType,
  createBrand,
  createCar,
  createFuelType,
  createImporter,
  createModel,
  type CarRow,
} from '../../helpers/build-catalog.ts';
import { createUser, deactivateUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let w: { a: CarRow; b: CarRow; c: CarRow; draft: CarRow; sold: CarRow };
let alice: BuiltUser;
let bob: BuiltUser;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const kia = await createBrand(ctx.db, { name: 'Kia' });
  const rio = await createModel(ctx.db, { name: 'Rio', brandId: kia.id });
  const hatch = await createBodyType(ctx.db, { name: 'Citadine' });
  const diesel = await createFuelType(ctx.db, { name: 'Diesel' });
  const { importer } = await createImporter(ctx);
  const base = {
    importerId: importer.id,
    brandId: kia.id,
    modelId: rio.id,
    bodyTypeId: hatch.id,
    fuelTypeId: diesel.id,
  };
  w = {
    a: await createCar(ctx, { ...base, manufYear: 2014, media: [{ fileName: 'a.webp', isMain: true }] }),
    b: await createCar(ctx, { ...base, manufYear: 2016 }),
    c: await createCar(ctx, { ...base, manufYear: 2018 }),
    draft: await createCar(ctx, { ...base, status: CAR_STATUS.draft }),
    sold: await createCar(ctx, { ...base, status: CAR_STATUS.sold }),
  };
  alice = await createUser(ctx);
  bob = await createUser(ctx);
});
afterAll(() => t?.close());

const save = (carId: number | string, flag: number | string, token?: string) =>
  t.call<WishlistSaveData>(`/api/customer/saveCarWishlist/${carId}/${flag}`, { token });

async function likeCountOf(carId: number) {
  const db = t.server.deps.db;
  const [car] = await db.select({ likeCount: cars.likeCount }).from(cars).where(eq(cars.id, carId));
  const [rows] = await db.select({ n: count() }).from(likes).where(eq(likes.carId, carId));
  return { counter: car?.likeCount, likes: rows?.n };
}

describe('saveCarWishlist/{carId}/{flag}', () => {
  it('likes (1) and unlikes (0), idempotently, keeping like_count equal to the likes', async () => {
    const liked = await save(w.a.id, 1, alice.token);
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({
      status: 200,
      message: 'Car added to your wish list',
      data: { IsLiked: true, LikeCount: 1 },
    });
    expect((await save(w.a.id, 1, alice.token)).body.data).toEqual({ IsLiked: true, LikeCount: 1 });
    expect((await save(w.a.id, '1', `Bearer ${bob.token}`)).body.data).toEqual({ IsLiked: true, LikeCount: 2 });
    expect(await likeCountOf(w.a.id)).toEqual({ counter: 2, likes: 2 });

    const unliked = await save(w.a.id, 0, alice.token);
    expect(unliked.body).toEqual({
      status: 200,
      message: 'Car removed from your wish list',
      data: { IsLiked: false, LikeCount: 1 },
    });
    expect((await save(w.a.id, 0, alice.token)).body.data).toEqual({ IsLiked: false, LikeCount: 1 });
    expect(await likeCountOf(w.a.id)).toEqual({ counter: 1, likes: 1 });
  });

  it('stays exact under concurrent toggles', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser({ db: t.server.deps.db, env: t.env })));
    const calls = users.flatMap((u, i) => [
      save(w.b.id, 1, u.token),
      save(w.b.id, 1, u.token),
      save(w.b.id, i % 2, u.token),
      save(w.b.id, 1, u.token),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { counter, likes: n } = await likeCountOf(w.b.id);
    expect(counter).toBe(n);
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'null', 'undefined', 'garbage', 'Bearer x']) {
      const res = await save(w.a.id, 1, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: 'Unauthorized: please log in again', data: null });
    }
    const gone = await createUser({ db: t.server.deps.db, env: t.env });
    await deactivateUser(t.server.deps.db, gone.user.id);
    expect((await save(w.a.id, 1, gone.token)).status).toBe(401);
  });

  it('answers 404 for an unknown car and for liking an unpublished one; unliking a sold car works', async () => {
    for (const id of [999_999, w.draft.id, w.sold.id]) {
      const res = await save(id, 1, alice.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Car not found');
    }
    expect((await save(999_999, 0, alice.token)).status).toBe(404);
    expect((await save(w.sold.id, 0, alice.token)).status).toBe(200);
  });

  it('answers 400 for a bad flag or car id', async () => {
    for (const [carId, flag, message] of [
      [w.a.id, 2, 'flag: must be 1 (like) or 0 (unlike)'],
      [w.a.id, 'yes', 'flag: must be 1 (like) or 0 (unlike)'],
      ['abc', 1, 'carId: must be a car id'],
      [0, 1, 'carId: must be a car id'],
      [-3, 1, 'carId: must be a car id'],
    ] as const) {
      const res = await save(carId, flag, alice.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('getMyWishList', () => {
  it("answers the caller's liked published cars, newest like first, with rowCount", async () => {
    const carol = await createUser({ db: t.server.deps.db, env: t.env });
    for (const car of [w.a, w.c, w.b]) await save(car.id, 1, carol.token);
    // A car unpublished after the like drops out of the list.
    await t.server.deps.db.update(cars).set({ status: CAR_STATUS.sold }).where(eq(cars.id, w.c.id));
    const res = await t.call<MyWishListData>('/api/customer/getMyWishList', {
      json: { skip: 0, take: 10 },
      token: carol.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      rowCount: 2,
      userDetail: [
        {
          VehId: w.b.id,
          Image_URL: null,
          MakerName: 'Kia',
          ModelName: 'Rio',
          BodyTypeName: 'Citadine',
          FuelType: 'Diesel',
          VehManufYear: 2016,
          PriceDrop: null,
        },
        {
          VehId: w.a.id,
          Image_URL: 'a.webp',
          MakerName: 'Kia',
          ModelName: 'Rio',
          BodyTypeName: 'Citadine',
          FuelType: 'Diesel',
          VehManufYear: 2014,
          PriceDrop: null,
        },
      ],
    });
    const page2 = await t.call<MyWishListData>('/api/customer/getMyWishList', {
      json: { skip: 1, take: 1 },
      token: carol.token,
    });
    expect(page2.body.data.userDetail.map((i) => i.VehId)).toEqual([w.a.id]);
    await t.server.deps.db.update(cars).set({ status: CAR_STATUS.published }).where(eq(cars.id, w.c.id));
  });

  it('answers an empty list for a user without likes', async () => {
    const dave = await createUser({ db: t.server.deps.db, env: t.env });
    const res = await t.call<MyWishListData>('/api/customer/getMyWishList', { json: {}, token: dave.token });
    expect(res.body.data).toEqual({ rowCount: 0, userDetail: [] });
  });

  it('answers 401 without a token and 400 for a bad page', async () => {
    expect((await t.call('/api/customer/getMyWishList', { json: { skip: 0, take: 10 } })).status).toBe(401);
    const bad = await t.call('/api/customer/getMyWishList', { json: { skip: 0, take: 1000 }, token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('take: must be at most 100');
  });
});
