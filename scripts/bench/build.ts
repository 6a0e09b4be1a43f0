/**
 * Build bench: a full site build against a content rebuild (terms in three languages), and the
 * gzipped JavaScript each page loads (scripts, module preloads and island components).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../../src/server/boot/site-build.ts';
import { routesOf } from '../../src/server/rebuild/content-routes.ts';
import { rebuildPages } from '../../src/server/rebuild/rebuild-pages.ts';
import { prepareDatabase, withServer } from './api-server.ts';
import { median, table, writeSection } from './report.ts';

export const BENCH_DIST = '.tmp/bench/dist';
const PAGE_BUDGET_KB = 20;
const LIGHT_PAGES = ['terms_condition', 'privacy_policy', 'about_us', 'blog', 'faq', 'team', 'testimonials'];

export async function benchBuild(_argv: string[]): Promise<void> {
  const env = await prepareDatabase('pglite', 1000);
  const full: number[] = [];
  const content: number[] = [];
  await withServer(env, async (origin) => {
    for (let i = 0; i < 2; i++) {
      let t = performance.now();
      await buildSite({ distDir: BENCH_DIST, apiOrigin: origin, log: (s) => process.stderr.write(s) });
      full.push((performance.now() - t) / 1000);
      t = performance.now();
      await rebuildPages({ routes: routesOf(['terms']), distDir: BENCH_DIST, apiOrigin: origin });
      content.push((performance.now() - t) / 1000);
      console.log(`full build ${full.at(-1)?.toFixed(1)} s, content rebuild ${content.at(-1)?.toFixed(1)} s`);
    }
  });
  const js = javascriptPerPage(BENCH_DIST, 'en');
  const out = [
    '## Build',
    '',
    table(
      ['build', 'median of 2 (s)', 'runs (s)'],
      [
        ['full site (all pages, 3 languages)', median(full).toFixed(1), full.map((s) => s.toFixed(1)).join(', ')],
        [
          'content rebuild (terms, 3 languages)',
          median(content).toFixed(1),
          content.map((s) => s.toFixed(1)).join(', '),
        ],
      ],
    ),
    '',
    `A content rebuild takes ${((median(content) / median(full)) * 100).toFixed(0)} % of a full build's time.`,
    '',
    '### JavaScript per page (gzipped, English pages)',
    '',
    table(
      ['page', 'files', 'gzipped KB', `budget`],
      js.map((p) => [
        p.page,
        p.files,
        p.kb.toFixed(1),
        LIGHT_PAGES.includes(p.page)
          ? p.kb <= PAGE_BUDGET_KB
            ? `≤ ${PAGE_BUDGET_KB} KB ✓`
            : `> ${PAGE_BUDGET_KB} KB ✗`
          : '',
      ]),
    ),
  ];
  writeSection('build', out.join('\n'));
}

interface PageJs {
  page: string;
  files: number;
  kb: number;
}

/** Follows each page's scripts, module preloads, island URLs and their static imports. */
export function javascriptPerPage(distDir: string, lang: string): PageJs[] {
  const root = join(distDir, lang);
  const pages: PageJs[] = [];
  for (const entry of readdirSync(root)) {
    const html = join(root, entry, 'index.html');
    try {
      statSync(html);
    } catch {
      continue;
    }
    const text = readFileSync(html, 'utf8');
    const seen = new Set<string>();
    const queue = [...text.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
      (m) => m[1] ?? '',
    );
    let bytes = 0;
    while (queue.length) {
      const url = queue.shift() ?? '';
      if (!url || seen.has(url)) continue;
      seen.add(url);
      const file = join(distDir, url);
      let code: string;
      try {
        code = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      bytes += gzipSync(code, { level: 9 }).length;
      // static imports only: dynamic import() chunks load later, on demand
      for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
        queue.push('/' + relative(distDir, join(file, '..', m[1] ?? '')));
      }
    }
    pages.push({ page: entry, files: seen.size, kb: bytes / 1024 });
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}
