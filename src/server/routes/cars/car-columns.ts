/**
 * Column fragments shared by every car query: the list item of SPEC.md §3 and its joins.
 * Correlated subqueries (main picture, IsLiked) run only for the rows of the page, after LIMIT.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bodyTypes, brands, carMedia, cars, cities, countries, fuelTypes, likes, models } from '../../db/schema.ts';

/** The main picture's file name: the flagged one, else the first image in sort order. */
export const mainImage = sql<string | null>`(select ${carMedia.fileName} from ${carMedia}
  where ${carMedia.carId} = ${cars.id} and ${carMedia.type} = 'I'
  order by ${carMedia.isMain} desc, ${carMedia.sortOrder}, ${carMedia.id} limit 1)`;

/** True when `userId` likes the car of the row; constant false without a caller. */
export function isLikedBy(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.carId} = ${cars.id})`;
}

/** The list item columns (SPEC.md §3 car list item plus Price, Condition, FuelTypeName, DealerId). */
export function listColumns(userId: number | null) {
  return {
    Id: cars.id,
    MakerName: brands.name,
    ModelName: models.name,
    BodyTypeName: bodyTypes.name,
    VehManufYear: cars.manufYear,
    DealerCityName: cities.name,
    DealerCountryName: countries.name,
    Main_Image_Url: mainImage,
    IsLiked: isLikedBy(userId),
    Price: cars.price,
    Condition: cars.condition,
    FuelTypeName: fuelTypes.name,
    DealerId: cars.importerId,
  };
}

/** A select of list items from `cars` with the name joins; callers add where, order, limit. */
export function selectListItems(db: Db, userId: number | null) {
  return db
    .select(listColumns(userId))
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .leftJoin(bodyTypes, eq(bodyTypes.id, cars.bodyTypeId))
    .leftJoin(fuelTypes, eq(fuelTypes.id, cars.fuelTypeId))
    .leftJoin(cities, eq(cities.id, cars.cityId))
    .leftJoin(countries, eq(countries.id, cars.countryId))
    .$dynamic();
}

/**
 * The list items of one page: the page's ids are found first on `cars` alone (an index scan that
 * skips `skip` rows cheaply), then only those rows are joined for names, picture and IsLiked.
 */
export function selectListPage(
  db: Db,
  userId: number | null,
  page: { where: SQL | undefined; order: SQL[]; take: number; skip: number },
) {
  const ids = db
    .select({ pageId: cars.id })
    .from(cars)
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.take)
    .offset(page.skip)
    .as('page');
  return selectListItems(db, userId)
    .innerJoin(ids, eq(ids.pageId, cars.id))
    .orderBy(...page.order);
}
