/**
 * The fast rebuild of terms and privacy: each language's page is the one already built in dist/ with
 * the newly published text put in its slot (content-splice.ts), sanitised by the same allow-list as
 * the build. Milliseconds instead of an Astro build; the result is a scratch folder like buildPages',
 * so the publish job hands it to its target (dist/ or S3), records it for other instances and purges.
 * Answers null when it cannot (another route, no built page, a page without the slot): build instead.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sanitizeRichText } from '../../lib/content/sanitize-rich-text.ts';
import { findPageHtml } from '../content/content.query.ts';
import type { Db } from '../db/client.ts';
import { LANGS, type PageSlug } from '../db/schema.ts';
import { spliceContent } from './content-splice.ts';
import type { RebuildResult } from './rebuild-pages.ts';

/** The content page each splicable route shows. */
const SLUG_OF_ROUTE: Readonly<Record<string, PageSlug>> = {
  terms_condition: 'TermAndCondition',
  privacy_policy: 'PrivacyPolicy',
};

export async function splicePages(options: {
  db: Db;
  distDir: string;
  routes: readonly string[];
}): Promise<RebuildResult | null> {
  const started = performance.now();
  if (options.routes.length === 0 || !options.routes.every((route) => route in SLUG_OF_ROUTE)) return null;
  const pages: { path: string; html: string }[] = [];
  for (const route of options.routes) {
    for (const lang of LANGS) {
      const path = join(lang, route, 'index.html');
      const built = join(options.distDir, path);
      if (!existsSync(built)) return null;
      const text = await findPageHtml(options.db, SLUG_OF_ROUTE[route]!, lang);
      // No text in this language nor in English: nothing was published for it, its page stays as it is.
      if (text === null) continue;
      const html = spliceContent(await readFile(built, 'utf8'), sanitizeRichText(text));
      if (html === null) return null;
      pages.push({ path, html });
    }
  }
  if (pages.length === 0) return null;
  const builtDir = await mkdtemp(join(tmpdir(), 'autoimport-splice-'));
  try {
    for (const page of pages) {
      await mkdir(dirname(join(builtDir, page.path)), { recursive: true });
      await writeFile(join(builtDir, page.path), page.html);
    }
  } catch (error) {
    await rm(builtDir, { recursive: true, force: true });
    throw error;
  }
  const ms = Math.round(performance.now() - started);
  return { routes: options.routes, pages: pages.map((p) => p.path).sort(), assets: 0, ms, builtDir };
}
