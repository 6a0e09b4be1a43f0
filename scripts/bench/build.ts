/**
 * Build bench: a full site build against a content rebuild (terms in three languages), and the
 * gzipped JavaScript each page loads (scripts, module preloads and island components).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../../src/server/boot/site-build.ts';
import { routesOf } from '../../src/server/rebuild/content-routes.ts';
import { rebuildPages } from '../../src/server/rebuild/rebuild-pages.ts';
import { DEMO_ACCOUNTS } from '../../src/server/seed/reference-data.ts';
import { prepareDatabase, withServer } from './api-server.ts';
import { median, table, writeSection } from './report.ts';

export const BENCH_DIST = '.tmp/bench/dist';
const PAGE_BUDGET_KB = 20;
const LIGHT_PAGES = ['terms_condition', 'privacy_policy', 'about_us', 'blog', 'faq', 'team', 'testimonials'];

export async function benchBuild(_argv: string[]): Promise<void> {
  const env = await prepareDatabase('pglite', 1000);
  const full: number[] = [];
  const content: number[] = [];
  /** The machine's 1-minute load average after each build, reported beside the figures. */
  const loads: number[] = [];
  await withServer(env, async (origin) => {
    for (let i = 0; i < 2; i++) {
      let t = performance.now();
      await buildSite({ distDir: BENCH_DIST, apiOrigin: origin, log: (s) => process.stderr.write(s) });
      full.push((performance.now() - t) / 1000);
      t = performance.now();
      await rebuildPages({ routes: routesOf(['terms']), distDir: BENCH_DIST, apiOrigin: origin });
      content.push((performance.now() - t) / 1000);
      loads.push(loadavg()[0] ?? 0);
      console.log(`full build ${full.at(-1)?.toFixed(1)} s, content rebuild ${content.at(-1)?.toFixed(1)} s`);
    }
  });
  const live = await withServer(
    { ...env, DIST_DIR: BENCH_DIST, BENCH_SERVE_SITE: '1', CONTENT_REBUILD: 'true' },
    (origin) => publishToLive(origin, 5),
  );
  console.log(`publish to live: ${live.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  const js = javascriptPerPage(BENCH_DIST, 'en');
  const out = [
    '## Build',
    '',
    `\`npm run bench:build\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores after the builds.`,
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
    `An Astro content rebuild takes ${((median(content) / median(full)) * 100).toFixed(0)} % of a full build's time.`,
    '',
    `**Publish to live** (the studio's Publish of the French terms until /fr/terms_condition serves the new`,
    `text, through the API, the job and the spliced pages): p50 of ${live.length} ${median(live).toFixed(0)} ms`,
    `(runs ${live.map((ms) => ms.toFixed(0)).join(', ')} ms), ${((median(live) / 1000 / median(full)) * 100).toFixed(1)} % of a full build's time.`,
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

/**
 * Milliseconds from the studio's Publish (POST …/publish) until the public page serves the new text,
 * `runs` times, as the demo admin. Each run saves a draft with a new stamp first (not timed).
 */
async function publishToLive(origin: string, runs: number): Promise<number[]> {
  const call = async <T>(path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
    const response = await fetch(origin + path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
      body: init.json === undefined ? null : JSON.stringify(init.json),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const { token } = await call<{ token: string }>('/api/customer/userLogin', {
    json: { countryCode: admin.countryCode, mobileNo: admin.mobileNo, password: admin.password, roleType: -1 },
  });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const stamp = `bench-${Date.now().toString(36)}-${i}`;
    const docs = await call<{ kind: string; lang: string; revision: number }[]>('/api/studio/documents', { token });
    const revision = docs.find((d) => d.kind === 'terms' && d.lang === 'fr')?.revision ?? 0;
    const draft = await call<{ revision: number }>('/api/studio/documents/terms/fr/draft', {
      method: 'PUT',
      json: { revision, body: { html: `<h2>${stamp}</h2><p>Conditions de test.</p>` } },
      token,
    });
    const started = performance.now();
    await call('/api/studio/documents/terms/fr/publish', { json: { revision: draft.revision }, token });
    for (;;) {
      const page = await fetch(`${origin}/fr/terms_condition`).then((r) => r.text());
      if (page.includes(stamp)) break;
      if (performance.now() - started > 120_000) throw new Error('the publish never went live');
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - started);
  }
  return times;
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
