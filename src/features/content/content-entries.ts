/**
 * Build-time access to the editorial collections (src/content.config.ts) for one language.
 * When a translation is missing, the English entry is used and marked with its language,
 * so a page is never empty (tests/unit/features/content/content-schemas.test.ts makes sure translations exist).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Lang } from '../../lib/i18n/langs.ts';
import { entryId, entryLang, entrySlug } from './content-ids.ts';
import { ABOUT_TABS } from './content-schemas.ts';

export type BlogPost = CollectionEntry<'blog'>;

/** The three about tabs in display order (goals, work, passion). */
export async function aboutTabs(lang: Lang): Promise<CollectionEntry<'about'>[]> {
  const tabs = await Promise.all(
    ABOUT_TABS.map(
      async (tab) => (await getEntry('about', entryId(lang, tab))) ?? getEntry('about', entryId('en', tab)),
    ),
  );
  return tabs.filter((entry): entry is CollectionEntry<'about'> => entry !== undefined);
}

/** Articles of a language, newest first (English ones stand in for missing translations). */
export async function blogPosts(lang: Lang): Promise<BlogPost[]> {
  const all = await getCollection('blog');
  const bySlug = new Map<string, BlogPost>();
  for (const post of all) {
    const slug = entrySlug(post.id);
    const postLang = entryLang(post.id);
    if (postLang === lang || (postLang === 'en' && !bySlug.has(slug))) bySlug.set(slug, post);
  }
  return [...bySlug.values()].sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** One language's FAQ, team or testimonials page. */
export async function pageEntry<C extends 'faq' | 'team' | 'testimonials'>(
  collection: C,
  lang: Lang,
): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, lang)) ?? (await getEntry(collection, 'en'));
  if (!entry) throw new Error(`src/content/${collection}/en.md is missing`);
  return entry as CollectionEntry<C>;
}

/** The language an entry is written in (differs from the page's when it stands in for a missing translation). */
export function languageOf(entry: { data: { lang: string } }): string {
  return entry.data.lang === 'sp' ? 'es' : entry.data.lang;
}

export { entrySlug };
