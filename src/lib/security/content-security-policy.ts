/**
 * The pages' Content-Security-Policy, one definition for both deliveries:
 * - astro.config.mjs passes it to Astro's `security.csp`, which writes it into each page's
 *   <meta http-equiv="content-security-policy"> with the sha256 hashes of that page's own inline scripts;
 * - the Node server copies a page's meta policy into the HTTP header (src/server/page-csp.ts) and adds
 *   what a meta tag cannot carry (frame-ancestors).
 * Scripts: 'self' + hashes, never 'unsafe-inline'. Styles allow inline: React's and Leaflet's style
 * attributes and react-hot-toast's injected rules need it, and style injection cannot run code.
 */
import type { AstroUserConfig } from 'astro';

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

/** Every other directive a meta tag can carry. */
export const PAGE_DIRECTIVES: CspDirective[] = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  'frame-src https://www.google.com https://*.firebaseapp.com',
  "worker-src 'self' blob:",
];

/** Directives only an HTTP header can deliver. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** Astro's `security.csp` option. */
export const astroCsp: CspOption = {
  algorithm: 'SHA-256',
  directives: PAGE_DIRECTIVES,
  scriptDirective: { resources: SCRIPT_SOURCES },
  styleDirective: { resources: STYLE_SOURCES },
};
