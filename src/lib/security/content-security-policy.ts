/**
 * The pages' Content-Security-Policy, one definition for both deliveries:
 * - astro.config.mjs passes it to Astro's `security.csp`, which writes it into each page's
 *   <meta http-equiv="content-security-policy"> with the sha256 hashes of that page's own inline scripts;
 * - the Node server copies a page's meta policy into the HTTP header (src/server/page-csp.ts) and adds
 *   what a meta tag cannot carry (frame-ancestors).
 * Images and calls may go only to the configured origins (API, media, map tiles, geocoder, Firebase when
 * used), never to any https address (issue 20).
 * Scripts: 'self' + hashes, never 'unsafe-inline'. Styles allow inline: React's and Leaflet's style
 * attributes and react-hot-toast's injected rules need it, and style injection cannot run code.
 */
import type { AstroUserConfig } from 'astro';
import type { PublicConfig } from '../config.ts';

type CspOption = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspOption['directives']>[number];

/** Script sources besides the per-page hashes (Firebase phone auth and its reCAPTCHA, loaded only when configured). */
export const SCRIPT_SOURCES = [
  "'self'",
  'https://www.gstatic.com',
  'https://www.google.com',
  'https://apis.google.com',
];

export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/** Where Firebase phone sign-in and its reCAPTCHA call and load pictures from. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
  'https://www.google.com',
];
const FIREBASE_IMAGES = ['https://www.gstatic.com', 'https://www.google.com'];

/**
 * The origin a setting's URL loads from; null for a path or '' (the site's own). A tile template's
 * `{s}` subdomain becomes a wildcard.
 * @example originOf('https://{s}.tile.example.org/{z}/{x}/{y}.png') // 'https://*.tile.example.org'
 */
export function originOf(url: string | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!/^https?:\/\//i.test(value)) return null;
  const wild = value.includes('{s}');
  const parsed = new URL(value.replace(/\{s\}/g, 'sub').replace(/\{[zxyr]\}/g, '0'));
  return wild ? `${parsed.protocol}//${parsed.host.replace(/^sub\./, '*.')}` : parsed.origin;
}

/** What a page loads besides its own origin. */
export interface PageSources {
  config: PublicConfig;
  /** The server's MEDIA_BASE_URL (photos in a bucket: /media/ addresses are redirected there). */
  serverMediaBase?: string | undefined;
  /** More picture origins (PUBLIC_IMAGE_ORIGINS: pictures stored as full URLs on other hosts). */
  imageOrigins?: readonly string[];
}

const list = (...parts: (string | null | undefined)[]) => [...new Set(parts.filter((p): p is string => !!p))].join(' ');

/** Every other directive a meta tag can carry, naming the configured origins. */
export function pageDirectives(sources: PageSources): CspDirective[] {
  const { config } = sources;
  const firebase = config.phoneAuthProvider === 'firebase';
  const api = originOf(config.apiBase);
  const media = [originOf(config.mediaBaseUrl), originOf(sources.serverMediaBase)];
  const images = list(
    "'self' data: blob:",
    api,
    ...media,
    originOf(config.mapTileUrl),
    ...(sources.imageOrigins ?? []).map(originOf),
    ...(firebase ? FIREBASE_IMAGES : []),
  );
  const connect = list("'self'", api, originOf(config.geocoderUrl), ...(firebase ? FIREBASE_CONNECT : []));
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    `img-src ${images}`,
    `media-src ${list("'self' blob:", ...media)}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    'frame-src https://www.google.com https://*.firebaseapp.com',
    "worker-src 'self' blob:",
  ] as CspDirective[];
}

/** Directives only an HTTP header can deliver. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** Astro's `security.csp` option for a build with these settings. */
export function astroCsp(sources: PageSources): CspOption {
  return {
    algorithm: 'SHA-256',
    directives: pageDirectives(sources),
    scriptDirective: { resources: SCRIPT_SOURCES },
    styleDirective: { resources: STYLE_SOURCES },
  };
}
