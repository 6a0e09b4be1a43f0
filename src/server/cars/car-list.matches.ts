/**
 * A list page and its capped count from one walk of the matching cars (issue 22). A finder filter the
 * tallies cannot count (car-counts.ts) is counted up to EXACT_COUNT_LIMIT + 1 matches; with the page
 * read apart, PostgreSQL walked the same index entries twice, once for the count and once for the page
 * (the Lagos search: the 18,239 SUV entries of cars_find_body_idx, 2.7 and 1.9 ms at 100k cars). Here
 * the capped walk is kept (a CTE read twice is materialised) with the sort's columns, and when it holds
 * every match the page is sorted from it; only when it stopped at the cap is the page read from the
 * cars in the sort's index order, as before. Each branch carries a one-time filter on the count, so
 * PostgreSQL runs one of them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cars } from '../db/schema.ts';
import { listColumns } from './car-columns.ts';
import { EXACT_COUNT_LIMIT } from './count-estimate.ts';

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
      .limit(EXACT_COUNT_LIMIT + 1),
  );
  const counted = db.$with('matched', { n: sql<number>`"n"` }).as(sql`select count(*)::int as "n" from "matches"`);
  const n = sql`(select "n" from "matched")`;
  const limit = sql.raw(String(EXACT_COUNT_LIMIT));
  const offset = page.skip ? sql` offset ${page.skip}` : sql``;
  const ids = sql`(select "id" from "matches" where ${n} <= ${limit}
    order by ${sql.join(page.bareOrder, sql`, `)} limit ${page.take}${offset})
    union all
    (select ${cars.id} from ${cars} where ${page.where} and ${n} > ${limit}
    order by ${sql.join(page.order, sql`, `)} limit ${page.take}${offset})`;
  return db
    .with(matches, counted)
    .select({ ...listColumns(userId), RowCount: sql<number>`${n}` })
    .from(cars)
    .where(sql`${cars.id} in (${ids})`)
    .orderBy(...page.order);
}
