/**
 * Content pages (per language) as getPage reads them; editors write them by publishing
 * (studio-versions.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPages, type Lang, type PageSlug } from '../db/schema.ts';

/** The page's HTML in `lang`, else in English; null when neither exists. */
export async function findPageHtml(db: Db, slug: PageSlug, lang: Lang): Promise<string | null> {
  const rows = await db
    .select({ lang: contentPages.lang, html: contentPages.html })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.lang, [lang, 'en'])));
  return (rows.find((row) => row.lang === lang) ?? rows.find((row) => row.lang === 'en'))?.html ?? null;
}
