/**
 * The routes of SPEC.md §2, their page paths and the getStaticPaths helper every page uses.
 * Client-safe except `langStaticPaths`, which only runs at build time.
 */
import { LANGS, isLang, type Lang } from '../i18n/langs.ts';

export const ROUTES = [
  'home',
  'login',
  'sign_up',
  'forgot_password',
  'car_list',
  'carDetail',
  'contact_us',
  'about_us',
  'blog',
  'blog_detail',
  'team',
  'testimonials',
  'faq',
  'terms_condition',
  'privacy_policy',
  'my_account',
  'change_password',
  'wish_list',
  'dealer_car_list',
  'dealer_account',
  'studio',
  'my_cars',
  'alert_stop',
] as const;
export type Route = (typeof ROUTES)[number];

/** Pages that need a token: without one they open the login-required dialog (SPEC.md §4). */
export const PROTECTED_ROUTES: readonly Route[] = [
  'my_account',
  'change_password',
  'wish_list',
  'dealer_account',
  'studio',
  'my_cars',
];

/**
 * The admin link of the footer: an absolute URL as configured, or a path resolved per language
 * ('/studio' → '/fr/studio'; a path under /api/ or with a language segment is kept).
 * @example adminHref('/studio', 'fr') // '/fr/studio'
 */
export function adminHref(configured: string, lang: Lang): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(configured) || configured.startsWith('//')) return configured;
  const path = configured.startsWith('/') ? configured : `/${configured}`;
  if (/^\/(api|media|en|fr|sp)(\/|$)/.test(path)) return path;
  return `/${lang}${path}`;
}

/**
 * The path of a route in a language, with an optional query.
 * @example routePath('fr', 'carDetail', { id: 12 }) // '/fr/carDetail?id=12'
 */
export function routePath(lang: Lang, route: Route, query?: Record<string, string | number>): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return `/${lang}/${route}${search}`;
}

/**
 * Routes to build, from SITE_ONLY_ROUTES (comma-separated; unset = all). Content rebuilds set it
 * so that `astro build` renders only the pages that show the changed content.
 */
export function routesToBuild(env: Record<string, string | undefined> = process.env): Set<string> | null {
  const only = env.SITE_ONLY_ROUTES?.trim();
  return only ? new Set(only.split(',').map((r) => r.trim())) : null;
}

/**
 * getStaticPaths for /[lang]/<route>: one page per language (none when a content rebuild excludes the route).
 * @example export const getStaticPaths = () => langStaticPaths('faq');
 */
export function langStaticPaths(route: Route | 'index'): { params: { lang: Lang } }[] {
  const only = routesToBuild();
  if (only && !only.has(route)) return [];
  return LANGS.map((lang) => ({ params: { lang } }));
}

/**
 * The page's language from its [lang] param (always one of LANGS: getStaticPaths made it).
 * @example const lang = langParam(Astro.params.lang);
 */
export function langParam(value: string | undefined): Lang {
  if (!isLang(value)) throw new Error(`Unknown language segment: ${value}`);
  return value;
}
