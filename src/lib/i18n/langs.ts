/**
 * The site's languages (SPEC.md §1): en, fr, sp. 'es' is accepted as another spelling of 'sp'.
 * Client-safe: no translations are imported here.
 */

export const LANGS = ['en', 'fr', 'sp'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** True for 'en', 'fr' and 'sp'. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Maps a URL segment or stored value to a site language: 'es' → 'sp', unknown → undefined. */
export function toLang(value: string | null | undefined): Lang | undefined {
  if (value === 'es') return 'sp';
  return isLang(value) ? value : undefined;
}

/** BCP 47 tag for html lang and hreflang: the site's 'sp' is Spanish, 'es'. */
export function htmlLang(lang: Lang): string {
  return lang === 'sp' ? 'es' : lang;
}

/** Locale used by Intl for numbers, prices and dates of each language. */
export function intlLocale(lang: Lang): string {
  return { en: 'en-GB', fr: 'fr-FR', sp: 'es-ES' }[lang];
}
