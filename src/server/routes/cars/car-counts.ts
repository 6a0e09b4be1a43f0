/**
 * rowCount of the car list. Counting the matching cars reads every one of them (150–200 ms at a
 * million cars); the car_counts table (schema.ts, kept exact by triggers) holds the number of
 * published cars per combination of brand, model, body type, country, condition and price band, so
 * the count of any list filter is a sum over a few thousand rows at most. Budgets whose bounds are
 * not band edges, and an importer's inventory, are counted on cars (an index range).
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BUDGET_OPTIONS, type Budget, type CarFilter } from '../../../lib/filter-string.ts';
import type { Db } from '../../db/client.ts';
import { carCounts, cars } from '../../db/schema.ts';

/**
 * The budget options' bounds, ascending: each is a band of its own and the prices between two of
 * them another (car_price_band in drizzle/0002_car_counts.sql uses the same edges).
 */
export const PRICE_BAND_EDGES: readonly number[] = [
  ...new Set(BUDGET_OPTIONS.flatMap((o) => (o.budget ? [o.budget.min, o.budget.max] : []))),
].sort((a, b) => a - b);

/** The band of a price: 2i+1 for the i-th edge itself, even numbers between edges. */
export function priceBand(price: number): number {
  for (const [i, edge] of PRICE_BAND_EDGES.entries()) {
    if (price < edge) return 2 * i;
    if (price === edge) return 2 * i + 1;
  }
  return 2 * PRICE_BAND_EDGES.length;
}

/** The bands making up an inclusive budget, or null when a bound is not an edge. */
export function budgetBands(budget: Budget): { from: number; to: number } | null {
  const low = PRICE_BAND_EDGES.indexOf(budget.min);
  const high = PRICE_BAND_EDGES.indexOf(budget.max);
  if (low < 0 || high < 0) return null;
  return { from: 2 * low + 1, to: 2 * high + 1 };
}

/** WHERE over car_counts equal to the filter, or null when car_counts cannot answer it. */
export function countsWhere(filter: CarFilter): SQL | null {
  const conditions: SQL[] = [sql`${carCounts.n} > 0`];
  if (filter.brandIds.length) conditions.push(inArray(carCounts.brandId, filter.brandIds));
  if (filter.modelIds.length) conditions.push(inArray(carCounts.modelId, filter.modelIds));
  if (filter.bodyTypeIds.length) conditions.push(inArray(carCounts.bodyTypeId, filter.bodyTypeIds));
  if (filter.countryIds.length) conditions.push(inArray(carCounts.countryId, filter.countryIds));
  if (filter.condition !== null) conditions.push(eq(carCounts.condition, filter.condition));
  if (filter.budget) {
    const bands = budgetBands(filter.budget);
    if (!bands) return null;
    conditions.push(sql`${carCounts.priceBand} between ${bands.from} and ${bands.to}`);
  }
  return and(...conditions) as SQL;
}

/** The number of published cars matching the filter (and importer), `where` being the same on cars. */
export async function countCars(db: Db, filter: CarFilter, where: SQL, importerId?: number | null): Promise<number> {
  const summary = importerId ? null : countsWhere(filter);
  if (summary) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${carCounts.n}), 0)::int` })
      .from(carCounts)
      .where(summary);
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(cars).where(where);
  return row?.n ?? 0;
}
