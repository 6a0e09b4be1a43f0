/**
 * Caps every API request body before it is read: a few KB for JSON calls, more only where a route needs
 * it (content pages, photo uploads). Hono's bodyLimit answers 413 from Content-Length at once, and counts
 * a chunked body as it streams, stopping at the cap instead of reading the rest. Routes may set a
 * stricter limit of their own with a more specific message; this one is the backstop for all of them.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings } from '../app/types.ts';
import { MAX_UPLOAD_BYTES } from '../media/photo-upload.ts';
import { refuse } from '../refusal.ts';

const KB = 1024;
/** Every JSON call of SPEC.md §7 fits in a few KB (the longest is a profile edit). */
export const DEFAULT_BODY_CAP = 16 * KB;
/** Content pages carry up to 200 K characters of HTML, up to 4 bytes each in UTF-8, in JSON. */
const CONTENT_BODY_CAP = 840 * KB;
/** One photo plus the multipart envelope around it. */
const UPLOAD_BODY_CAP = MAX_UPLOAD_BYTES + 64 * KB;

/** The largest body a path accepts, in bytes. */
export function bodyCapOf(path: string): number {
  if (path.startsWith('/api/admin/uploadphoto/')) return UPLOAD_BODY_CAP;
  if (path.startsWith('/api/admin/content/') || path.startsWith('/api/studio/')) return CONTENT_BODY_CAP;
  return DEFAULT_BODY_CAP;
}

const limiters = new Map<number, MiddlewareHandler<AppBindings>>();

function limiterOf(maxSize: number): MiddlewareHandler<AppBindings> {
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = bodyLimit({ maxSize, onError: () => refuse(413, 'bodyTooLarge', { max: Math.floor(maxSize / KB) }) });
    limiters.set(maxSize, limiter);
  }
  return limiter;
}

/** The cap of the request's path on every request that may carry a body. */
export const bodyCap: MiddlewareHandler<AppBindings> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  return limiterOf(bodyCapOf(c.req.path))(c, next);
};
