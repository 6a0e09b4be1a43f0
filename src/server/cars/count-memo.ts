/**
 * Capped counts kept while the catalogue stands (issue 22). A capped count (count-estimate.ts: the
 * finder's fuel, gearbox, city, year and km, which no tally answers) walks every matching car up to
 * EXACT_COUNT_LIMIT: 1–4 ms of PostgreSQL at 100,000 cars for a few thousand matches. A buyer asks the
 * same filter's count again and again: the sheet's live count, then the list; each page the list scrolls
 * to; the same search by the next visitor. Kept here, a count is answered again for as long as nothing
 * that could change it has been committed.
 *
 * What could change it is known exactly: car_list_version (drizzle/0019_car_list_version.sql) moves in
 * every transaction that adds, deletes or truncates cars or changes a filtered column or status. The
 * number is read before the count: a count kept with the number read at t0 was counted at t1 ≥ t0, so
 * when the number still stands at a later t2, nothing changed between t0 and t2 and the count is the
 * count at t2 (a change between t0 and t1 only makes the kept count's number older, so it is counted again
 * next time). A list page reads the number in the statement of its page and count (one snapshot: t0 = t1),
 * and a kept count's page reads it in its page's statement, answered by the kept count only when it is the
 * number the count was kept at (keptCount, keepCount): no statement of its own. Each server process keeps
 * its own; the number is the database's, so every process and instance agrees.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { rawStatementOf } from '../db/statement-cache.ts';

/** Filters whose count is kept, per database: the oldest is dropped beyond this. */
const COUNTS_KEPT = 1000;

const kept = new WeakMap<object, Map<string, KeptCount>>();

/** A count and the catalogue's number it was counted at. */
export interface KeptCount {
  version: string;
  n: number;
}

/** The count kept for the filter known by `key` in `owner`'s counts (whichever number it was kept at). */
export function keptCount(owner: object, key: string): KeptCount | undefined {
  return kept.get(owner)?.get(key);
}

/** Keeps `n`, counted at the catalogue's number `version` (read before the count, or in its statement). */
export function keepCount(owner: object, key: string, version: string, n: number): void {
  let counts = kept.get(owner);
  if (!counts) kept.set(owner, (counts = new Map()));
  counts.delete(key);
  if (counts.size >= COUNTS_KEPT) counts.delete(counts.keys().next().value!);
  counts.set(key, { version, n });
}

/** A filter's kept count for the catalogue's number now, and how to keep the count read after it. */
export interface CountMemo {
  /** The count kept for this filter at the number read now, or null. */
  known: number | null;
  /** Keeps `n`, counted after the number was read, for that number. */
  keep(n: number): void;
}

/** The catalogue's number now, in the statement that reads it (listVersion reads it alone). */
export const LIST_VERSION = sql`(select "car_list_version"."n"::text from "car_list_version" where "car_list_version"."id" = 1)`;

/** The catalogue's number now (as text: a bigint), or null without the row. */
export async function listVersion(db: Db): Promise<string | null> {
  const statement = rawStatementOf(
    db,
    'car list version',
    () => sql`select "n"::text as "n" from "car_list_version" where "id" = 1`,
  );
  return rowsOf<{ n: string }>(await statement.execute({}))[0]?.n ?? null;
}

/**
 * The memo of the filter known by `key` (count-estimate.ts countedOf), read now. `owner`: whose counts
 * it joins (the database, when `db` is one of its transactions). `read`: the number, read already now.
 */
export async function countMemo(db: Db, key: string, owner: object = db, read?: string | null): Promise<CountMemo> {
  const version = read === undefined ? await listVersion(db) : read;
  const entry = keptCount(owner, key);
  return {
    known: version !== null && entry?.version === version ? entry.n : null,
    keep(n) {
      if (version !== null) keepCount(owner, key, version, n);
    },
  };
}
