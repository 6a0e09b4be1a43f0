/**
 * Build-time reads of the server's content (terms, privacy, contact strings) from a running API:
 * API_ORIGIN (the start script builds while the server is up). Each returns null when the API cannot
 * be reached or answers with an error, and the page then says the content is unavailable.
 */
import { apiCall } from '../api/client.ts';
import { CATALOG_PATHS, MASTER_PAIRS } from '../api-contract/paths.ts';
import type { ContactStrings } from '../api-contract/masters.ts';
import type { PageData } from '../api-contract/content.ts';
import type { Lang } from '../i18n/langs.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

export type ContentSlug = 'TermAndCondition' | 'PrivacyPolicy';

const TIMEOUT_MS = 10_000;

function apiOrigin(): string | null {
  const origin = process.env.API_ORIGIN?.trim();
  return origin ? origin.replace(/\/+$/, '') : null;
}

async function read<T>(path: string): Promise<T | null> {
  const origin = apiOrigin();
  if (!origin) return null;
  try {
    const { data } = await apiCall<T>(`${origin}${path}`, { token: null, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return data;
  } catch (error) {
    console.warn(`[content] ${path}: ${(error as Error).message}`);
    return null;
  }
}

/** The sanitised HTML of a content page in one language, or null. */
export async function fetchPageHtml(slug: ContentSlug, lang: Lang): Promise<string | null> {
  const data = await read<PageData>(`${CATALOG_PATHS.getPage(slug)}?lang=${lang}`);
  return typeof data?.pdata === 'string' ? sanitizeRichText(data.pdata) : null;
}

/** The contact strings of getMasters 0/160 (String2 phone, String3 e-mail, String4 address), or null. */
export async function fetchContactStrings(): Promise<ContactStrings | null> {
  const [a, b] = MASTER_PAIRS.contact;
  const data = await read<{ userDetail: ContactStrings[] }>(CATALOG_PATHS.getMasters(a, b));
  const first = data?.userDetail?.[0];
  return first && typeof first.String2 === 'string' ? first : null;
}
