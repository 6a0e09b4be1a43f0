/**
 * Shared pieces of the reliability scripts (load.ts, faults.ts): a throwaway database (PGlite in a
 * temp dir, or a fresh database on a PostgreSQL server), seeding with customers and their tokens,
 * the real server in a child process, small HTTP calls and a pass/fail tally.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { bodyTypes, brands, CAR_STATUS, cars, countries, likes, models } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { seedDatabase } from '../../src/server/seed/seed-database.ts';
import { createUser } from '../helpers/build-users.ts';

export type DbKind = 'pglite' | 'postgres';

/** The PostgreSQL server the scripts create their throwaway databases on. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Seed pictures are drawn once and kept between runs (.tmp/ is ignored by git). */
const MEDIA_CACHE = resolve('.tmp/reliability/media');

export interface ScratchDatabase {
  kind: DbKind;
  /** A working directory for this run (logs; PGlite's files). */
  dir: string;
  /** The settings that point a server at this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh, empty database of the given kind (PostgreSQL: on the server of `adminUrl`); drop() removes it. */
export async function createScratchDatabase(kind: DbKind, adminUrl = POSTGRES_ADMIN_URL): Promise<ScratchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'autoimport-reliability-'));
  const base = { DATA_DIR: dir, MEDIA_DIR: MEDIA_CACHE };
  if (kind === 'pglite') {
    return {
      kind,
      dir,
      env: { ...base, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `reliability_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 2 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dir,
    env: { ...base, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: dir, max: 4 }),
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 2 });
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Customer {
  id: number;
  token: string;
  displayName: string;
  mobileNo: string;
  password: string;
}

export interface Fixture {
  jwtSecret: string;
  customers: Customer[];
  /** Ids of published cars (the only ones a customer can like). */
  publishedCarIds: number[];
  brandIds: number[];
  modelIds: number[];
  bodyTypeIds: number[];
  countryIds: number[];
  /** Words that find cars in carSearchText. */
  searchWords: string[];
  /** Likes the seed gave (the demo customer's). */
  likesBefore: number;
  /**
   * Per car, like_count minus its likes after seeding: the seed draws like_count as a demo popularity
   * without like rows, so the API's promise is that toggles keep this difference unchanged.
   */
  likeOffsets: Map<number, number>;
}

/** Per car: like_count minus the number of its likes. */
export async function likeOffsets(db: Database['db']): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: cars.id,
      offset: sql<number>`${cars.likeCount} - (select count(*) from ${likes} where ${likes.carId} = ${cars.id})::int`,
    })
    .from(cars);
  return new Map(rows.map((r) => [r.id, Number(r.offset)]));
}

/** Migrates, seeds `cars` demo cars and adds `customers` customers with session tokens, then closes. */
export async function prepareData(
  scratch: ScratchDatabase,
  options: { cars: number; customers: number },
): Promise<Fixture> {
  const jwtSecret = randomBytes(32).toString('hex');
  const env = parseEnv({ JWT_SECRET: jwtSecret, TOKEN_TTL_SECONDS: '7200' });
  mkdirSync(MEDIA_CACHE, { recursive: true });
  const database = await scratch.open();
  try {
    await migrateDatabase(database);
    const { db } = database;
    await seedDatabase(db, { cars: options.cars, mediaDir: MEDIA_CACHE });
    const customers: Customer[] = [];
    for (let i = 1; i <= options.customers; i++) {
      // 8-digit numbers starting with 5: no demo account uses them.
      const mobileNo = `5${String(i).padStart(7, '0')}`;
      const { user, token, password } = await createUser({ db, env }, { mobileNo, displayName: `Customer ${i}` });
      customers.push({ id: user.id, token, displayName: user.displayName, mobileNo, password });
    }
    const published = await db.select({ id: cars.id }).from(cars).where(eq(cars.status, CAR_STATUS.published));
    const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands);
    const modelRows = await db.select({ id: models.id, name: models.name }).from(models);
    return {
      jwtSecret,
      customers,
      publishedCarIds: published.map((r) => r.id),
      brandIds: brandRows.map((r) => r.id),
      modelIds: modelRows.map((r) => r.id),
      bodyTypeIds: (await db.select({ id: bodyTypes.id }).from(bodyTypes)).map((r) => r.id),
      countryIds: (await db.select({ id: countries.id }).from(countries)).map((r) => r.id),
      searchWords: [...brandRows.slice(0, 10), ...modelRows.slice(0, 10)].map((r) => r.name),
      likesBefore: await db.$count(likes),
      likeOffsets: await likeOffsets(db),
    };
  } finally {
    await database.close();
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait for a clean exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL: the process gets no chance to flush anything. */
  kill(): Promise<void>;
  alive(): boolean;
}

const ENTRY = resolve(import.meta.dirname, 'server-entry.ts');

/** Settings every reliability server gets; `overrides` win. */
export function serverEnv(scratch: ScratchDatabase, fixture: Pick<Fixture, 'jwtSecret'>, overrides = {}) {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    // Thousands of simulated clients come from this one address.
    MAX_CONNECTIONS_PER_IP: '0',
    PORT: '0',
    // RELIABILITY_LOG_LEVEL=debug also logs every request with its server-side time.
    LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? 'warn',
    CONTENT_REBUILD: 'false',
    JWT_SECRET: fixture.jwtSecret,
    REDIS_URL: '',
    ...scratch.env,
    ...overrides,
  } satisfies Record<string, string>;
}

/** Starts src/server/server.ts (no site) in a child process; its output goes to `logFile`. */
export async function startServerProcess(env: Record<string, string>, logFile: string): Promise<ServerProcess> {
  const log = openSync(logFile, 'a');
  const child = fork(ENTRY, [], { env: { ...process.env, ...env }, stdio: ['ignore', log, log, 'ipc'] });
  closeSync(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<number>((ready, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s\n${tail(logFile)}`)), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      ready((message as { port: number }).port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening\n${tail(logFile)}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    alive,
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The last lines of a log file (each cut to 300 characters), for failure messages. */
export function tail(file: string, lines = 15): string {
  try {
    const last = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
    return last.map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line)).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The server's error lines (pino level 50 and above), the first `lines` of them, shortened. */
export function errorLines(file: string, lines = 5): string {
  try {
    const errors = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
      .slice(0, lines);
    return errors.map((line) => (line.length > 600 ? `${line.slice(0, 600)}…` : line)).join('\n') || '(none logged)';
  } catch {
    return '(no log)';
  }
}

export interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
  headers: Headers;
  ms: number;
}

/** One JSON call; network failures throw (their `cause.code` says why). */
export async function call<T = unknown>(
  url: string,
  path: string,
  init: { json?: unknown; token?: string; method?: string; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? null : JSON.stringify(init.json),
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: { message?: string; data?: T } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text };
  }
  return {
    status: response.status,
    message: body.message ?? '',
    data: body.data as T,
    headers: response.headers,
    ms: performance.now() - started,
  };
}

/** Counts checks and prints the closing "N passed, N failed" line. */
export class Tally {
  passed = 0;
  failed = 0;

  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }

  /** Prints the closing line and sets the exit code. */
  finish(): void {
    console.log(`${this.passed} passed, ${this.failed} failed`);
    process.exitCode = this.failed === 0 && this.passed > 0 ? 0 : 1;
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A random element of a non-empty list. */
export function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The code of a network error (ECONNREFUSED, ECONNRESET, …) or its name. */
export function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).name ?? 'error';
}
