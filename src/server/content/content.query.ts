/**
 * Content pages (per language) and the contact strings: read by everyone, written by editors.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactInfo, contentPages, type Lang, type PageSlug } from '../db/schema.ts';

/** The page's HTML in `lang`, else in English; null when neither exists. */
export async function findPageHtml(db: Db, slug: PageSlug, lang: Lang): Promise<string | null> {
  const rows = await db
    .select({ lang: contentPages.lang, html: contentPages.html })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.lang, [lang, 'en'])));
  return (rows.find((row) => row.lang === lang) ?? rows.find((row) => row.lang === 'en'))?.html ?? null;
}

export async function savePageHtml(db: Db, slug: PageSlug, lang: Lang, html: string): Promise<void> {
  await db
    .insert(contentPages)
    .values({ slug, lang, html })
    .onConflictDoUpdate({ target: [contentPages.slug, contentPages.lang], set: { html, updatedAt: sql`now()` } });
}

export interface ContactValues {
  phone: string;
  email: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** Writes the one contact row (id 1). */
export async function saveContact(db: Db, values: ContactValues): Promise<void> {
  await db
    .insert(contactInfo)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: contactInfo.id, set: { ...values, updatedAt: sql`now()` } });
}
