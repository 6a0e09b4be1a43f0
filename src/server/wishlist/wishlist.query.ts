/**
 * The wish list. A like and its counter change in one statement (a data-modifying CTE), so
 * cars.like_count always equals the number of likes, however many toggles run at once.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { bodyTypes, brands, CAR_STATUS, cars, fuelTypes, likes, models } from '../db/schema.ts';
import { mainImage } from '../cars/car-columns.ts';
import { lastPriceDropSql, priceDropOf } from '../cars/price-drop.ts';

/** The car's status and like count, or null when there is no such car. */
export async function findCarForLike(db: Db, carId: number) {
  const [car] = await db
    .select({ status: cars.status, likeCount: cars.likeCount })
    .from(cars)
    .where(eq(cars.id, carId))
    .limit(1);
  return car ?? null;
}

/** Likes (idempotent) and returns the car's like count. */
export async function likeCar(db: Db, userId: number, carId: number): Promise<number> {
  const rows = await db.execute(sql`
    with added as (
      insert into ${likes} (user_id, car_id) values (${userId}, ${carId})
      on conflict do nothing returning car_id
    ), bumped as (
      update ${cars} set like_count = like_count + 1 where id in (select car_id from added) returning like_count
    )
    select coalesce((select like_count from bumped), (select like_count from ${cars} where id = ${carId})) as like_count`);
  return Number(rowsOf<{ like_count: number }>(rows)[0]?.like_count ?? 0);
}

/** Unlikes (idempotent) and returns the car's like count. */
export async function unlikeCar(db: Db, userId: number, carId: number): Promise<number> {
  const rows = await db.execute(sql`
    with removed as (
      delete from ${likes} where user_id = ${userId} and car_id = ${carId} returning car_id
    ), dropped as (
      update ${cars} set like_count = like_count - 1 where id in (select car_id from removed) returning like_count
    )
    select coalesce((select like_count from dropped), (select like_count from ${cars} where id = ${carId})) as like_count`);
  return Number(rowsOf<{ like_count: number }>(rows)[0]?.like_count ?? 0);
}

/** One page of the caller's liked published cars, newest like first, and their number. */
export async function findWishList(db: Db, userId: number, page: { take: number; skip: number }) {
  const where = and(eq(likes.userId, userId), eq(cars.status, CAR_STATUS.published));
  const items =
    page.take === 0
      ? Promise.resolve([])
      : db
          .select({
            VehId: cars.id,
            Image_URL: mainImage,
            MakerName: brands.name,
            ModelName: models.name,
            BodyTypeName: bodyTypes.name,
            FuelType: fuelTypes.name,
            VehManufYear: cars.manufYear,
            lastDrop: lastPriceDropSql,
          })
          .from(likes)
          .innerJoin(cars, eq(cars.id, likes.carId))
          .innerJoin(brands, eq(brands.id, cars.brandId))
          .innerJoin(models, eq(models.id, cars.modelId))
          .leftJoin(bodyTypes, eq(bodyTypes.id, cars.bodyTypeId))
          .leftJoin(fuelTypes, eq(fuelTypes.id, cars.fuelTypeId))
          .where(where)
          .orderBy(desc(likes.createdAt), desc(likes.carId))
          .limit(page.take)
          .offset(page.skip);
  const [userDetail, [total]] = await Promise.all([
    items,
    db.select({ n: count() }).from(likes).innerJoin(cars, eq(cars.id, likes.carId)).where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    userDetail: userDetail.map(({ lastDrop, ...item }) => ({ ...item, PriceDrop: priceDropOf(lastDrop) })),
  };
}
