/**
 * Counts the tallies cannot answer (issue 22's fuel, gearbox, city, year, km): exact up to
 * EXACT_COUNT_LIMIT, an estimate above it. A broad finder filter ("2015 or newer") matched 30,000 of
 * 100,000 cars and its exact count walked 55,000 index entries on every call; the capped count stops
 * at the limit's first car over, and only then is the rest estimated from a fixed-size block sample
 * of the table (1.5 ms at 100,000 cars), rounded to a step the sample's own error stays within (docs/decisions.md, "Counts above
 * 10,000 are estimates").
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
async function publishedTotal(db: Db): Promise<number> {
  const known = totals.get(db);
  if (known && Date.now() - known.at < TOTAL_REUSE_MS) return known.n;
  const result = await db.execute(sql`select coalesce(sum(${carTotals.n}), 0)::int as n from ${carTotals}`);
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  totals.set(db, { n, at: Date.now() });
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
 * total (car_totals, exact), rounded by roundEstimate.
 */
export async function estimateCount(db: Db, where: SQL): Promise<CarCount> {
  const published = await publishedTotal(db);
  const sampled = await sampleOf(db, where, published);
  if (!sampled) return { count: roundEstimate(EXACT_COUNT_LIMIT + 1, 0), approximate: true };
  return { count: roundEstimate(published * sampled.share, published * sampled.deviation), approximate: true };
}

/**
 * From this many published cars on, a capped count is sampled before it is walked (sampledCount). The
 * capped walk grows with the catalogue: at 1M cars "2018 or newer, under 50,000 km, automatic" walked
 * 184,309 index entries to reach its 10,001st match, 25 ms; the sample costs the same at any size.
 */
export const SAMPLE_FIRST_ABOVE = 200_000;

/** How long a filter's sampled answer is reused (the published total's reuse: a few cars move meanwhile). */
export const SAMPLE_REUSE_MS = TOTAL_REUSE_MS;
const SAMPLES_KEPT = 1000;
const sampled = new WeakMap<object, Map<string, { at: number; count: CarCount | null }>>();
const dialect = new PgDialect();

/**
 * The estimate, without the walk, when the catalogue holds more than `above` published cars and the
 * sample's lower bound (four deviations below its share) is above EXACT_COUNT_LIMIT: the capped walk
 * would stop at the limit, and the estimate be shown, anyway. Null when the walk must count (a smaller
 * catalogue, or a count the sample cannot place above the limit). `where` may be a function, built only
 * when the catalogue is large enough. A filter's answer is reused for SAMPLE_REUSE_MS: a narrow filter
 * then walks without sampling again (its walk is exact whatever the sample said), a broad one keeps its
 * estimate, as the list cache keeps a page.
 */
export async function sampledCount(
  db: Db,
  where: SQL | (() => SQL),
  above = SAMPLE_FIRST_ABOVE,
): Promise<CarCount | null> {
  const published = await publishedTotal(db);
  if (published <= above) return null;
  const condition = typeof where === 'function' ? where() : where;
  const rendered = dialect.sqlToQuery(condition);
  const key = `${published}|${rendered.sql}|${JSON.stringify(rendered.params)}`;
  let kept = sampled.get(db);
  if (!kept) sampled.set(db, (kept = new Map()));
  const known = kept.get(key);
  if (known && Date.now() - known.at < SAMPLE_REUSE_MS) return known.count;
  const share = await sampleOf(db, condition, published);
  const count =
    !share || published * (share.share - 4 * share.deviation) <= EXACT_COUNT_LIMIT
      ? null
      : { count: roundEstimate(published * share.share, published * share.deviation), approximate: true };
  kept.delete(key);
  if (kept.size >= SAMPLES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { at: Date.now(), count });
  return count;
}
