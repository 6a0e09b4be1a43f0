/**
 * API bench: autocannon on loopback against the real server on PostgreSQL and PGlite with
 * 1,000 / 100,000 (/ 1,000,000) cars; requests per second, p50, p99, and each call's throughput
 * as a share of the same server answering a constant JSON in the same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { CEILING_PATH, scenarios, type Scenario } from './api-scenarios.ts';
import {
  measure,
  postgresReachable,
  prepareDatabase,
  withServer,
  type Measurement,
  type ServerControl,
} from './api-server.ts';
import type { SentStatement } from './bench-server.ts';
import {
  comparedWithPgbench,
  medianPgbench,
  pgbenchAvailable,
  recordStatements,
  runPgbench,
  sessionOf,
  type PgbenchResult,
} from './pgbench.ts';
import { POSTGRES_SESSION, poolSizeOf } from '../../src/server/db/client.ts';
import { renderSweep, sweepConnections, type SweepRow } from './concurrency.ts';
import type { CpuSample } from './cpu.ts';
import { checkoutOf, envOf, runAb } from './api-ab.ts';
import { layersApi } from './api-layers.ts';
import { profileCall, renderKinds, renderTop, type ProfileSummary } from './api-profile.ts';
import { explainScenarios, type PlanRow } from './plans.ts';
import { barChartSvg, median, table, writeSection } from './report.ts';
import { compareSizes, renderScaling, type ScalingRow } from './scaling.ts';

interface Result {
  db: string;
  cars: number;
  scenario: string;
  /** Medians over the rounds. */
  rps: number;
  p50: number;
  p99: number;
  /** Each round's p99. */
  p99s: number[];
  errors: number;
  /** CPU ms per request, mean over the rounds: server, PostgreSQL, load generator (null without /proc). */
  cpu: CpuSample | null;
  /** The same call's statements run by pgbench, once after each round's API measurement (medians). */
  pgbench: (PgbenchResult & { p99s: number[]; statements: number }) | null;
  /** The same at as many pgbench clients as the server has pooled connections, when that differs (medians). */
  pgbenchAtPool: (PgbenchResult & { clients: number }) | null;
}

/** Calls measured a second time with the anonymous list cache on. */
const CACHED = ['getAllCar, no filter', 'getAllCar, no filter, compressed (a browser asks)', 'carSearchText, broad'];
const CACHED_ENV = { LIST_CACHE_MS: '2000' };
const CACHED_SUFFIX = ' (list cache on)';

/** The servers each catalogue is measured on: the database's own figures, then two caches' effect. */
const VARIANTS: Array<{ env: Record<string, string>; calls: (s: Scenario) => boolean; suffix: string }> = [
  { env: {}, calls: () => true, suffix: '' },
  // the same server with the anonymous list cache on (its default): what a visitor spike costs
  { env: CACHED_ENV, calls: (s) => CACHED.includes(s.name), suffix: CACHED_SUFFIX },
  // searches ranked on every call: what a search nobody made in the last 10 s costs
  { env: { SEARCH_CACHE_MS: '0' }, calls: (s) => s.name.startsWith('carSearchText'), suffix: ' (ranked on each call)' },
];

/** Where the goals are set (p99 ≤ 25 ms at 100,000 cars on PostgreSQL): the connection sweep's size. */
const GOAL_CARS = 100_000;

export async function benchApi(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    allowNegative: true,
    options: {
      cars: { type: 'string', default: '1000,100000' },
      db: { type: 'string', default: 'postgres,pglite' },
      seconds: { type: 'string', default: '4' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      // a partial run (names containing one of these, beside the ceiling) prints and writes nothing
      calls: { type: 'string', default: '' },
      // profile the server under these calls instead ("name|name", api-profile.ts): the profile section
      profile: { type: 'string', default: '' },
      // each call's server CPU over HTTP, in the process without HTTP, and on postgres.js alone (api-layers.ts)
      layers: { type: 'boolean', default: false },
      // run each list and search call's statements with pgbench too (--no-pgbench: not)
      pgbench: { type: 'boolean', default: true },
      // A/B (api-ab.ts): this checkout against --against <ref>, or against itself with --a-env / --b-env
      ab: { type: 'boolean', default: false },
      against: { type: 'string', default: '' },
      'a-env': { type: 'string', default: '' },
      'b-env': { type: 'string', default: '' },
      // server processes on one port (SO_REUSEPORT): the run's, and an A/B side's own (--a-processes, --b-processes)
      processes: { type: 'string', default: '1' },
      'a-processes': { type: 'string', default: '' },
      'b-processes': { type: 'string', default: '' },
    },
  });
  const sizes = values.cars.split(',').map((n) => Number(n.replace(/_/g, '')));
  const run = {
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    rounds: Number(values.rounds),
  };
  const dbs = values.db.split(',') as Array<'postgres' | 'pglite'>;
  const processes = Number(values.processes);
  const sideProcesses = (given: string) => (given ? Number(given) : processes);
  const withPgbench = values.pgbench && pgbenchAvailable();
  const loadAtStart = loadavg()[0]!.toFixed(1);
  if (values.pgbench && !withPgbench) console.log('pgbench not found: the API/pgbench comparison is left out.');
  const calls = values.calls.split(',').filter(Boolean);
  const wanted = (s: Scenario) => !calls.length || s.path === CEILING_PATH || calls.some((c) => s.name.includes(c));
  mkdirSync('.tmp/bench', { recursive: true });
  if (values.ab) {
    const db = dbs[0] ?? 'postgres';
    const cars = sizes[0] ?? GOAL_CARS;
    const env = await prepareDatabase(db, cars);
    const other = values.against ? checkoutOf(values.against) : null;
    const list = scenarios(cars).filter((s) => s.path !== CEILING_PATH && wanted(s));
    const markdown = await runAb(
      env,
      [
        {
          label: other?.label ?? 'this checkout',
          root: other?.root ?? '.',
          env: envOf(values['a-env']),
          processes: sideProcesses(values['a-processes']),
        },
        {
          label: 'this checkout',
          root: '.',
          env: envOf(values['b-env']),
          processes: sideProcesses(values['b-processes']),
        },
      ],
      list,
      run,
    );
    other?.remove();
    console.log(`\n${markdown}`);
    return;
  }
  if (values.profile) return profileApi(values.profile.split('|'), dbs, sizes, run);
  if (values.layers) {
    console.log(`\n${await layersApi(wanted, sizes[0] ?? GOAL_CARS, run)}`);
    return;
  }
  const results: Result[] = [];
  const plans: Array<{ cars: number; rows: PlanRow[] }> = [];
  const scaling: Record<string, ScalingRow[]> = {};
  let sweep: SweepRow[] = [];
  for (const db of dbs) {
    if (db === 'postgres' && !(await postgresReachable())) {
      console.log('PostgreSQL does not answer: skipped.');
      continue;
    }
    for (const cars of sizes) {
      const env = await prepareDatabase(db, cars);
      for (const variant of VARIANTS) {
        const list = scenarios(cars).filter((s) => variant.calls(s) && wanted(s));
        await withServer(
          { ...env, ...variant.env },
          async (origin, pid, control) => {
            const compare =
              db === 'postgres' && withPgbench
                ? {
                    control,
                    databaseUrl: env.DATABASE_URL!,
                    suffix: variant.suffix,
                    poolClients: poolSizeOf(env.DATABASE_URL!, process.env.PG_POOL_SIZE),
                  }
                : null;
            for (const [name, r] of await measureRounds(origin, pid, list, run, compare)) {
              const scenario = name + variant.suffix;
              console.log(
                `${db} ${cars} ${scenario}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms ` +
                  `(rounds ${r.p99s.join(', ')}) errors ${r.errors}` +
                  (r.pgbench
                    ? `; pgbench ${r.pgbench.tps.toFixed(0)} tx/s p50 ${r.pgbench.p50.toFixed(1)} p99 ${r.pgbench.p99.toFixed(1)} ms, ` +
                      `API/pgbench ${((r.rps / r.pgbench.tps) * 100).toFixed(0)} %`
                    : '') +
                  (r.pgbenchAtPool
                    ? `; pgbench at the pool's ${r.pgbenchAtPool.clients} clients ${r.pgbenchAtPool.tps.toFixed(0)} tx/s, ` +
                      `API/pgbench ${((r.rps / r.pgbenchAtPool.tps) * 100).toFixed(0)} %`
                    : '') +
                  (r.cpu
                    ? `; CPU ms/call server ${r.cpu.server.toFixed(3)} PostgreSQL ${r.cpu.postgres.toFixed(3)} ` +
                      `load generator ${r.cpu.loader.toFixed(3)}`
                    : '') +
                  (processes > 1 ? ` (${processes} server processes)` : ''),
              );
              results.push({ db, cars, scenario, ...r });
            }
          },
          '.',
          processes,
        );
      }
      if (db === 'postgres' && cars === GOAL_CARS && !calls.length) {
        sweep = await sweepConnections(env, scenarios(cars), run.seconds);
      }
      if (db === 'postgres' && env.DATABASE_URL && !calls.length)
        plans.push({ cars, rows: await explainScenarios(env.DATABASE_URL, scenarios(cars)) });
    }
    if (sizes.length > 1) {
      scaling[db] = await compareSizes(
        db,
        { small: Math.min(...sizes), large: Math.max(...sizes) },
        { ...run, wanted },
      );
    }
  }
  if (calls.length) {
    console.log('A partial run (--calls): docs/benchmarks.md is left as it was.');
    return;
  }
  const loads = `${loadAtStart}, at the end ${loadavg()[0]!.toFixed(1)}`;
  writeSection('api', `${renderApi(results, scaling, sweep, { ...run, loads })}\n\n${renderPlans(plans)}`);
}

/** CPU profiles of the server under each named call (one database, one size: the first given). */
async function profileApi(
  names: string[],
  dbs: string[],
  sizes: number[],
  run: { seconds: number; connections: number },
) {
  const db = (dbs[0] ?? 'postgres') as 'postgres' | 'pglite';
  const cars = sizes[0] ?? GOAL_CARS;
  const env = await prepareDatabase(db, cars);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const out = [
    '## API server profile',
    '',
    `\`npm run bench:api -- --profile "${names.join('|')}" --db ${db} --cars ${cars} --seconds ${run.seconds}\`: ` +
      `the server's own CPU (V8 profiler, 250 µs samples) over ${run.seconds} s of autocannon at ${run.connections} connections, ` +
      `list cache off, after a 2 s warm-up; ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${fmt(cars)} cars. ` +
      "Each sample is counted under the nearest frame of a known kind up its stack (a native's time goes to its caller's kind). " +
      `Run on ${new Date().toISOString().slice(0, 10)}, load average ${load} (1, 5, 15 min) on the 2 cores.`,
  ];
  for (const name of names) {
    // "… (list cache on)": the call answered from the anonymous list cache, as in the main run's rows
    const cached = name.endsWith(CACHED_SUFFIX);
    const s = scenarios(cars).find((x) => x.name === (cached ? name.slice(0, -CACHED_SUFFIX.length) : name));
    if (!s) throw new Error(`no call named ${name}`);
    const svg = `docs/bench-api-profile-${slug(name)}.svg`;
    const summary: ProfileSummary = await profileCall(cached ? { ...env, ...CACHED_ENV } : env, s, run, svg);
    out.push(
      '',
      `### ${name}`,
      '',
      `${summary.requests} calls profiled: ${summary.msPerCall.toFixed(2)} ms sampled per call (busy samples ÷ calls), ` +
        `${summary.procMsPerCall?.toFixed(2) ?? '?'} ms of the server's CPU per call by /proc over the same window. The samples ` +
        'count wall time: a socket write that wakes the reader (autocannon, a PostgreSQL backend) often loses the CPU to it on ' +
        'these 2 busy cores, and that wait shows as time in `writev` / `writeBuffer`.',
      '',
      renderKinds(summary),
      '',
      renderTop(summary, 15),
      '',
      `![flame graph, ${name}](${svg.replace('docs/', '')})`,
    );
  }
  writeSection('api-profile', out.join('\n'));
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every call's statements of this run, by call (and variant), for a look: .tmp/bench/statements.json. */
const recorded: Record<string, SentStatement[]> = {};

/**
 * Each call `rounds` times, round-robin (all calls, then all again), so a drift of the machine's speed
 * falls on every call alike: the median round's throughput and percentiles, the mean CPU.
 */
async function measureRounds(
  origin: string,
  pid: number[],
  list: Scenario[],
  run: { seconds: number; connections: number; rounds: number },
  compare: { control: ServerControl; databaseUrl: string; suffix: string; poolClients: number } | null,
) {
  const all = new Map<string, Measurement[]>();
  const sent = new Map<string, SentStatement[]>();
  const benched = new Map<string, PgbenchResult[]>();
  const benchedAtPool = new Map<string, PgbenchResult[]>();
  if (compare) {
    for (const s of list.filter(comparedWithPgbench)) {
      const statements = await recordStatements(origin, compare.control, s);
      if (statements.length) sent.set(s.name, statements);
    }
    for (const [name, statements] of sent) recorded[name + compare.suffix] = statements;
    writeFileSync('.tmp/bench/statements.json', JSON.stringify(recorded, null, 1));
  }
  for (let round = 0; round < run.rounds; round++) {
    for (const s of list) {
      const m = await measure(origin, pid, s, run.seconds, run.connections, round === 0);
      all.set(s.name, [...(all.get(s.name) ?? []), m]);
      const statements = sent.get(s.name);
      if (compare && statements) {
        const r = await runPgbench(compare.databaseUrl, statements, {
          seconds: run.seconds,
          clients: run.connections,
          settings: sessionOf(statements),
        });
        benched.set(s.name, [...(benched.get(s.name) ?? []), r]);
        // what the database does at the server's own number of connections (fewer backends can do more)
        if (compare.poolClients !== run.connections) {
          const atPool = await runPgbench(compare.databaseUrl, statements, {
            seconds: run.seconds,
            clients: compare.poolClients,
            settings: sessionOf(statements),
          });
          benchedAtPool.set(s.name, [...(benchedAtPool.get(s.name) ?? []), atPool]);
        }
      }
    }
  }
  return [...all].map(([name, ms]) => {
    const pg = benched.get(name);
    const atPool = benchedAtPool.get(name);
    const cpus = ms.map((m) => m.cpu).filter((c): c is CpuSample => c !== null);
    const mean = (pick: (c: CpuSample) => number) => cpus.reduce((sum, c) => sum + pick(c), 0) / cpus.length;
    return [
      name,
      {
        rps: median(ms.map((m) => m.rps)),
        p50: median(ms.map((m) => m.p50)),
        p99: median(ms.map((m) => m.p99)),
        p99s: ms.map((m) => m.p99),
        errors: ms.reduce((sum, m) => sum + m.errors, 0),
        cpu:
          cpus.length === ms.length
            ? { server: mean((c) => c.server), postgres: mean((c) => c.postgres), loader: mean((c) => c.loader) }
            : null,
        pgbench: pg ? { ...medianPgbench(pg), statements: sent.get(name)?.length ?? 0 } : null,
        pgbenchAtPool: atPool && compare ? { ...medianPgbench(atPool), clients: compare.poolClients } : null,
      },
    ] as const;
  });
}

function renderApi(
  results: Result[],
  scaling: Record<string, ScalingRow[]>,
  sweep: SweepRow[],
  run: { seconds: number; connections: number; rounds: number; loads: string },
): string {
  const out: string[] = [
    '## API',
    '',
    `autocannon, ${run.connections} connections, ${run.seconds} s per call after a 1 s warm-up, ${run.rounds} rounds ` +
      `(every call, then every call again; the table gives the median round, and the p99 column each round's in brackets), server and load generator ` +
      `on the same 2 cores (production mode, logs at warn). "ceiling" = the same server answering a constant JSON in the same run. ` +
      `Every call reaches the database (LIST_CACHE_MS=0) except the rows marked "list cache on", the default for anonymous lists and searches. ` +
      `A search's ranking (the ids of its first 200 matches and their count, the same for every caller) is kept 10 s by default (SEARCH_CACHE_MS) ` +
      `and each page's cars are read on every call; the rows "ranked on each call" run with SEARCH_CACHE_MS=0. ` +
      `Run on ${new Date().toISOString().slice(0, 10)}; load average (1 min) at the start ${run.loads}, on the 2 cores.`,
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
        const rounds = r.p99s.length > 1 ? ` (${r.p99s.join(', ')})` : '';
        return [r.rps.toFixed(0), String(r.p50), `${r.p99}${rounds}${r.errors ? `, ${r.errors} errors` : ''}`, share];
      }),
    ]);
    out.push('', `### ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '', table(headers, rows));
    out.push(...renderPgbench(results, db, sizes));
    out.push(...renderCpu(results, db, sizes));
    if (db === 'postgres') out.push(...renderSweep(sweep, fmt(GOAL_CARS)));
    if (sizes.length > 1) {
      out.push(...renderScaling(scaling[db] ?? [], { small: fmt(Math.min(...sizes)), large: fmt(Math.max(...sizes)) }));
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

/**
 * Each list and search call against pgbench running the statements the server sent for it (recorded
 * from the bench server's postgres.js), at the same concurrency, prepared, with the server's session
 * settings, alternating with the API's measurement in every round.
 */
function renderPgbench(results: Result[], db: string, sizes: number[]): string[] {
  const rows = results
    .filter((r) => r.db === db && r.pgbench)
    .map((r) => {
      const pg = r.pgbench!;
      const ms = (n: number) => n.toFixed(1);
      return [
        r.scenario,
        fmt(r.cars),
        String(pg.statements),
        r.rps.toFixed(0),
        pg.tps.toFixed(0),
        `${((r.rps / pg.tps) * 100).toFixed(0)} %`,
        `${r.p50} / ${r.p99}`,
        `${ms(pg.p50)} / ${ms(pg.p99)} (${pg.p99s.map(ms).join(', ')})`,
        r.pgbenchAtPool
          ? `${r.pgbenchAtPool.tps.toFixed(0)} at ${r.pgbenchAtPool.clients}: ${((r.rps / r.pgbenchAtPool.tps) * 100).toFixed(0)} %`
          : '–',
      ];
    });
  if (!rows.length) return [];
  const settings = Object.entries(POSTGRES_SESSION)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return [
    '',
    `The same calls' statements run by pgbench (${sizes.map(fmt).join(', ')} cars): the statements the server sent for one warm call ` +
      '(recorded from its postgres.js), one pgbench transaction per call, at the same concurrency, prepared (`-M prepared`, ' +
      `parameters bound as the server binds them) with the server's session settings (${settings}; plan_cache_mode=force_generic_plan ` +
      'when every statement of the call is planned once, src/server/db/plan-mode.ts); pgbench runs after the API ' +
      'in every round, and the table gives medians. "API / pgbench" is the share of what the database alone can do that the API serves. ' +
      "The last column runs pgbench again with as many clients as each of the server's pools has connections (PG_POOL_SIZE or its " +
      'default, src/server/db/client.ts), where that differs: fewer backends can do more on few cores.',
    '',
    table(
      [
        'call',
        'cars',
        'statements',
        'API req/s',
        'pgbench tx/s',
        'API / pgbench',
        'API p50 / p99 ms',
        'pgbench p50 / p99 ms (p99 of each round)',
        "pgbench at the pool's clients: tx/s, API / pgbench",
      ],
      rows,
    ),
  ];
}

/**
 * What one call costs the machine at the middle catalogue size: CPU ms per request of the server, of
 * PostgreSQL and of the load generator, and the most requests per second the cores allow at that cost
 * (cores × 1000 / total ms, whatever the latency), as a share of the ceiling.
 */
function renderCpu(results: Result[], db: string, sizes: number[]): string[] {
  const cars = sizes[Math.floor(sizes.length / 2)];
  const measured = results.filter((r) => r.db === db && r.cars === cars && r.cpu);
  const ceiling = measured.find((r) => r.scenario.startsWith('constant'));
  if (!measured.length || !ceiling) return [];
  const cores = availableParallelism();
  const ms = (n: number) => n.toFixed(2);
  const rows = measured.map((r) => {
    const cpu = r.cpu!;
    const total = cpu.server + cpu.postgres + cpu.loader;
    const bound = (cores * 1000) / total;
    return [
      r.scenario,
      ms(cpu.server),
      db === 'postgres' ? ms(cpu.postgres) : 'in the server',
      ms(cpu.loader),
      ms(total),
      bound.toFixed(0),
      `${Math.min(100, (bound / ceiling.rps) * 100).toFixed(0)} %`,
    ];
  });
  return [
    '',
    `CPU per request at ${fmt(cars!)} cars (from /proc: the server process, ${db === 'postgres' ? 'every PostgreSQL process, ' : ''}the load generator). ` +
      `On ${cores} cores a call costing that much can be served at most cores × 1000 / total times a second, however the work is spread; ` +
      'the last column is that bound as a share of the ceiling: what "% ceiling" can reach on this machine.',
    '',
    table(
      [
        'call',
        'server ms',
        'PostgreSQL ms',
        'load generator ms',
        'total ms',
        `most req/s on ${cores} cores`,
        '% ceiling at most',
      ],
      rows,
    ),
  ];
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
      'selects its count beside its page in one statement. "planned": once (a generic plan, PG_GENERIC_PLANS) or for each ' +
      "call's values (src/server/db/plan-mode.ts), and whether PostgreSQL's generic plan has the custom plan's shape for the " +
      'values of this call (EXPLAIN EXECUTE under each plan_cache_mode).',
  ];
  for (const { cars, rows } of plans) {
    out.push(
      '',
      `#### ${fmt(cars)} cars`,
      '',
      table(
        ['call', 'page', 'count', 'planned'],
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
          r.statements
            .filter((s) => s.mode)
            .map(
              (s) =>
                `${s.kind}: ${s.mode === 'generic' ? 'once' : 'per call'}` +
                (s.genericSame === null || s.genericSame === undefined
                  ? ''
                  : s.genericSame
                    ? ' (generic plan = custom)'
                    : ' (generic plan differs)'),
            )
            .join('; '),
        ]),
      ),
    );
  }
  return out.join('\n');
}

function fmt(n: number): string {
  return n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);
}
