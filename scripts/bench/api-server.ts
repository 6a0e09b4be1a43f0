/**
 * The API bench's databases (seeded once per size and kept), its server in a process of its own, and
 * one measurement of a call with autocannon (requests/s, p50, p99, mean, CPU per request).
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { Scenario } from './api-scenarios.ts';
import { cpuPerRequest, cpuSample } from './cpu.ts';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
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
  // No alert tick: its matching job (once a minute) would run inside the measured rounds and inside
  // the statements recorded for pgbench. Reads never ask for an alert run.
  const env: Record<string, string> = { MEDIA_DIR: resolve('.tmp/bench/media'), ALERT_TICK_MS: '0' };
  if (db === 'postgres') {
    // BENCH_DB_PREFIX keeps one worktree's bench databases (and their migrations) apart from another's.
    const name = `${process.env.BENCH_DB_PREFIX ?? 'autoimport_bench'}_${cars}`;
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
    if (count !== cars) seed(env, cars);
    // Whatever was run against this database since (a pgbench of likes, a test's writes) leaves pages
    // not all-visible, and every index-only read then visits the table too: ~2× slower at 100k until a
    // VACUUM. On a clean database it takes well under a second.
    await bench.unsafe('VACUUM');
    await bench.end();
  } else {
    env.DATA_DIR = resolve(`.tmp/bench/pglite-${cars}`);
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

/** Asks the bench server something over IPC (bench-server.ts lists what it answers). */
export interface ServerControl {
  request(what: string, args?: unknown): Promise<unknown>;
}

/** A port free now on 127.0.0.1 (for several servers to share with SO_REUSEPORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The bench server (bench-server.ts) of this checkout, or of the checkout at `root` (an A/B run's other
 * side). `processes` > 1: that many servers, independent processes listening on one port with
 * SO_REUSEPORT (Linux), the kernel spreading the connections among them; `run` gets all their pids (CPU
 * is summed over them) and `control` asks every one of them (recorded statements are concatenated).
 */
export async function withServer<T>(
  env: Record<string, string>,
  run: (origin: string, serverPids: number[], control: ServerControl) => Promise<T>,
  root = '.',
  processes = 1,
): Promise<T> {
  const shared = processes > 1 ? await freePort() : 0;
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  let port = 0;
  try {
    // one after the other: each runs the migrations' check, and the first binds the port
    for (let i = 0; i < processes; i++) {
      const child = fork(join(root, 'scripts/bench/bench-server.ts'), [], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          DATABASE_URL: env.DATABASE_URL ?? '',
          NODE_ENV: 'production',
          PHONE_AUTH_DEMO: 'true',
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
          PORT: String(shared),
          HOST: '127.0.0.1',
          BENCH_REUSE_PORT: processes > 1 ? '1' : '',
          // Thousands of simulated clients come from this one address.
          MAX_CONNECTIONS_PER_IP: '0',
          LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
          REDIS_URL: '',
          RATE_LIMITS: 'loginIp=off,loginNumber=off,loginNumberIp=off',
          // the database's figures: the list cache is measured on its own (see benchApi)
          LIST_CACHE_MS: env.LIST_CACHE_MS ?? '0',
        },
        stdio: 'inherit',
      });
      children.push(child);
      port = await new Promise<number>((resolve, reject) => {
        child.once('message', (m: { port: number }) => resolve(m.port));
        child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      });
    }
  } catch (err) {
    await stop();
    throw err;
  }
  let asked = 0;
  const ask = (child: ChildProcess, what: string, args?: unknown) =>
    new Promise<unknown>((resolve) => {
      const id = ++asked;
      const answer = (m: { id?: number; value?: unknown }) => {
        if (m.id !== id) return;
        child.off('message', answer);
        resolve(m.value);
      };
      child.on('message', answer);
      child.send({ request: what, id, args });
    });
  const control: ServerControl = {
    request: async (what, args) => {
      const values = await Promise.all(children.map((child) => ask(child, what, args)));
      if (values.length === 1) return values[0];
      if (what === 'statements:stop') {
        return { statements: values.flatMap((v) => (v as { statements: unknown[] }).statements) };
      }
      if (what.startsWith('profile')) throw new Error('profiling takes one server process');
      return values[0];
    },
  };
  try {
    return await run(
      `http://127.0.0.1:${port}`,
      children.map((child) => child.pid ?? 0),
      control,
    );
  } finally {
    await stop();
  }
}

export type Measurement = Awaited<ReturnType<typeof measure>>;

/** One call for `seconds` at `connections`, after a 1 s warm-up (JIT, caches, pool) unless `warmUp` is false. */
export async function measure(
  origin: string,
  serverPid: number | number[],
  s: Scenario,
  seconds: number,
  connections: number,
  warmUp = true,
) {
  const options = {
    url: origin + s.path,
    method: s.method,
    headers: { 'content-type': 'application/json', ...s.headers },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    connections,
    duration: seconds,
    // a body per request, numbered across the connections (Scenario.bodyAt)
    ...(s.bodyAt ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: nextBody() }) }] } : {}),
  };
  let n = 0;
  const nextBody = () => JSON.stringify(s.bodyAt!(n++));
  if (warmUp) await autocannon({ ...options, duration: 1 });
  const before = cpuSample(serverPid);
  const r = await autocannon(options);
  const cpu = cpuPerRequest(before, cpuSample(serverPid), r.requests.total);
  return {
    rps: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    /** Mean latency in ms, a fraction (autocannon's percentiles are whole milliseconds). */
    mean: r.latency.average,
    errors: r.errors + r.non2xx + r.timeouts,
    cpu,
  };
}
