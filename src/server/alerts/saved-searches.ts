/**
 * A buyer's saved car-list searches (issue 23): list, save, rename, pause/resume, delete. Every call
 * is scoped to its owner: another user's search is "not found", never shown or changed.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Db } from '../db/client.ts';
import { alertSettings, savedSearches } from '../db/schema.ts';
import { refuse } from '../refusal.ts';

/** Saved searches a buyer may keep. */
export const SAVED_SEARCH_LIMIT = 20;

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface NewSavedSearch {
  name: string;
  searchText: string;
  filterString: string;
  sort: number;
  listQuery: string;
  lang: Lang;
}

/** The buyer's searches, oldest first (the order they were saved). */
export function listSavedSearches(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
}

/** Remembers the language alerts are written in (the page the buyer last used for them). */
export async function rememberAlertLang(db: Db, userId: number, lang: Lang): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, lang })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { lang, updatedAt: new Date() } });
}

/**
 * Saves a search; the same search saved again answers the one already kept (`created` false).
 * Refuses (409) a buyer who has SAVED_SEARCH_LIMIT already.
 */
export async function saveSearch(
  db: Db,
  userId: number,
  search: NewSavedSearch,
): Promise<{ row: SavedSearchRow; created: boolean }> {
  const same = and(
    eq(savedSearches.userId, userId),
    eq(savedSearches.searchText, search.searchText),
    eq(savedSearches.filterString, search.filterString),
    eq(savedSearches.sort, search.sort),
  );
  const [existing] = await db.select().from(savedSearches).where(same);
  if (existing) return { row: existing, created: false };
  const [kept] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  if ((kept?.n ?? 0) >= SAVED_SEARCH_LIMIT) refuse(409, 'savedSearchLimit', { max: SAVED_SEARCH_LIMIT });
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, ...search })
    .onConflictDoNothing()
    .returning();
  await rememberAlertLang(db, userId, search.lang);
  if (row) return { row, created: true };
  // Saved by a concurrent call a moment ago.
  const [again] = await db.select().from(savedSearches).where(same);
  if (!again) throw new Error('saved search vanished');
  return { row: again, created: false };
}

/** Renames, pauses or resumes the buyer's search; 404 when it is not theirs. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  change: { name?: string | undefined; paused?: boolean | undefined },
  now: Date,
): Promise<SavedSearchRow> {
  const set: Partial<typeof savedSearches.$inferInsert> = { updatedAt: now };
  if (change.name !== undefined) set.name = change.name;
  if (change.paused !== undefined) set.pausedAt = change.paused ? now : null;
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) refuse(404, 'savedSearchNotFound');
  return row;
}

/** Deletes the buyer's search (its pending matches go with it); 404 when it is not theirs. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) refuse(404, 'savedSearchNotFound');
}
