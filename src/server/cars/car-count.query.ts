/**
 * The finder's live count (getCarCount, issue 22): how many published cars a filter (and, optionally, a
 * search) matches, without reading a page. A filter of the tallied kinds (brand, model, body type,
 * country, condition, budget on band edges) sums car_counts / car_totals (car-counts.ts) and is exact at
 * any size; any other filter counts the matching cars through the indexes of schema.ts, exactly up to
 * EXACT_COUNT_LIMIT and as an estimate above it (count-estimate.ts, approximate: true). A search's count
 * is always exact.
 */
import { count, type SQL } from 'drizzle-orm';
import type { CarFilter } from '../../lib/filter-string.ts';
import type { Db } from '../db/client.ts';
import { carSearch } from '../db/schema.ts';
import { carListWhere } from './car-list.query.ts';
import { countCars } from './car-counts.ts';
import type { CarCount } from './count-estimate.ts';

/**
 * The number of published cars matching `filter` or, when given, a search's WHERE over car_search that
 * already holds the filter (car-search.query.ts searchPlan(text, vocabulary, filter): corrected for
 * typos and languages, and the one place a search meets a filter, as carSearchText pages it).
 */
export async function countMatchingCars(db: Db, filter: CarFilter, searchWhere?: SQL | null): Promise<CarCount> {
  if (!searchWhere) return countCars(db, filter, carListWhere(filter));
  const [row] = await db.select({ n: count() }).from(carSearch).where(searchWhere);
  return { count: Number(row?.n ?? 0), approximate: false };
}
