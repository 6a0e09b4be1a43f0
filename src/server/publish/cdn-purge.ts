/**
 * The CDN purge after a publish: POST {"paths": ["/fr/terms_condition", …]} to CDN_PURGE_URL (with
 * CDN_PURGE_TOKEN as a bearer token). A failure throws, so the publish job is retried: pages published
 * without a purge would stay stale at the edge.
 */
import type { Env } from '../env.ts';

/** The site path of a built page, e.g. 'fr/terms_condition/index.html' → '/fr/terms_condition'. */
export function sitePathOf(page: string): string {
  const parts = page.split(/[\\/]/).filter(Boolean);
  if (parts[parts.length - 1] === 'index.html') parts.pop();
  return `/${parts.join('/')}`;
}

export async function purgeCdn(env: Env, pages: readonly string[]): Promise<void> {
  if (!env.CDN_PURGE_URL || pages.length === 0) return;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (env.CDN_PURGE_TOKEN) headers.authorization = `Bearer ${env.CDN_PURGE_TOKEN}`;
  const response = await fetch(env.CDN_PURGE_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ paths: pages.map(sitePathOf) }),
    signal: AbortSignal.timeout(env.CDN_PURGE_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`CDN purge failed: ${env.CDN_PURGE_URL} answered ${response.status}`);
}
