import type { Lang } from './langs.ts';

const LANG_SEGMENT = /^\/(en|fr|sp|es)(?=\/|$)/;

/**
 * Swaps the language segment of a URL, keeping the rest of the path, the query and the hash.
 * Accepts an absolute URL or a path; returns the same kind. A path without a language segment
 * gets one in front.
 * @example localizedUrl('/en/car_list?page=2', 'fr') // '/fr/car_list?page=2'
 * @example localizedUrl('https://x.test/es/faq#q1', 'en') // 'https://x.test/en/faq#q1'
 */
export function localizedUrl(url: string, lang: Lang): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const parsed = new URL(url, 'http://placeholder.invalid');
  const path = parsed.pathname;
  const swapped = LANG_SEGMENT.test(path)
    ? path.replace(LANG_SEGMENT, `/${lang}`)
    : `/${lang}${path === '/' ? '/home' : path}`;
  const rest = `${swapped}${parsed.search}${parsed.hash}`;
  return absolute ? `${parsed.origin}${rest}` : rest;
}
