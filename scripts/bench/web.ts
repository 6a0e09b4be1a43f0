/**
 * Web bench: Lighthouse (mobile, default throttling) in Debian's Chromium on home, car list,
 * car detail and terms, served by the real one-process server in production mode.
 *
 *   --runs N            runs per page (1–10, default 5)
 *   --pages home,car-list   only these pages
 *   --against <ref>     A/B: also builds <ref> in a temporary worktree, serves both, alternates the
 *                       two sites' runs page by page, reports both medians and their ratio
 *   --keep-against      keep that worktree (and its build) for the next A/B run
 *   --throttling devtools   real 4× CPU slowdown and slow 4G in Chrome instead of Lighthouse's simulation
 *   --trace             keep each site's last trace per page and print its per-script breakdown
 *   --port P            the sites listen on 127.0.0.1:P (and P+1); free ports otherwise
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepareDatabase } from './api-server.ts';
import { median, table, writeSection } from './report.ts';
import { freePort, refCheckout, startSite, type Site } from './web-site.ts';
import { breakdownOf, type Lhr } from './web-breakdown.ts';

const GOALS = { score: 98, lcp: 1500, tbt: 100, cls: 0.02 };

const PAGES = [
  ['home', '/en/home'],
  ['car list', '/en/car_list'],
  ['car detail', '/en/carDetail?id=7'],
  ['terms', '/en/terms_condition'],
] as const;

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's main-thread work during load (mainthread-work-breakdown), ms */
  mainThread: number;
  /** tasks of 50 ms or more (long-tasks) */
  longTasks: number;
  bytes: number;
  js: number;
}
type Metric = keyof Sample;

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

function sampleOf(lhr: Lhr): Sample | string {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (lhr.runtimeError || !Number.isFinite(audit('largest-contentful-paint'))) {
    return lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no LCP';
  }
  const items = (id: string) => (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const requests = items('network-requests') as Array<{ resourceType?: string; transferSize?: number }>;
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mainThread: audit('mainthread-work-breakdown'),
    longTasks: items('long-tasks').length,
    bytes: audit('total-byte-weight'),
    js: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
  };
}

export async function benchWeb(argv: string[]): Promise<void> {
  const runs = Math.min(10, Math.max(1, Number(option(argv, '--runs')) || 5));
  const against = option(argv, '--against');
  const only = option(argv, '--pages')?.split(',');
  const pages = PAGES.filter(([name]) => !only || only.includes(name.replace(/ /g, '-')));
  const devtools = option(argv, '--throttling') === 'devtools';
  const keepTrace = argv.includes('--trace');
  const basePort = Number(option(argv, '--port')) || 0;
  mkdirSync('.tmp/bench', { recursive: true });

  const env = await prepareDatabase('pglite', 1000);
  const sites: Site[] = [];
  const ref = against ? refCheckout(against, env) : null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const results = new Map<string, Sample[]>(); // `${site}|${page}`
  /** The machine's 1-minute load average after each measured run, reported beside the figures. */
  const loads: number[] = [];
  try {
    // one after the other: each may build its site first, and the machine has two cores
    sites.push(await startSite(process.cwd(), 'this checkout', env, basePort || (await freePort())));
    if (ref) sites.push(await startSite(ref.root, ref.label, ref.env, basePort ? basePort + 1 : await freePort()));
    const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    chrome = await chromeLauncher.launch({
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
    for (const [name, path] of pages) {
      for (let run = 0; run < runs; run++) {
        // alternate which site goes first, so neither always meets the machine in the same state
        const order = run % 2 ? [...sites].reverse() : sites;
        for (const [i, site] of order.entries()) {
          const key = `${site.label}|${name}`;
          const samples = results.get(key) ?? [];
          results.set(key, samples);
          // a run Lighthouse could not measure (no LCP, a runtime error) is retried, up to twice
          for (let attempt = 0; attempt < 3; attempt++) {
            const result = await lighthouse(
              site.origin + path,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              devtools ? { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } } : undefined,
            );
            const lhr = result?.lhr as Lhr | undefined;
            if (!lhr) continue;
            const file = `${name.replace(/ /g, '-')}${sites.length > 1 ? (site === sites[0] ? '-a' : '-b') : ''}`;
            // the last run of each page stays for a closer look (network requests, diagnostics)
            writeFileSync(`.tmp/bench/lighthouse-${file}.json`, JSON.stringify(lhr));
            if (keepTrace && result?.artifacts.Trace) {
              writeFileSync(`.tmp/bench/trace-${file}.json`, JSON.stringify(result.artifacts.Trace));
            }
            const sample = sampleOf(lhr);
            if (typeof sample === 'string') {
              console.log(`${name} on ${site.label}: run not measured (${sample}), retrying`);
              continue;
            }
            samples.push(sample);
            loads.push(loadavg()[0] ?? NaN);
            console.log(
              `${name} [${i ? 'second' : 'first'}] ${site.label}: score ${sample.score} LCP ${sample.lcp.toFixed(0)} ms ` +
                `TBT ${sample.tbt.toFixed(0)} ms ` +
                `main thread ${sample.mainThread.toFixed(0)} ms, ${sample.longTasks} long tasks`,
            );
            if (keepTrace && run === runs - 1) console.log(breakdownOf(lhr));
            break;
          }
        }
      }
    }
  } finally {
    chrome?.kill();
    for (const site of sites) site.stop();
    if (ref && !argv.includes('--keep-against')) {
      await new Promise((r) => setTimeout(r, 1000)); // the server lets go of its files
      ref.remove();
    }
  }
  const m = (site: Site, page: string, key: Metric) =>
    median((results.get(`${site.label}|${page}`) ?? []).map((s) => s[key]));
  const load = loads.length
    ? `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${median(loads).toFixed(1)})`
    : 'load average not sampled';
  console.log(`machine: ${load} on ${availableParallelism()} cores`);
  const throttling =
    (devtools
      ? 'devtools throttling: Chrome itself slowed 4× and on slow 4G'
      : 'default simulated throttling: slow 4G, 4× CPU slowdown') + `; ${load} on ${availableParallelism()} cores`;
  /** The median of run-by-run ratios: each run of one site over the other site's run of the same round. */
  const paired = (a: Site, b: Site, page: string, key: Metric) => {
    const as = results.get(`${a.label}|${page}`) ?? [];
    const bs = results.get(`${b.label}|${page}`) ?? [];
    const ratios = as.slice(0, bs.length).flatMap((s, i) => (bs[i]?.[key] ? [s[key] / (bs[i]?.[key] ?? 1)] : []));
    // No round where the other site's value was above 0 (TBT 0 ms on both): no ratio, shown as '–'.
    return ratios.length ? median(ratios) : Number.NaN;
  };
  if (sites.length === 2) return reportAb(sites, pages, runs, m, paired, throttling);
  const [site] = sites;
  if (!site) return;
  const rows = pages.map(([name, path]) => {
    const lcps = (results.get(`${site.label}|${name}`) ?? []).map((s) => s.lcp);
    console.log(
      `${name}: score ${m(site, name, 'score')} LCP ${m(site, name, 'lcp').toFixed(0)} ms TBT ${m(site, name, 'tbt').toFixed(0)} ms`,
    );
    return [
      `${name} (\`${path}\`)`,
      m(site, name, 'score').toFixed(0),
      `${(m(site, name, 'lcp') / 1000).toFixed(2)} s`,
      lcps.length ? `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)} s` : '',
      `${m(site, name, 'tbt').toFixed(0)} ms`,
      m(site, name, 'cls').toFixed(3),
      `${(m(site, name, 'mainThread') / 1000).toFixed(2)} s`,
      m(site, name, 'longTasks').toFixed(0),
      `${(m(site, name, 'bytes') / 1024).toFixed(0)} KB`,
      `${(m(site, name, 'js') / 1024).toFixed(1)} KB`,
    ];
  });
  writeSection(
    'web',
    [
      '## Web',
      '',
      `Lighthouse 13 mobile (${throttling}), median of ${runs} runs (LCP range: the fastest and slowest run; ` +
        `Lighthouse simulates the throttled load from a trace taken on this busy 2-core machine, so runs differ), ` +
        `Debian Chromium headless, the one-process server in production mode. Goals: score ≥ ${GOALS.score}, ` +
        `LCP ≤ ${GOALS.lcp / 1000} s, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}. Main thread: Lighthouse's ` +
        `main-thread work during load; long tasks: tasks of 50 ms or more.`,
      '',
      table(
        [
          'page',
          'score',
          'LCP',
          'LCP range',
          'TBT',
          'CLS',
          'main thread',
          'long tasks',
          'bytes (transfer)',
          'JavaScript (transfer)',
        ],
        rows,
      ),
    ].join('\n'),
  );
}

function reportAb(
  sites: Site[],
  pages: ReadonlyArray<readonly [string, string]>,
  runs: number,
  m: (site: Site, page: string, key: Metric) => number,
  paired: (a: Site, b: Site, page: string, key: Metric) => number,
  throttling: string,
): void {
  const [a, b] = sites as [Site, Site];
  const metrics: Array<[Metric, string, (v: number) => string]> = [
    ['score', 'score', (v) => v.toFixed(0)],
    ['lcp', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
    ['tbt', 'TBT', (v) => `${v.toFixed(0)} ms`],
    ['mainThread', 'main thread', (v) => `${(v / 1000).toFixed(2)} s`],
    ['longTasks', 'long tasks', (v) => v.toFixed(0)],
    ['bytes', 'bytes (transfer)', (v) => `${(v / 1024).toFixed(0)} KB`],
    ['js', 'JavaScript (transfer)', (v) => `${(v / 1024).toFixed(1)} KB`],
  ];
  const rows = pages.flatMap(([name]) =>
    metrics.map(([key, label, show]) => {
      const va = m(a, name, key);
      const vb = m(b, name, key);
      const pair = paired(a, b, name, key);
      return [
        name,
        label,
        show(va),
        show(vb),
        vb ? `${(va / vb).toFixed(2)}×` : va ? '∞' : '1.00×',
        Number.isFinite(pair) ? `${pair.toFixed(2)}×` : '–',
      ];
    }),
  );
  const out = table(['page', 'median of ' + runs, a.label, b.label, 'ratio', 'paired ratio'], rows);
  console.log(out);
  writeSection(
    'web-ab',
    [
      '## Web, A/B',
      '',
      `\`npm run bench:web -- --against ${b.label.split(' ')[0]} --runs ${runs}\` on ${new Date().toISOString().slice(0, 10)}: ` +
        `Lighthouse 13 mobile (${throttling}), the two sites' runs alternating page by page in one run ` +
        `(ratio: this checkout ÷ the other; below 1 is better except for the score; paired ratio: the median ` +
        `of each round's ratio, the two runs of a round taken next to each other, steadier on a busy machine; ` +
        `– where a run of the other site was 0).`,
      '',
      out,
    ].join('\n'),
  );
}
