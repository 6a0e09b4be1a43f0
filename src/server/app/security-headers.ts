/**
 * Security headers on every response: API, static pages, media and errors alike.
 * Script policy: 'self' plus the hashes Astro puts in each page's CSP meta tag;
 * this header adds what a meta tag cannot carry (frame-ancestors) and the rest of the policy.
 */
import type { MiddlewareHandler } from 'hono';

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' https://www.gstatic.com https://www.google.com https://apis.google.com",
  'frame-src https://www.google.com https://*.firebaseapp.com',
  "worker-src 'self' blob:",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CSP);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (c.req.url.startsWith('https:')) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};
