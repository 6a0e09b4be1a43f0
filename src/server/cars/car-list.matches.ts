/**
 * A list page and its capped count from one walk of the matching cars, when they are few (issue 22). A
 * finder filter the tallies cannot count (car-counts.ts) is counted up to EXACT_COUNT_LIMIT + 1
 * matches; with the page read apart, PostgreSQL walked the same index entries twice, once for the count
 * and once for the page (the Lagos search: the 18,239 SUV entries of cars_find_body_idx for 164 cars).
 * Here the walk keeps its first FEW_MATCHES + 1 matches with the sort's columns (a CTE read twice is
 * materialised). When that is all of them, the count is theirs and the page is sorted from them: one
 * walk. When there are more, the count walks on (capped, as before) and the page is read from the cars
 * in the sort's index order, which finds a page of many matches early; what that case adds is the walk
 * to the first FEW_MATCHES + 1 (kept: keeping every match of a broad filter cost more than the second
 * walk saved). Each branch carries a one-time filter on the kept count, so PostgreSQL runs one of them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cars } from '../db/schema.ts';
import { listColumns } from './car-columns.ts';
import { cappedCountSql } from './count-estimate.ts';

/** Up to this many matches, the page is sorted from the walk that counted them. */
export const FEW_MATCHES = 1000;

export interface MatchedPage {
  where: SQL;
  /** The list's ORDER BY on cars, and the same keys by bare column name (for the kept matches). */
  order: SQL[];
  bareOrder: SQL[];
  take: number;
  skip: number;
}

/** The page's rows with RowCount: the matches counted no further than EXACT_COUNT_LIMIT + 1. */
export function selectMatchedPage(db: Db, userId: number | null, page: MatchedPage) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: cars.id,
        createdAt: cars.createdAt,
        likeCount: cars.likeCount,
        viewCount: cars.viewCount,
        price: cars.price,
      })
      .from(cars)
      .where(page.where)
      .limit(FEW_MATCHES + 1),
  );
  const kept = db.$with('kept', { n: sql<number>`"n"` }).as(sql`select count(*)::int as "n" from "matches"`);
  const n = sql`(select "n" from "kept")`;
  const few = sql.raw(String(FEW_MATCHES));
  const offset = page.skip ? sql` offset ${page.skip}` : sql``;
  const ids = sql`(select "id" from "matches" where ${n} <= ${few}
    order by ${sql.join(page.bareOrder, sql`, `)} limit ${page.take}${offset})
    union all
    (select ${cars.id} from ${cars} where ${page.where} and ${n} > ${few}
    order by ${sql.join(page.order, sql`, `)} limit ${page.take}${offset})`;
  const rowCount = sql<number>`(select case when "n" <= ${few} then "n" else ${cappedCountSql(page.where)} end from "kept")`;
  return db
    .with(matches, kept)
    .select({ ...listColumns(userId), RowCount: rowCount })
    .from(cars)
    .where(sql`${cars.id} in (${ids})`)
    .orderBy(...page.order);
}
