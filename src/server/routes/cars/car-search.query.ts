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
 */
import { and, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carSearch, cars } from '../../db/schema.ts';
import { listColumns } from './car-columns.ts';
import { corrections, type Vocabulary } from './search-vocabulary.ts';

/** Words beyond this many are ignored: each adds an index condition. */
export const MAX_SEARCH_WORDS = 6;

export interface CarSearchQuery {
  /** Already normalized with normalizeSearchText (only letters, digits and single spaces). */
  text: string;
  take: number;
  skip: number;
  userId: number | null;
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
 * when the page's cars are read).
 */
export function searchPlan(
  text: string,
  vocabulary: Vocabulary,
): { where: SQL; order: (searchText: AnyColumn, id: AnyColumn) => SQL[] } {
  const words = searchWords(text);
  const contains = containsIn(carSearch.searchText);
  const alternatives = words.map((word) => corrections(word, vocabulary));
  const matches = words.map((word, i) => or(contains(word), ...(alternatives[i] ?? []).map(contains)) as SQL);
  const corrected = alternatives.some((list) => list.length > 0);
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

/**
 * One page of matching list items, best first, and the number of matches. Ranking reads every match
 * anyway, so the count rides along as a window over the same scan (one trigram scan, not two); only
 * a page past the end, which has no row to carry it, counts separately.
 */
export async function searchCars(db: Db, query: CarSearchQuery, vocabulary: Vocabulary) {
  const { where, order } = searchPlan(query.text, vocabulary);
  const countMatches = async () => (await db.select({ n: count() }).from(carSearch).where(where))[0]?.n ?? 0;
  if (query.take === 0) return { rowCount: await countMatches(), detail: [] };
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
  const rowCount = rows[0] ? Number(rows[0].total) : query.skip === 0 ? 0 : await countMatches();
  return { rowCount, detail: rows.map((row) => row.item) };
}
