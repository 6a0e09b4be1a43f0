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

/** The calls that take one photo: the profile photo (SPEC.md §7) and an importer's car photo. */
const UPLOAD_PATHS = ['/api/admin/uploadphoto/', '/api/importer/uploadCarPhoto'];

/** The largest body a path accepts, in bytes. */
export function bodyCapOf(path: string): number {
  if (UPLOAD_PATHS.some((prefix) => path.startsWith(prefix))) return UPLOAD_BODY_CAP;
  if (path.startsWith('/api/admin/content/') || path.startsWith('/api/studio/')) return CONTENT_BODY_CAP;
  return DEFAULT_BODY_CAP;
}

const limiters = new Map<number, MiddlewareHandler<AppBindings>>();

/** A photo call says what its own limit says (5 MB per photo); any other call names the cap in KB. */
const tooLarge = (maxSize: number) =>
  maxSize === UPLOAD_BODY_CAP
    ? refuse(413, 'photoTooBig')
    : refuse(413, 'bodyTooLarge', { max: Math.floor(maxSize / KB) });

function limiterOf(maxSize: number): MiddlewareHandler<AppBindings> {
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = bodyLimit({ maxSize, onError: () => tooLarge(maxSize) });
    limiters.set(maxSize, limiter);
  }
  return limiter;
}

/**
 * The cap of the request's path on every request that may carry a body. A body of known length (not
 * chunked) is judged by its Content-Length here, as bodyLimit would, without asking for the request's
 * body: bodyLimit's first look at `c.req.raw.body` makes the node adapter build a whole web Request and a
 * stream over the socket for it, and the JSON is then read through that stream instead of straight from
 * the socket (issue 25, docs/benchmarks.md). A chunked body goes to bodyLimit, which counts it as it comes.
 */
export const bodyCap: MiddlewareHandler<AppBindings> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const maxSize = bodyCapOf(c.req.path);
  const headers = c.req.raw.headers;
  if (headers.has('content-length') && !headers.has('transfer-encoding')) {
    if (parseInt(headers.get('content-length') || '0', 10) > maxSize) tooLarge(maxSize);
    return next();
  }
  return limiterOf(maxSize)(c, next);
};
