/**
 * carSearchText over car_search.search_text: the text of published cars only (maker, model, body
 * type, year, VIN, city, country; lower-case, accent-free, written with normalizeSearchText), kept in
 * step with cars by triggers (drizzle/0003_car_search.sql). A narrow table: a broad search rechecks
 * its matches in a third of the pages the cars table would take.
 *
 * Every word of the query must match (AND), as a substring of search_text. A word of 4+ letters may
 * also match through the reference names it is a likely typo of (search-vocabulary.ts: "toyta" also
 * looks for "toyota", "abijan" for "abidjan"); years, VIN parts and short words match exactly.
 * Every condition is a LIKE answered by the GIN trigram index car_search_trgm_idx.
 * Ranking: the whole query as typed first, then the number of words found as typed, then newest id.
 * A rank key that is the same for every match (one word; no word with a correction) is left out.
 * An optional filter (getAllCar's filter string, issue 22) narrows the matches to the cars it finds:
 * searchPlan is the one place a search meets a filter (carSearchText and getCarCount both use it).
 * An optional list sort (SPEC.md §9's codes other than 0, issue 22) replaces the ranking: the matches
 * are then paged in getAllCar's ORDER BY (carListOrder), so "price low to high" means the same with a
 * search as without one.
 */
import { and, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { buildFilterString, SORT, type CarFilter, type SortCode } from '../../lib/filter-string.ts';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, carSearch, cars } from '../db/schema.ts';
import { listColumns } from './car-columns.ts';
import { carListOrder, carListWhere } from './car-list.query.ts';
import { corrections, type Vocabulary } from './search-vocabulary.ts';
import { readCars } from './car-rows.ts';

/** Words beyond this many are ignored: each adds an index condition. */
export const MAX_SEARCH_WORDS = 6;

export interface CarSearchQuery {
  /** Already normalized with normalizeSearchText (only letters, digits and single spaces). */
  text: string;
  take: number;
  skip: number;
  userId: number | null;
  /** Only the cars this filter finds too (none: every match). */
  filter?: CarFilter | null;
  /** A list sort instead of the ranking (none, or SORT.none: best match first, as before). */
  sort?: SortCode;
}

/** A filter that narrows something, or null (none, or one that finds every car). */
export function narrowingFilter(filter: CarFilter | null | undefined): CarFilter | null {
  return filter && buildFilterString(filter) !== '' ? filter : null;
}

// Normalized text holds no % or _, so `%word%` is a literal LIKE pattern.
const containsIn = (column: AnyColumn) => (word: string) => sql`${column} like ${`%${word}%`}`;

/** The words of a normalized query, deduplicated and capped. */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * WHERE over car_search of a normalized query, given the vocabulary to correct typos against, and its
 * ranking as a function of the columns it ranks on (car_search's for the page, cars' to keep that order
 * when the page's cars are read). With a filter, the WHERE also asks that the car be among the cars the
 * filter finds (getAllCar's carListWhere, a semi-join on cars); without one it is exactly the search's.
 */
export function searchPlan(
  text: string,
  vocabulary: Vocabulary,
  filter: CarFilter | null = null,
): { where: SQL; order: (searchText: AnyColumn, id: AnyColumn) => SQL[] } {
  const words = searchWords(text);
  const contains = containsIn(carSearch.searchText);
  const alternatives = words.map((word) => corrections(word, vocabulary));
  const matches = words.map((word, i) => or(contains(word), ...(alternatives[i] ?? []).map(contains)) as SQL);
  const corrected = alternatives.some((list) => list.length > 0);
  const narrowing = narrowingFilter(filter);
  if (narrowing) {
    matches.push(sql`${carSearch.carId} in (select ${cars.id} from ${cars} where ${carListWhere(narrowing)})`);
  }
  return {
    where: and(...matches) as SQL,
    order: (searchText, id) => {
      const has = containsIn(searchText);
      const typed = sql.join(
        words.map((word) => sql`(${has(word)})::int`),
        sql` + `,
      );
      return [...(words.length > 1 ? [desc(has(text))] : []), ...(corrected ? [desc(sql`${typed}`)] : []), desc(id)];
    },
  };
}

/** How many of a search's best matches a ranking keeps: the pages people read (take is at most 100). */
export const RANKED_DEPTH = 200;

/** The ids of a search's first RANKED_DEPTH matches, best first, and the number of matches. */
export interface SearchRanking {
  rowCount: number;
  ids: number[];
}

/**
 * A search's ranking: the same for every caller (IsLiked, prices and pictures are read later), so it can
 * be kept a moment and shared (list-cache.ts, deps.searchRankingCache). Ranking reads every match anyway,
 * so the count rides along as a window over the same scan (one trigram scan, not two).
 */
export async function rankSearch(
  db: Db,
  text: string,
  vocabulary: Vocabulary,
  filter: CarFilter | null = null,
): Promise<SearchRanking> {
  const { where, order } = searchPlan(text, vocabulary, filter);
  const rows = await db
    .select({ id: carSearch.carId, total: sql<string>`count(*) over ()` })
    .from(carSearch)
    .where(where)
    .orderBy(...order(carSearch.searchText, carSearch.carId))
    .limit(RANKED_DEPTH);
  return { rowCount: rows[0] ? Number(rows[0].total) : 0, ids: rows.map((row) => row.id) };
}

/**
 * One page of matching list items, best first, and the number of matches. A page within the first
 * RANKED_DEPTH matches is cut from the ranking (`ranking()`, which the caller may answer from its cache)
 * and its cars read fresh; a deeper page ranks and counts on its own.
 */
export async function searchCars(
  db: Db,
  query: CarSearchQuery,
  vocabulary: Vocabulary,
  ranking: () => Promise<SearchRanking> = () => rankSearch(db, query.text, vocabulary, query.filter ?? null),
) {
  if (query.sort !== undefined && query.sort !== SORT.none) return sortedSearchPage(db, query, query.sort, vocabulary);
  if (query.skip + query.take <= RANKED_DEPTH) {
    const { rowCount, ids } = await ranking();
    return { rowCount, detail: await readCars(db, ids.slice(query.skip, query.skip + query.take), query.userId) };
  }
  const { where, order } = searchPlan(query.text, vocabulary, query.filter ?? null);
  const countMatches = async () => (await db.select({ n: count() }).from(carSearch).where(where))[0]?.n ?? 0;
  const page = db
    .select({ pageId: carSearch.carId, total: sql<string>`count(*) over ()`.as('total') })
    .from(carSearch)
    .where(where)
    .orderBy(...order(carSearch.searchText, carSearch.carId))
    .limit(query.take)
    .offset(query.skip)
    .as('page');
  const rows = await db
    .select({ item: listColumns(query.userId), total: page.total })
    .from(cars)
    .innerJoin(page, eq(page.pageId, cars.id))
    .orderBy(...order(cars.searchText, cars.id));
  const rowCount = rows[0] ? Number(rows[0].total) : await countMatches();
  return { rowCount, detail: rows.map((row) => row.item) };
}

/**
 * One page of a search's matches in a list sort: the cars whose id the search finds (a semi-join on
 * car_search), in getAllCar's ORDER BY, the count riding on the page's rows as a window over the matches.
 * Prices, likes and dates change, so the page is read fresh every time (no shared ranking).
 */
async function sortedSearchPage(db: Db, query: CarSearchQuery, sort: SortCode, vocabulary: Vocabulary) {
  const { where } = searchPlan(query.text, vocabulary, query.filter ?? null);
  const matching = and(
    eq(cars.status, CAR_STATUS.published),
    // OFFSET 0 keeps the matches a subquery of their own: PostgreSQL then finds them by the trigram
    // index and sorts only them (14 ms for 3,600 matches of 100k cars by EXPLAIN); without it, it walked
    // the whole list in price order probing each car's search text (119 ms), since the count over all
    // matches defeats the early stop the LIMIT promised.
    sql`${cars.id} in (select ${carSearch.carId} from ${carSearch} where ${where} offset 0)`,
  );
  const page = db
    .select({ pageId: cars.id, total: sql<string>`count(*) over ()`.as('total') })
    .from(cars)
    .where(matching)
    .orderBy(...carListOrder(sort))
    .limit(query.take)
    .offset(query.skip)
    .as('page');
  const rows = await db
    .select({ item: listColumns(query.userId), total: page.total })
    .from(cars)
    .innerJoin(page, eq(page.pageId, cars.id))
    .orderBy(...carListOrder(sort));
  if (rows[0]) return { rowCount: Number(rows[0].total), detail: rows.map((row) => row.item) };
  const [counted] = await db.select({ n: count() }).from(cars).where(matching);
  return { rowCount: counted?.n ?? 0, detail: [] };
}
