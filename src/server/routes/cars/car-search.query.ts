/**
 * carSearchText over cars.search_text (maker, model, body type, year, VIN, city, country; lower-case,
 * accent-free, written with normalizeSearchText).
 *
 * Every word of the query must match (AND), as a substring of search_text. A word of 4+ letters may
 * also match through the reference names it is a likely typo of (search-vocabulary.ts: "toyta" also
 * looks for "toyota", "abijan" for "abidjan"); years, VIN parts and short words match exactly.
 * Every condition is a LIKE answered by the GIN trigram index cars_search_trgm_idx.
 * Ranking: the whole query as typed first, then the number of words found as typed, then newest id.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CAR_STATUS, cars } from '../../db/schema.ts';
import { listColumns } from './car-columns.ts';
import { corrections } from './search-vocabulary.ts';

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
const contains = (word: string) => sql`${cars.searchText} like ${`%${word}%`}`;

/** The words of a normalized query, deduplicated and capped. */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** WHERE and ORDER BY of a normalized query, given the vocabulary to correct typos against. */
export function searchPlan(text: string, vocabulary: Iterable<string>): { where: SQL; order: SQL[] } {
  const words = searchWords(text);
  const matches = words.map((word) => or(contains(word), ...corrections(word, vocabulary).map(contains)) as SQL);
  const typed = sql.join(
    words.map((word) => sql`(${contains(word)})::int`),
    sql` + `,
  );
  return {
    where: and(eq(cars.status, CAR_STATUS.published), ...matches) as SQL,
    order: [desc(contains(text)), desc(sql`${typed}`), desc(cars.id)],
  };
}

/**
 * One page of matching list items, best first, and the number of matches. Ranking reads every match
 * anyway, so the count rides along as a window over the same scan (one trigram scan, not two); only
 * a page past the end, which has no row to carry it, counts separately.
 */
export async function searchCars(db: Db, query: CarSearchQuery, vocabulary: Iterable<string>) {
  const { where, order } = searchPlan(query.text, vocabulary);
  const countMatches = async () => (await db.select({ n: count() }).from(cars).where(where))[0]?.n ?? 0;
  if (query.take === 0) return { rowCount: await countMatches(), detail: [] };
  const page = db
    .select({ pageId: cars.id, total: sql<string>`count(*) over ()`.as('total') })
    .from(cars)
    .where(where)
    .orderBy(...order)
    .limit(query.take)
    .offset(query.skip)
    .as('page');
  const rows = await db
    .select({ item: listColumns(query.userId), total: page.total })
    .from(cars)
    .innerJoin(page, eq(page.pageId, cars.id))
    .orderBy(...order);
  const rowCount = rows[0] ? Number(rows[0].total) : query.skip === 0 ? 0 : await countMatches();
  return { rowCount, detail: rows.map((row) => row.item) };
}
