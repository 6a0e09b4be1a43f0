/**
 * rowCount of the car list. Counting the matching cars reads every one of them (150–200 ms at a
 * million cars); the car_counts table (schema.ts, kept exact by triggers) holds the number of
 * published cars per combination of brand, model, body type, country, condition and price band, so
 * the count of any list filter is a sum over a few thousand rows at most, and car_totals (the same
 * summed per condition and price band) answers lists without a brand, model, body type or country
 * filter from a few dozen. Budgets whose bounds are not band edges, and an importer's inventory, are
 * counted on cars (an index range).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BUDGET_OPTIONS, FILTER_LIMITS, type Budget, type CarFilter } from '../../lib/filter-string.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { carCounts, carTotals, cars } from '../db/schema.ts';
import { brandModelConditions } from './car-brand-model.ts';
import { LIST_VERSION, keepCount, keptCount, listVersion } from './count-memo.ts';
import {
  EXACT_COUNT_LIMIT,
  SAMPLE_FIRST_ABOVE,
  cappedCountSql,
  countedOf,
  estimateCount,
  sampledCount,
  type CarCount,
  type Counted,
} from './count-estimate.ts';

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

/**
 * The bands making up an inclusive budget, or null when a bound is not an edge. An open upper bound
 * (`100?min,`) runs to the last band.
 */
export function budgetBands(budget: Budget): { from: number; to: number } | null {
  const low = PRICE_BAND_EDGES.indexOf(budget.min);
  const open = budget.max >= FILTER_LIMITS.maxValue;
  const high = PRICE_BAND_EDGES.indexOf(budget.max);
  if (low < 0 || (high < 0 && !open)) return null;
  return { from: 2 * low + 1, to: open ? 2 * PRICE_BAND_EDGES.length : 2 * high + 1 };
}

/** True when a filter uses a kind car_counts does not tally (issue 22's fuel, gearbox, city, year, km). */
export function hasUntalliedKinds(filter: CarFilter): boolean {
  return (
    filter.fuelIds.length + filter.gearboxIds.length + filter.cityIds.length > 0 ||
    filter.yearFrom !== null ||
    filter.yearTo !== null ||
    filter.kmFrom !== null ||
    filter.kmTo !== null
  );
}

/** A sum over a tally table: which table, and its rows that equal the filter. */
export interface CountsSource {
  table: typeof carCounts | typeof carTotals;
  where: SQL;
}

/** The bands of a filter's budget (budgetBands), or null: none, or bounds that are not band edges. */
export type BudgetBands = { from: number; to: number } | null;

/**
 * Where the filter's count can be summed, or null when only the cars can answer it (a budget whose
 * bounds are not band edges). Condition and budget alone sum car_totals (a few dozen rows); a brand,
 * model, body type or country filter sums its car_counts rows through that column's index. `bands`:
 * the budget's bands when the filter's values are placeholders (car-list.statement.ts).
 */
export function countsSource(
  filter: CarFilter,
  bands: BudgetBands = filter.budget && budgetBands(filter.budget),
): CountsSource | null {
  if (hasUntalliedKinds(filter)) return null;
  const byCarColumns =
    filter.brandIds.length +
      filter.modelIds.length +
      filter.brandModelIds.length +
      filter.bodyTypeIds.length +
      filter.countryIds.length >
    0;
  const table = byCarColumns ? carCounts : carTotals;
  const conditions: SQL[] = brandModelConditions(filter, carCounts.brandId, carCounts.modelId);
  if (filter.bodyTypeIds.length) conditions.push(inArray(carCounts.bodyTypeId, filter.bodyTypeIds));
  if (filter.countryIds.length) conditions.push(inArray(carCounts.countryId, filter.countryIds));
  if (filter.condition !== null) conditions.push(eq(table.condition, filter.condition));
  if (filter.budget) {
    if (!bands) return null;
    conditions.push(sql`${table.priceBand} between ${bands.from} and ${bands.to}`);
  }
  return { table, where: and(sql`${table.n} > 0`, ...conditions) as SQL };
}

/**
 * True when the filter's count is capped (count-estimate.ts): neither a tally nor an importer's
 * inventory answers it, so a count above EXACT_COUNT_LIMIT stops there and is estimated.
 */
export function isCappedCount(
  filter: CarFilter,
  importerId?: number | null,
  bands: BudgetBands = filter.budget && budgetBands(filter.budget),
): boolean {
  return !importerId && !countsSource(filter, bands);
}

/**
 * The number of published cars matching the filter (and importer) as a scalar subquery, `where` being
 * the same filter on cars: the car list selects it beside its page (one statement, one round trip).
 * A tally's sum and an importer's count are exact; any other count stops at EXACT_COUNT_LIMIT + 1
 * (finishCount then estimates it).
 */
export function rowCountSql(
  filter: CarFilter,
  where: SQL,
  importerId?: number | null,
  bands: BudgetBands = filter.budget && budgetBands(filter.budget),
): SQL<number> {
  const summary = importerId ? null : countsSource(filter, bands);
  if (summary) {
    return sql<number>`(select coalesce(sum(${summary.table.n}), 0)::int from ${summary.table} where ${summary.where})`;
  }
  if (!importerId) return cappedCountSql(where);
  return sql<number>`(select count(*)::int from ${cars} where ${where})`;
}

/**
 * A count read by rowCountSql made final: a capped count past EXACT_COUNT_LIMIT becomes an estimate.
 * `counted`: the filter's WHERE (a function: a call that needs no estimate never builds it) and its key.
 */
export async function finishCount(
  db: Db,
  n: number,
  capped: boolean,
  counted: Counted,
  owner: object = db,
): Promise<CarCount> {
  if (capped && n > EXACT_COUNT_LIMIT) return estimateCount(db, counted, owner);
  return { count: n, approximate: false };
}

/**
 * The same number on its own (a page past the last car has no row to carry it). With `exact`, a count
 * that would be estimated is counted in full: a page past the end of an estimated list answers the
 * real total, so the list can take the visitor to its real last page. Without it, a large catalogue's
 * capped count is sampled first (sampledCount, `sampleFirstAbove` published cars). `owner`: whose reuse of
 * estimates the count joins (the database, when `db` is one of its transactions).
 */
export async function countCars(
  db: Db,
  filter: CarFilter,
  where: SQL,
  importerId?: number | null,
  exact = false,
  sampleFirstAbove = SAMPLE_FIRST_ABOVE,
  owner: object = db,
): Promise<CarCount> {
  const capped = isCappedCount(filter, importerId);
  const counted = countedOf(filter, where);
  const early = capped && !exact ? await sampledCount(db, counted, sampleFirstAbove, owner) : null;
  if (early) return early;
  // A capped count kept while nothing it counts has changed (count-memo.ts): the number read first when a
  // count is kept for this filter, else in the count's statement (a filter's first count: one statement).
  const kept = capped ? keptCount(owner, counted.key) : undefined;
  let n = kept && (await listVersion(db)) === kept.version ? kept.n : null;
  if (n === null) {
    const version = capped ? sql`, ${LIST_VERSION} as "v"` : sql``;
    const result = await db.execute(sql`select ${rowCountSql(filter, where, importerId)} as "n"${version}`);
    const row = rowsOf<{ n: number; v?: string | null }>(result)[0];
    n = Number(row?.n ?? 0);
    if (row?.v != null) keepCount(owner, counted.key, row.v, n);
  }
  const count = await finishCount(db, n, capped, counted, owner);
  if (!exact || !count.approximate) return count;
  const full = await db.execute(sql`select count(*)::int as n from ${cars} where ${where}`);
  return { count: Number(rowsOf<{ n: number }>(full)[0]?.n ?? 0), approximate: false };
}
