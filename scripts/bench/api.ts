/**
 * API bench: autocannon on loopback against the real server on PostgreSQL and PGlite with
 * 1,000 / 100,000 (/ 1,000,000) cars; requests per second, p50, p99, and each call's throughput
 * as a share of the same server answering a constant JSON in the same run.
 */
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { explainScenarios, type PlanRow } from './plans.ts';
import { barChartSvg, table, writeSection } from './report.ts';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Only on the first page: compared between catalogue sizes. */
  firstPage?: boolean;
}

const CEILING_PATH = '/api/bench/constant';
interface Result {
  db: string;
  cars: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  firstPage: boolean;
}

const list = (extra: Record<string, unknown>) => ({
  take: 12,
  skip: 0,
  VehicalId: 0,
  sortString: '0',
  filterString: '',
  ...extra,
});

export function scenarios(cars: number): Scenario[] {
  const getAllCar = '/api/customer/V2/getAllCar';
  return [
    { name: 'constant JSON (ceiling)', method: 'GET', path: CEILING_PATH },
    { name: 'getAllCar, no filter', method: 'POST', path: getAllCar, body: list({}), firstPage: true },
    {
      name: 'getAllCar, brand',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '150?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, body type',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '50?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, model',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '250?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, country',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '500?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, condition',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '400?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, budget',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '100?5000000,10000000' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, sort latest',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '25' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, sort popular',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '50' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, price ascending',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '75' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, price descending',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '100' }),
      firstPage: true,
    },
    // Deep pages: read from the nearer end of the list, so the middle is the farthest any page lies.
    {
      name: 'getAllCar, deep page (middle, 50 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.5) }),
    },
    {
      name: 'getAllCar, deep page (90 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.9) }),
    },
    { name: 'getAllCar, detail', method: 'POST', path: getAllCar, body: list({ VehicalId: 7 }), firstPage: true },
    // A broad search (make and model: ~4 % of the catalogue matches, all of it ranked and counted) and
    // a narrow one (model, year and city: a few matches).
    {
      name: 'carSearchText, broad',
      method: 'POST',
      path: '/api/customer/carSearchText',
      body: { searchString: 'toyota corolla', take: 12, skip: 0 },
      firstPage: true,
    },
    {
      name: 'carSearchText, narrow',
      method: 'POST',
      path: '/api/customer/carSearchText',
      body: { searchString: 'corolla 2016 lome', take: 12, skip: 0 },
      firstPage: true,
    },
    { name: 'getMasters brands', method: 'GET', path: '/api/open/getMasters/0/10', firstPage: true },
    {
      name: 'userLogin (argon2id)',
      method: 'POST',
      path: '/api/customer/userLogin',
      body: { mobileNo: '97000001', countryCode: '+229', password: 'Customer#2026' },
    },
  ];
}

/** Calls measured a second time with the anonymous list cache on. */
const CACHED = ['getAllCar, no filter', 'carSearchText, broad'];

const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A bench database with exactly `cars` cars, reused between runs when it already has them. */
export async function prepareDatabase(db: 'postgres' | 'pglite', cars: number): Promise<Record<string, string>> {
  const env: Record<string, string> = { MEDIA_DIR: '.tmp/bench/media' };
  if (db === 'postgres') {
    const name = `autoimport_bench_${cars}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`CREATE DATABASE "${name}"`);
    await admin.end();
    const bench = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    let count: number;
    try {
      const [row] = await bench`select count(*)::int as n from cars`;
      count = (row?.n as number) ?? -1;
    } catch {
      count = -1;
    }
    await bench.end();
    if (count !== cars) seed(env, cars);
  } else {
    env.DATA_DIR = `.tmp/bench/pglite-${cars}`;
    const marker = `${env.DATA_DIR}/seeded-${cars}`;
    if (!existsSync(marker)) {
      seed(env, cars);
      writeFileSync(marker, new Date().toISOString());
    }
  }
  return env;
}

function seed(env: Record<string, string>, cars: number): void {
  console.log(`Seeding ${cars.toLocaleString('en')} cars (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
  const result = spawnSync(process.execPath, ['scripts/seed.ts', '--reset', '--cars', String(cars)], {
    stdio: 'inherit',
    env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

export async function withServer<T>(env: Record<string, string>, run: (origin: string) => Promise<T>): Promise<T> {
  const child = fork('scripts/bench/bench-server.ts', [], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      RATE_LIMITS: 'loginIp=off,loginNumber=off',
      // the database's figures: the list cache is measured on its own (see benchApi)
      LIST_CACHE_MS: env.LIST_CACHE_MS ?? '0',
    },
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function measure(origin: string, s: Scenario, seconds: number, connections: number) {
  const options = {
    url: origin + s.path,
    method: s.method,
    headers: { 'content-type': 'application/json' },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    connections,
    duration: seconds,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, caches, pool
  const r = await autocannon(options);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

export async function benchApi(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      cars: { type: 'string', default: '1000,100000' },
      db: { type: 'string', default: 'postgres,pglite' },
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      // a partial run (names containing one of these, beside the ceiling) prints and writes nothing
      calls: { type: 'string', default: '' },
    },
  });
  const sizes = values.cars.split(',').map((n) => Number(n.replace(/_/g, '')));
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const dbs = values.db.split(',') as Array<'postgres' | 'pglite'>;
  const calls = values.calls.split(',').filter(Boolean);
  const wanted = (s: Scenario) => !calls.length || s.path === CEILING_PATH || calls.some((c) => s.name.includes(c));
  mkdirSync('.tmp/bench', { recursive: true });
  const results: Result[] = [];
  const plans: Array<{ cars: number; rows: PlanRow[] }> = [];
  for (const db of dbs) {
    if (db === 'postgres' && !(await postgresReachable())) {
      console.log('PostgreSQL does not answer: skipped.');
      continue;
    }
    for (const cars of sizes) {
      const env = await prepareDatabase(db, cars);
      await withServer(env, async (origin) => {
        for (const s of scenarios(cars).filter(wanted)) {
          const r = await measure(origin, s, seconds, connections);
          console.log(
            `${db} ${cars} ${s.name}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors}`,
          );
          results.push({ db, cars, scenario: s.name, ...r, firstPage: Boolean(s.firstPage) });
        }
      });
      // The same server with the anonymous list cache on (its default): what a visitor spike costs.
      await withServer({ ...env, LIST_CACHE_MS: '2000' }, async (origin) => {
        for (const s of scenarios(cars).filter((x) => CACHED.includes(x.name) && wanted(x))) {
          const r = await measure(origin, s, seconds, connections);
          const scenario = `${s.name} (list cache on)`;
          console.log(`${db} ${cars} ${scenario}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms`);
          results.push({ db, cars, scenario, ...r, firstPage: false });
        }
      });
      // Searches ranked on every call (SEARCH_CACHE_MS=0): what a search nobody made in the last 10 s costs.
      await withServer({ ...env, SEARCH_CACHE_MS: '0' }, async (origin) => {
        for (const s of scenarios(cars).filter((x) => x.name.startsWith('carSearchText') && wanted(x))) {
          const r = await measure(origin, s, seconds, connections);
          const scenario = `${s.name} (ranked on each call)`;
          console.log(`${db} ${cars} ${scenario}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms`);
          results.push({ db, cars, scenario, ...r, firstPage: false });
        }
      });
      if (db === 'postgres' && env.DATABASE_URL && !calls.length)
        plans.push({ cars, rows: await explainScenarios(env.DATABASE_URL, scenarios(cars)) });
    }
  }
  if (calls.length) return;
  writeSection('api', `${renderApi(results, { seconds, connections })}\n\n${renderPlans(plans)}`);
}

function renderApi(results: Result[], run: { seconds: number; connections: number }): string {
  const out: string[] = [
    '## API',
    '',
    `autocannon, ${run.connections} connections, ${run.seconds} s per call after a 1 s warm-up, server and load generator ` +
      `on the same 2 cores (production mode, logs at warn). "ceiling" = the same server answering a constant JSON in the same run. ` +
      `Every call reaches the database (LIST_CACHE_MS=0) except the rows marked "list cache on", the default for anonymous lists and searches. ` +
      `A search's ranking (the ids of its first 200 matches and their count, the same for every caller) is kept 10 s by default (SEARCH_CACHE_MS) ` +
      `and each page's cars are read on every call; the rows "ranked on each call" run with SEARCH_CACHE_MS=0. ` +
      `Run on ${new Date().toISOString().slice(0, 10)}.`,
  ];
  const dbs = [...new Set(results.map((r) => r.db))];
  for (const db of dbs) {
    const sizes = [...new Set(results.filter((r) => r.db === db).map((r) => r.cars))];
    const names = [...new Set(results.filter((r) => r.db === db).map((r) => r.scenario))];
    const headers = ['call', ...sizes.flatMap((n) => [`${fmt(n)} cars: req/s`, 'p50 ms', 'p99 ms', '% ceiling'])];
    const rows = names.map((name) => [
      name,
      ...sizes.flatMap((cars) => {
        const r = results.find((x) => x.db === db && x.cars === cars && x.scenario === name);
        const ceiling = results.find((x) => x.db === db && x.cars === cars && x.scenario.startsWith('constant'));
        if (!r) return ['–', '–', '–', '–'];
        const share = ceiling ? `${((r.rps / ceiling.rps) * 100).toFixed(0)} %` : '–';
        return [r.rps.toFixed(0), String(r.p50), String(r.p99) + (r.errors ? ` (${r.errors} errors)` : ''), share];
      }),
    ]);
    out.push('', `### ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '', table(headers, rows));
    if (sizes.length > 1) {
      const small = Math.min(...sizes);
      const large = Math.max(...sizes);
      const ratios = results
        .filter((r) => r.db === db && r.cars === large && r.firstPage)
        .map((r) => {
          const base = results.find((x) => x.db === db && x.cars === small && x.scenario === r.scenario);
          return { scenario: r.scenario, ratio: base ? r.p50 / Math.max(base.p50, 0.5) : NaN };
        })
        .filter((r) => Number.isFinite(r.ratio))
        .sort((a, b) => a.ratio - b.ratio);
      const med = ratios[Math.floor(ratios.length / 2)]?.ratio ?? NaN;
      const over = ratios.filter((r) => r.ratio > 1.5).map((r) => `${r.scenario} ${r.ratio.toFixed(1)} ×`);
      out.push(
        '',
        `First pages: median p50 at ${fmt(large)} cars is ${med.toFixed(2)} × that at ${fmt(small)} cars (goal ≤ 1.5 ×); ` +
          (over.length ? `above 1.5 ×: ${over.join(', ')}.` : 'every call within 1.5 ×.'),
      );
    }
    const chartFile = `docs/bench-api-${db}.svg`;
    const chartNames = names.filter((n) => !n.startsWith('constant'));
    const palette = ['#2563eb', '#f59e0b', '#dc2626'];
    writeFileSync(
      chartFile,
      barChartSvg(
        `p99 latency (ms), ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
        chartNames,
        sizes.map((cars, i) => ({
          label: `${fmt(cars)} cars`,
          color: palette[i % palette.length] ?? '#555',
          values: chartNames.map(
            (n) => results.find((x) => x.db === db && x.cars === cars && x.scenario === n)?.p99 ?? NaN,
          ),
        })),
        'ms',
      ),
    );
    out.push('', `![p99 latency, ${db}](${chartFile.replace('docs/', '')})`);
  }
  return out.join('\n');
}

/** EXPLAIN ANALYZE of each list and search call on PostgreSQL: what it reads, and for how long. */
function renderPlans(plans: Array<{ cars: number; rows: PlanRow[] }>): string {
  if (!plans.length) return '';
  const reads = (s: PlanRow['statements'][number] | undefined) =>
    s
      ? [...s.indexes.map((i) => `\`${i}\``), ...s.seqScans.map((t) => `whole \`${t}\``)].join(', ') +
        ` (${s.ms.toFixed(s.ms < 0.1 ? 2 : 1)} ms)`
      : '–';
  const out = [
    '### Query plans (PostgreSQL, EXPLAIN ANALYZE)',
    '',
    'The statements each call runs, the indexes they read ("whole" = a sequential scan) and their execution time. ' +
      'Counts read `car_counts`, a per-filter-combination tally kept exact by triggers, or `car_totals` (the same summed ' +
      'per condition and price band) when no brand, model, body type or country is filtered, not the cars; getAllCar ' +
      'selects its count beside its page in one statement.',
  ];
  for (const { cars, rows } of plans) {
    out.push(
      '',
      `#### ${fmt(cars)} cars`,
      '',
      table(
        ['call', 'page', 'count'],
        rows.map((r) => [
          r.scenario,
          reads(r.statements.find((s) => s.kind === 'page')) +
            (r.statements.some((s) => s.kind === 'rows')
              ? `, then its cars by id: ${reads(r.statements.find((s) => s.kind === 'rows'))}`
              : ''),
          r.statements.some((s) => s.countsToo)
            ? 'counted by the page query (`count(*) over ()`)'
            : (r.statements.find((s) => s.kind === 'count')?.inPage ? 'a subquery of the page statement: ' : '') +
              reads(r.statements.find((s) => s.kind === 'count')),
        ]),
      ),
    );
  }
  return out.join('\n');
}

function fmt(n: number): string {
  return n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);
}
