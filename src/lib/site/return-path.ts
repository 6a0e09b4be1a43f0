/**
 * Where the login page sends a visitor back (docs/decisions.md, "Back to the page after login"): the
 * login-required dialog sends them to /{lang}/login?next=<the page>, and a successful login goes to
 * that page only when it is one of ours; anything else goes to /home.
 *
 *   openLoginRequired()  → loginPathFor('fr', location)            // '/fr/login?next=%2Ffr%2FcarDetail%3Fid%3D12'
 *   login succeeded      → safeReturnPath(next, location.origin)   // '/fr/carDetail?id=12', or null → /home
 */
import { isLang, type Lang } from '../i18n/langs.ts';
import { ROUTES, routePath, type Route } from './routes.ts';

/** The login page's query parameter naming the page to return to. */
export const RETURN_PARAM = 'next';

/** Pages a login never returns to: they lead to a login again. */
const NO_RETURN: readonly Route[] = ['login', 'sign_up', 'forgot_password'];

/** A language-prefixed page of the site: /{lang}/{route}. */
const PAGE_PATH = /^\/([a-z]{2})\/([A-Za-z_]+)$/;

/**
 * The path (with query and hash) to return to, or null when `candidate` is not a same-origin page of
 * the site: it must start with a single '/' (not '//' or '/\'), carry no backslash or control
 * character, resolve on `origin`, and name a language and a route of the site other than the login pages.
 * @example safeReturnPath('/fr/carDetail?id=12', 'https://autoimport.example') // '/fr/carDetail?id=12'
 * @example safeReturnPath('//evil.example/en/home', 'https://autoimport.example') // null
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // A backslash is a '/' to browsers ('/\evil.example' leaves the site); control characters hide one.
  if (candidate.includes('\\') || hasControlCharacter(candidate)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const [, lang, route] = PAGE_PATH.exec(url.pathname) ?? [];
  if (!isLang(lang) || !isSiteRoute(route) || NO_RETURN.includes(route)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isSiteRoute(value: string | undefined): value is Route {
  return (ROUTES as readonly string[]).includes(value ?? '');
}

/**
 * The login page that returns to `here` afterwards (the plain login page when `here` is not a page to return to).
 * @example loginPathFor('en', { pathname: '/en/carDetail', search: '?id=12' }) // '/en/login?next=%2Fen%2FcarDetail%3Fid%3D12'
 */
export function loginPathFor(lang: Lang, here: { pathname: string; search: string; origin?: string }): string {
  const origin = here.origin ?? 'http://site.invalid';
  const back = safeReturnPath(`${here.pathname}${here.search}`, origin);
  return back ? routePath(lang, 'login', { [RETURN_PARAM]: back }) : routePath(lang, 'login');
}
