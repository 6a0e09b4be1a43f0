/**
 * A stand-in for the publish job's Astro rebuild: like the real one, it writes into a scratch folder
 * one new hashed asset and, for each route, a page in every language whose body is the content the
 * server's API answers now, and leaves the folder for the publish target.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RebuildResult } from '../../src/server/rebuild/rebuild-pages.ts';

const SLUG_OF_ROUTE: Record<string, string> = { terms_condition: 'TermAndCondition', privacy_policy: 'PrivacyPolicy' };
const LANGS = ['en', 'fr', 'sp'] as const;
let builds = 0;

/** The page the fake writes, so tests can read its body back. */
export function fakePageHtml(asset: string, body: string): string {
  return `<!doctype html><html><head><script type="module" src="/${asset}"></script></head><body>${body}</body></html>`;
}

export async function fakeSiteBuild(apiOrigin: string, routes: readonly string[]): Promise<RebuildResult> {
  builds += 1;
  const dir = await mkdtemp(join(tmpdir(), 'fake-build-'));
  const asset = `_astro/page.${process.pid}${builds}.js`;
  await mkdir(join(dir, '_astro'), { recursive: true });
  await writeFile(join(dir, asset), `console.log(${builds});`);
  const pages: string[] = [];
  for (const route of routes) {
    for (const lang of LANGS) {
      const slug = SLUG_OF_ROUTE[route];
      let body = route;
      if (slug) {
        const res = await fetch(`${apiOrigin}/api/open/getPage/${slug}?lang=${lang}`);
        body = ((await res.json()) as { data: { pdata: string } | null }).data?.pdata ?? '';
      }
      const page = join(lang, route, 'index.html');
      await mkdir(join(dir, lang, route), { recursive: true });
      await writeFile(join(dir, page), fakePageHtml(asset, body));
      pages.push(page);
    }
  }
  return { routes, pages, assets: 1, ms: 1, builtDir: dir };
}
