/**
 * The car list of getAllCar, getRecommendedCar and the importer's inventory: published cars only,
 * one WHERE for the page and its count, ORDER BY written to match the indexes of schema.ts
 * (including their NULLS ordering, or PostgreSQL would not use them) and always ended by id.
 */
import { and, asc, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SORT, type CarFilter, type SortCode } from '../../../lib/filter-string.ts';
import type { Db } from '../../db/client.ts';
import { CAR_STATUS, cars } from '../../db/schema.ts';
import { selectListPage } from './car-columns.ts';
import { countCars, rowCountSql } from './car-counts.ts';

export interface CarListQuery {
  filter: CarFilter;
  sort: SortCode;
  take: number;
  skip: number;
  /** Only this importer's cars. */
  importerId?: number | null;
  /** The caller, for IsLiked. */
  userId: number | null;
}

/** Published cars matching the filter (and importer). */
export function carListWhere(filter: CarFilter, importerId?: number | null): SQL {
  const conditions: SQL[] = [eq(cars.status, CAR_STATUS.published)];
  if (importerId) conditions.push(eq(cars.importerId, importerId));
  if (filter.brandIds.length) conditions.push(inArray(cars.brandId, filter.brandIds));
  if (filter.modelIds.length) conditions.push(inArray(cars.modelId, filter.modelIds));
  if (filter.bodyTypeIds.length) conditions.push(inArray(cars.bodyTypeId, filter.bodyTypeIds));
  if (filter.countryIds.length) conditions.push(inArray(cars.countryId, filter.countryIds));
  if (filter.condition !== null) conditions.push(eq(cars.condition, filter.condition));
  if (filter.budget) conditions.push(between(cars.price, filter.budget.min, filter.budget.max));
  return and(...conditions) as SQL;
}

/**
 * ORDER BY of each sort code, ended by id so equal keys keep one order across pages.
 * Latest and popular follow the DESC NULLS LAST of cars_latest_idx / cars_popular_idx;
 * price descending and none are backward scans of ascending indexes (DESC NULLS FIRST, the default).
 */
export function carListOrder(sort: SortCode): SQL[] {
  switch (sort) {
    case SORT.latest:
      return [sql`${cars.createdAt} desc nulls last`, sql`${cars.id} desc nulls last`];
    case SORT.popular:
      return [sql`${cars.likeCount} desc nulls last`, sql`${cars.viewCount} desc nulls last`, asc(cars.id)];
    case SORT.priceAsc:
      return [asc(cars.price), asc(cars.id)];
    case SORT.priceDesc:
      return [desc(cars.price), desc(cars.id)];
    default:
      return [desc(cars.id)];
  }
}

/**
 * One page of list items and the number of matching cars (car-counts.ts), read by one statement: the
 * count rides on the page's rows as a scalar subquery. Only a page with no row (past the end, or no
 * match) asks for the count on its own.
 */
export async function findCarList(db: Db, query: CarListQuery) {
  const where = carListWhere(query.filter, query.importerId);
  const rows =
    query.take === 0
      ? []
      : await selectListPage(
          db,
          query.userId,
          { where, order: carListOrder(query.sort), take: query.take, skip: query.skip },
          { RowCount: rowCountSql(query.filter, where, query.importerId) },
        );
  if (rows.length === 0) return { rowCount: await countCars(db, query.filter, where, query.importerId), carList: [] };
  const rowCount = Number(rows[0]!.RowCount);
  return { rowCount, carList: rows.map(({ RowCount: _count, ...item }) => item) };
}

/** Recommended cars: the most liked, then most viewed, then oldest id (the popular index). */
export function findRecommended(db: Db, page: { take: number; skip: number }, userId: number | null) {
  const where = eq(cars.status, CAR_STATUS.published);
  return selectListPage(db, userId, { where, order: carListOrder(SORT.popular), ...page });
}
