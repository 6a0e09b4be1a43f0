/**
 * Content-Security-Policy header for the built pages: the policy Astro wrote into the page's own
 * <meta http-equiv="content-security-policy"> (with the hashes of that page's inline scripts), plus the
 * directives only a header can carry. Header and meta therefore never contradict each other, and
 * scripts need no 'unsafe-inline'. Policies are cached per file and re-read when the file changes
 * (content rebuilds swap pages in place).
 */
import { stat, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { HEADER_ONLY_DIRECTIVES } from '../lib/security/content-security-policy.ts';

const META = /<meta\s+http-equiv=["']?content-security-policy["']?\s+content="([^"]*)"/i;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The policy of a page's meta tag, or null when it has none. */
export function metaPolicyOf(html: string): string | null {
  const match = META.exec(html);
  return match?.[1] ? decodeAttribute(match[1]).trim() : null;
}

/** Header value for a page whose meta policy is `policy`. */
export function headerPolicy(policy: string): string {
  const base = policy.replace(/;\s*$/, '');
  return `${base}; ${HEADER_ONLY_DIRECTIVES.join('; ')}`;
}

/** The file serveStatic answers for a URL path (directory index, then .html), kept inside root. */
function candidates(root: string, path: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return [];
  }
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return [];
  return [join(file, 'index.html'), `${file}.html`, file];
}

interface Cached {
  mtimeMs: number;
  policy: string | null;
}

/** Middleware: sets the CSP header of HTML responses from dist/ (the 404 page included). */
export function pageCspHeader(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const cache = new Map<string, Cached>();

  async function policyOf(file: string): Promise<string | null | undefined> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.policy;
    const policy = metaPolicyOf(await readFile(file, 'utf8'));
    if (cache.size > 5000) cache.clear();
    cache.set(file, { mtimeMs: info.mtimeMs, policy });
    return policy;
  }

  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.includes('text/html')) return;
    const files = c.res.status === 404 ? [join(root, '404.html')] : candidates(root, c.req.path);
    for (const file of files) {
      const policy = await policyOf(file);
      if (policy === undefined) continue;
      if (policy) c.res.headers.set('Content-Security-Policy', headerPolicy(policy));
      return;
    }
  };
}
