/**
 * Build-time reads of the server's content (terms, privacy, contact strings) from a running API:
 * API_ORIGIN (the start script builds while the server is up), through the site's own typed calls
 * (lib/api/catalog.ts, lib/api/masters.ts). Each returns null when the API cannot be reached or answers
 * with an error, and the page then says the content is unavailable.
 */
import type { ContactStrings } from '../api/api-types.ts';
import { atBuildTime } from '../api/build-time.ts';
import { getPage } from '../api/catalog.ts';
import { getMasters } from '../api/masters.ts';
import type { Lang } from '../i18n/langs.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

export type ContentSlug = 'TermAndCondition' | 'PrivacyPolicy';

/** The sanitised HTML of a content page in one language, or null. */
export async function fetchPageHtml(slug: ContentSlug, lang: Lang): Promise<string | null> {
  const html = await atBuildTime(`content ${slug} ${lang}`, (options) => getPage(slug, lang, options));
  return typeof html === 'string' ? sanitizeRichText(html) : null;
}

/** The contact strings of getMasters 0/160 (String2 phone, String3 e-mail, String4 address), or null. */
export async function fetchContactStrings(): Promise<ContactStrings | null> {
  const list = await atBuildTime('content contact', (options) => getMasters('contact', undefined, options));
  const first = list?.[0];
  return first && typeof first.String2 === 'string' ? first : null;
}
