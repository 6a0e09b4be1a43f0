/**
 * Counts the tallies cannot answer (issue 22's fuel, gearbox, city, year, km): exact up to
 * EXACT_COUNT_LIMIT, an estimate above it. A broad finder filter ("2015 or newer") matched 30,000 of
 * 100,000 cars and its exact count walked 55,000 index entries on every call; the capped count stops
 * at the limit's first car over, and only then is the rest estimated from a fixed-size block sample
 * of the table (1.5 ms at 100,000 cars), rounded to a step the sample's own error stays within (docs/decisions.md, "Counts above
 * 10,000 are estimates").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CarFilter } from '../../lib/filter-string.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { CAR_STATUS, carTotals, cars } from '../db/schema.ts';

/** Counts at or below this are always exact; above it a count may be an estimate (approximate: true). */
export const EXACT_COUNT_LIMIT = 10_000;

/** About how many cars the estimate reads (whatever the catalogue's size): its cost stays flat. */
export const SAMPLE_ROWS = 2_000;

/** Fixed, so the same filter gets the same estimate on every call (no count that jitters while choosing). */
const SAMPLE_SEED = 22;

export interface CarCount {
  count: number;
  approximate: boolean;
}

/**
 * What a capped count counts: the published cars matching `where` (built only when needed), known by
 * `key` for the reuse of its estimate (countedOf: the filter; a capped count has no importer).
 */
export interface Counted {
  key: string;
  where: SQL | (() => SQL);
}

/** A filter's capped count; its key is written only if a reuse is looked up. */
export function countedOf(filter: CarFilter, where: SQL | (() => SQL)): Counted {
  let key: string | undefined;
  return {
    get key() {
      return (key ??= JSON.stringify(filter));
    },
    where,
  };
}

const whereOf = (counted: Counted) => (typeof counted.where === 'function' ? counted.where() : counted.where);

/** The matching cars, counted no further than EXACT_COUNT_LIMIT + 1, as a scalar subquery. */
export function cappedCountSql(where: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${cars} where ${where} limit ${sql.raw(
    String(EXACT_COUNT_LIMIT + 1),
  )}) capped)`;
}

/** The smallest of 1, 2, 5 × 10^k at or above `value` (1 for 0 or less). */
export function niceStep(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * power >= value) return m * power;
  return 10 * power;
}

/**
 * The number shown for an estimate: rounded to two significant digits at least, and to a coarser
 * step when half a step would not cover the sample's error (twice its standard deviation), so "about
 * 30,000" is no further off than its rounding says; never at or below EXACT_COUNT_LIMIT (the capped
 * count proved more).
 */
export function roundEstimate(estimate: number, deviation: number): number {
  const digits = 10 ** Math.max(Math.floor(Math.log10(Math.max(estimate, 1))) - 1, 0);
  const step = Math.max(digits, niceStep(4 * deviation));
  const rounded = Math.round(estimate / step) * step;
  return rounded > EXACT_COUNT_LIMIT ? rounded : Math.ceil((EXACT_COUNT_LIMIT + 1) / step) * step;
}

/** How long the published total is reused: an estimate's base, moved by a few cars at most meanwhile. */
export const TOTAL_REUSE_MS = 10_000;
const totals = new WeakMap<object, { n: number; at: number }>();

/**
 * The number of published cars (car_totals' sum, a few dozen rows), read at most once per TOTAL_REUSE_MS
 * per database: one round trip fewer on each estimate.
 */
async function publishedTotal(db: Db, owner: object = db): Promise<number> {
  const known = totals.get(owner);
  if (known && Date.now() - known.at < TOTAL_REUSE_MS) return known.n;
  const result = await db.execute(sql`select coalesce(sum(${carTotals.n}), 0)::int as n from ${carTotals}`);
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  totals.set(owner, { n, at: Date.now() });
  return n;
}

/**
 * The share of published cars matching, from a block sample: each sampled page's matching and published
 * cars, so the error is measured between pages (the cars of a page were listed together and are alike:
 * counted as independent cars, a clustered catalogue's error would be understated).
 */
export function sampleShare(pages: ReadonlyArray<{ hits: number; seen: number }>, sampled: number) {
  const hits = pages.reduce((sum, p) => sum + p.hits, 0);
  const seen = pages.reduce((sum, p) => sum + p.seen, 0);
  const share = seen ? hits / seen : 0;
  const n = pages.length;
  if (n < 2 || !seen) return { share, deviation: share / 2 };
  const meanSeen = seen / n;
  const spread = pages.reduce((sum, p) => sum + (p.hits - share * p.seen) ** 2, 0) / (n - 1);
  return { share, deviation: Math.sqrt((spread * (1 - Math.min(sampled, 1))) / n) / meanSeen };
}

/** A block sample's share of published cars matching `where`, and its deviation; null when it saw no car. */
async function sampleOf(db: Db, where: SQL, published: number) {
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(published, 1));
  const sample = await db.execute(sql`
    select count(*) filter (where ${where})::int as hits,
           count(*) filter (where ${cars.status} = ${CAR_STATUS.published})::int as seen
    from ${cars} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (${sql.raw(String(SAMPLE_SEED))})
    group by (ctid::text::point)[0]`);
  const pages = rowsOf<{ hits: number; seen: number }>(sample).map((p) => ({
    hits: Number(p.hits),
    seen: Number(p.seen),
  }));
  if (!pages.some((p) => p.seen > 0)) return null;
  return sampleShare(pages, percent / 100);
}

/**
 * An estimate of the published cars matching `where` (known to be more than EXACT_COUNT_LIMIT): the
 * share of published cars matching in a block sample of about SAMPLE_ROWS rows, times the published
 * total (car_totals, exact), rounded by roundEstimate; the sample sampledCount took a moment ago when it
 * could not place this filter, if any, rather than the same sample again. Kept for SAMPLE_REUSE_MS: the
 * next call with this filter reads its page without walking to the limit again (sampledCount). `owner`:
 * whose reuse it joins (the database a transaction `db` belongs to).
 */
export async function estimateCount(db: Db, counted: Counted, owner: object = db): Promise<CarCount> {
  const published = await publishedTotal(db, owner);
  const key = `${published}|${counted.key}`;
  const known = reusedOf(estimates, owner, key);
  if (known) return known;
  const unplacedBy = reusedOf(unplaced, owner, key);
  const sampled = unplacedBy ? unplacedBy.sample : await sampleOf(db, whereOf(counted), published);
  const count = sampled
    ? roundEstimate(published * sampled.share, published * sampled.deviation)
    : roundEstimate(EXACT_COUNT_LIMIT + 1, 0);
  return keep(estimates, owner, key, { count, approximate: true });
}

/**
 * From this many published cars on, a capped count is sampled before it is walked (sampledCount). The
 * capped walk grows with the catalogue: at 1M cars "2018 or newer, under 50,000 km, automatic" walked
 * 184,309 index entries to reach its 10,001st match, 25 ms; the sample costs the same at any size.
 */
export const SAMPLE_FIRST_ABOVE = 200_000;

/** How long a filter's estimate, or its sample's "cannot tell", is reused (the published total's reuse). */
export const SAMPLE_REUSE_MS = TOTAL_REUSE_MS;
const SAMPLES_KEPT = 1000;
type Reused<T> = WeakMap<object, Map<string, { at: number; value: T }>>;
/** Estimates above the limit, by the sample first or after a walk that reached the limit. */
const estimates: Reused<CarCount> = new WeakMap();
/**
 * Filters whose sample could not place them above the limit, with that sample (null: it saw no car):
 * they walk without sampling again, and a walk that reaches the limit is estimated from it.
 */
const unplaced: Reused<{ sample: Awaited<ReturnType<typeof sampleOf>> }> = new WeakMap();

function reusedOf<T>(kept: Reused<T>, owner: object, key: string): T | undefined {
  const known = kept.get(owner)?.get(key);
  return known && Date.now() - known.at < SAMPLE_REUSE_MS ? known.value : undefined;
}

function keep<T>(kept: Reused<T>, owner: object, key: string, value: T): T {
  let entries = kept.get(owner);
  if (!entries) kept.set(owner, (entries = new Map()));
  entries.delete(key);
  if (entries.size >= SAMPLES_KEPT) entries.delete(entries.keys().next().value!);
  entries.set(key, { at: Date.now(), value });
  return value;
}

/**
 * The estimate, without the walk, when one is known or the sample can place the count above the limit:
 *
 * - A filter estimated within SAMPLE_REUSE_MS (its walk reached the limit, or its sample placed it above)
 *   gets that estimate again, at any catalogue size: the walk would stop at the limit and the estimate
 *   be shown anyway, as the list cache keeps a page.
 * - Otherwise, when the catalogue holds more than `above` published cars, the sample is taken first, and
 *   its estimate is the answer when the sample's lower bound (four deviations below its share) is above
 *   EXACT_COUNT_LIMIT. A filter it cannot place walks, and walks without sampling again for a moment.
 *
 * Null when the walk must count (a smaller catalogue, or a count the sample cannot place above the
 * limit). `owner`: whose reuse it joins.
 */
export async function sampledCount(
  db: Db,
  counted: Counted,
  above = SAMPLE_FIRST_ABOVE,
  owner: object = db,
): Promise<CarCount | null> {
  const published = await publishedTotal(db, owner);
  const key = `${published}|${counted.key}`;
  const known = reusedOf(estimates, owner, key);
  if (known) return known;
  if (published <= above || reusedOf(unplaced, owner, key)) return null;
  const share = await sampleOf(db, whereOf(counted), published);
  if (!share || published * (share.share - 4 * share.deviation) <= EXACT_COUNT_LIMIT) {
    keep(unplaced, owner, key, { sample: share });
    return null;
  }
  const count = roundEstimate(published * share.share, published * share.deviation);
  return keep(estimates, owner, key, { count, approximate: true });
}
