/**
 * Web bench: Lighthouse (mobile, default throttling) in Debian's Chromium on home, car list,
 * car detail and terms, served by the real one-process server in production mode.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepareDatabase } from './api-server.ts';
import { BENCH_DIST } from './build.ts';
import { median, table, writeSection } from './report.ts';

const GOALS = { score: 98, lcp: 1500, tbt: 100, cls: 0.02 };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function benchWeb(argv: string[]): Promise<void> {
  const runs = Number(argv[argv.indexOf('--runs') + 1] || 5) || 5;
  const env = await prepareDatabase('pglite', 1000);
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PHONE_AUTH_DEMO: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: BENCH_DIST,
      LOG_LEVEL: 'warn',
      CONTENT_REBUILD: 'false',
      // Lighthouse's mobile emulation is an Android phone: measure the site, not the app-store prompt.
      PUBLIC_APP_REDIRECT: 'off',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const pages = [
    ['home', '/en/home'],
    ['car list', '/en/car_list'],
    ['car detail', '/en/carDetail?id=7'],
    ['terms', '/en/terms_condition'],
  ] as const;
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Array<Array<string | number>> = [];
  try {
    for (const [name, path] of pages) {
      const samples: Array<{ score: number; lcp: number; tbt: number; cls: number; bytes: number; js: number }> = [];
      // a run Lighthouse could not measure (no LCP, a runtime error) is retried, up to twice per page
      for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) continue;
        // the last run of each page stays for a closer look (network requests, diagnostics)
        writeFileSync(`.tmp/bench/lighthouse-${name.replace(/ /g, '-')}.json`, JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        if (lhr.runtimeError || !Number.isFinite(audit('largest-contentful-paint'))) {
          const why = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no LCP';
          console.log(`${name}: run not measured (${why}), retrying`);
          continue;
        }
        const items =
          (
            lhr.audits['network-requests']?.details as
              { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
          )?.items ?? [];
        samples.push({
          score: (lhr.categories.performance?.score ?? 0) * 100,
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          js: items.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
        });
      }
      const m = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      const lcps = samples.map((s) => s.lcp);
      console.log(
        `${name}: score ${m('score')} LCP ${m('lcp').toFixed(0)} ms TBT ${m('tbt').toFixed(0)} ms CLS ${m('cls').toFixed(3)}`,
      );
      rows.push([
        `${name} (\`${path}\`)`,
        m('score').toFixed(0),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        lcps.length ? `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)} s` : '',
        `${m('tbt').toFixed(0)} ms`,
        m('cls').toFixed(3),
        `${(m('bytes') / 1024).toFixed(0)} KB`,
        `${(m('js') / 1024).toFixed(1)} KB`,
      ]);
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  writeSection(
    'web',
    [
      '## Web',
      '',
      `Lighthouse ${'13'} mobile (default simulated throttling: slow 4G, 4× CPU slowdown), median of ${runs} runs (LCP range: the fastest and slowest run; ` +
        `Lighthouse simulates the throttled load from a trace taken on this busy 2-core machine, so runs differ), ` +
        `Debian Chromium headless, the one-process server in production mode. Goals: score ≥ ${GOALS.score}, ` +
        `LCP ≤ ${GOALS.lcp / 1000} s, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}.`,
      '',
      table(['page', 'score', 'LCP', 'LCP range', 'TBT', 'CLS', 'bytes (transfer)', 'JavaScript (transfer)'], rows),
    ].join('\n'),
  );
}
