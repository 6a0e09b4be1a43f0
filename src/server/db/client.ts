/**
 * Opens the database: PGlite on disk under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the same schema and migrations; the rest of the server sees one `Db` type.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { markPlansOnce, planModeOf } from './plan-mode.ts';
import { withReservedBegin } from './reserved-begin.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL string (used by migrations and maintenance scripts). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * PGlite only: a dump of a data directory to start from (PGlite's `dumpDataDir`), instead of a new
   * one. Tests start from a migrated database this way (tests/helpers/test-database.ts): 0.45 s, where
   * a new one and the migrations take 2.5–3 s.
   */
  pgliteImage?: Blob;
  /** postgres.js pool size (default: defaultPoolSize). */
  max?: number;
  /** How many distinct statements are prepared on PostgreSQL (see preparing()); 0: none. */
  preparedStatements?: number;
  /**
   * Prepared statements whose plan cannot depend on their values (plan-mode.ts) run on a second pool of
   * `max` connections that plan each once (GENERIC_PLAN_SESSION); the others, and statements beyond
   * `preparedStatements`, are planned for each call's values. The server turns it on (PG_GENERIC_PLANS).
   */
  genericPlans?: boolean;
  /** Called with each statement postgres.js sends, its parameters as sent and their types (the API bench). */
  onStatement?: (text: string, parameters: unknown[], types: number[]) => void;
}

/** Default of PG_PREPARED_STATEMENTS: the calls' statement shapes, with room to spare. */
export const PREPARED_STATEMENTS = 500;

/** The database the configuration names (DATABASE_URL, else PGlite in DATA_DIR). */
export function databaseOptions(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  PG_PREPARED_STATEMENTS?: number | undefined;
  PG_POOL_SIZE?: number | undefined;
  PG_GENERIC_PLANS?: boolean | undefined;
}): OpenOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    preparedStatements: env.PG_PREPARED_STATEMENTS,
    max: env.PG_POOL_SIZE,
    genericPlans: env.PG_GENERIC_PLANS ?? true,
  };
}

/** PG_POOL_SIZE's default for a PostgreSQL elsewhere: postgres.js's own. */
export const REMOTE_POOL_SIZE = 10;

/**
 * The pool size when PG_POOL_SIZE is not set. A PostgreSQL on this host (loopback or a Unix socket)
 * shares its cores with the server: past one busy backend per core, more connections only switch
 * between backends, so each pool gets as many as the host has cores (2 at least, 10 at most), and
 * postgres.js pipelines the queries beyond them on the busy connections. On the bench's 2 cores, 2
 * instead of 10 served 5–56 % more getAllCar, search and finder calls, p99 within a few ms either way,
 * alone and beside slow calls (docs/decisions.md, "Pool size"). A PostgreSQL elsewhere keeps REMOTE_POOL_SIZE.
 */
export function defaultPoolSize(databaseUrl: string, cores = availableParallelism()): number {
  let host: string;
  try {
    const url = new URL(databaseUrl);
    host = url.searchParams.get('host') ?? url.hostname;
  } catch {
    return REMOTE_POOL_SIZE;
  }
  const local = host === '' || host.startsWith('/') || ['localhost', '127.0.0.1', '[::1]', '::1'].includes(host);
  return local ? Math.min(REMOTE_POOL_SIZE, Math.max(2, cores)) : REMOTE_POOL_SIZE;
}

/**
 * The connections each of a server's pools opens: PG_POOL_SIZE when set (a number, or the text of one as
 * in process.env), else defaultPoolSize. Tools that run beside a server (the API bench) ask it here.
 */
export function poolSizeOf(databaseUrl: string, configured?: number | string): number {
  const set = Number(configured);
  return Number.isInteger(set) && set > 0 ? set : defaultPoolSize(databaseUrl);
}

/**
 * A DATABASE_URL as postgres.js takes it. libpq's way of naming a Unix socket, `?host=/its/directory`
 * (`postgres:///autoimport?host=/var/run/postgresql`), would reach postgres.js as a startup parameter
 * "host" that PostgreSQL refuses; it becomes postgres.js's `host` option, which connects to
 * `<directory>/.s.PGSQL.<port>`. Any other URL is passed as it is.
 */
export function postgresTarget(databaseUrl: string): { url: string; options: { host?: string } } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { url: databaseUrl, options: {} };
  }
  const host = url.searchParams.get('host');
  if (!host?.startsWith('/')) return { url: databaseUrl, options: {} };
  url.searchParams.delete('host');
  return { url: url.toString(), options: { host } };
}

/**
 * The planner's cost of a random page read, on every connection (PostgreSQL) and the embedded database.
 * The catalogue's working set sits in memory, where a random page costs about what a sequential one
 * does; at the default of 4 each list row's name and picture lookups read the 281 models and the car's
 * media whole instead of by index, 12 times a page. 1.1, the usual value for SSDs, halves a list page's
 * execution (EXPLAIN at 1M cars) and raised getAllCar's throughput 2–26 % in an alternating A/B; the plans
 * over the cars themselves stay the same (docs/decisions.md).
 */
const RANDOM_PAGE_COST = '1.1';

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      poolSizeOf(options.databaseUrl, options.max),
      options.preparedStatements ?? PREPARED_STATEMENTS,
      options.genericPlans ?? false,
      options.onStatement,
    );
  }
  return openPglite(options.dataDir, options.pgliteImage);
}

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}

/** The settings of every PostgreSQL connection of the server (the API bench gives pgbench the same). */
export const POSTGRES_SESSION: Readonly<Record<string, string>> = {
  // A prepared statement is still planned for each call's values (as unprepared ones are): a plan
  // made once for any brand or page offset could suit one and not another.
  plan_cache_mode: 'force_custom_plan',
  random_page_cost: RANDOM_PAGE_COST,
  // No JIT compiling: a list page runs in about a millisecond, but at 1M cars the planner's cost of the
  // unfiltered page's generic plan (LIMIT unknown) passed jit_above_cost, and compiling it cost 1.2–3 s
  // on every call (getAllCar at 3 requests/s; docs/decisions.md, "JIT off").
  jit: 'off',
};

/** The session of the connections that plan a statement once (plan-mode.ts: statements whose plan cannot depend on values). */
export const GENERIC_PLAN_SESSION: Readonly<Record<string, string>> = {
  ...POSTGRES_SESSION,
  plan_cache_mode: 'force_generic_plan',
};

/**
 * Drizzle sends every statement to postgres.js unprepared, and postgres.js sends an unprepared
 * statement with parameters in two round trips (Parse + Describe to learn the parameter types, then
 * Bind + Execute), parsed again on every call. Prepared (a named statement per connection), it is
 * parsed and described once, then takes one round trip. postgres.js keeps a connection's prepared statements for its life, so only
 * the first `limit` distinct statement texts are prepared (the calls have far fewer shapes; one could
 * otherwise grow the set with IN lists of every length); later ones run unprepared as before.
 */
function preparing<C extends { unsafe: (...args: never[]) => unknown }>(client: C, limit: number, generic?: C): C {
  if (limit <= 0) return client;
  // each prepared text and the pool it runs on (planModeOf, worked out once per text)
  const known = new Map<string, C>();
  const unsafe = (query: string, params?: unknown[], options?: Record<string, unknown>) => {
    let pool = known.get(query);
    if (!pool && known.size < limit) {
      pool = generic && planModeOf(query) === 'generic' ? generic : client;
      known.set(query, pool);
    }
    const prepare = options?.prepare === true || pool !== undefined;
    return ((pool ?? client).unsafe as (q: string, p?: unknown[], o?: object) => unknown)(query, params, {
      ...options,
      prepare,
    });
  };
  return new Proxy(client, {
    get: (target, key, receiver) => (key === 'unsafe' ? unsafe : Reflect.get(target, key, receiver)),
  });
}

/**
 * Calls `onStatement` with each statement a pool sends. Set on the pool's options once it is made, not
 * given as postgres.js's `debug` option: given at creation, that option also makes every query capture
 * a stack trace (`new Error()` in its constructor) for its errors, a cost the server without the hook
 * never pays, and the API bench, which records the statements it sends, would measure it. The
 * connections read `options.debug` as they send each query (postgres.js connection.js, `build`).
 */
function hearStatements(pool: { options: object }, onStatement: NonNullable<OpenOptions['onStatement']>): void {
  Object.assign(pool.options, {
    debug: (_connection: number, text: string, parameters: unknown[], types: number[]) =>
      onStatement(text, parameters, types),
  });
}

async function openPostgres(
  url: string,
  max: number,
  preparedStatements: number,
  genericPlans: boolean,
  onStatement?: OpenOptions['onStatement'],
): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const target = postgresTarget(url);
  const options = (connection: Record<string, string>) => ({
    ...target.options,
    max,
    connection,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
    // While the server is down, postgres.js queues queries and retries with a backoff growing to 20 s:
    // requests would hang instead of answering 503, and recovery would lag as long. Each failed retry
    // fails one queued query, so retrying at least twice a second keeps both short (tests/reliability).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
  });
  const client = withReservedBegin(postgres(target.url, options(POSTGRES_SESSION)));
  // Statements whose plan does not depend on their values run on connections that plan them once.
  const generic = genericPlans ? postgres(target.url, options(GENERIC_PLAN_SESSION)) : undefined;
  if (onStatement) for (const pool of [client, generic]) if (pool) hearStatements(pool, onStatement);
  const db = drizzle({ client: preparing(client, preparedStatements, generic), schema }) as unknown as Db;
  // drizzle sets its pass-through parsers (dates, timestamps and their arrays as PostgreSQL's text) on
  // the client it is given only: without them the other pool would read a date as a JS Date and cut a
  // timestamp to milliseconds, for the statements planned once alone.
  if (generic) {
    Object.assign(generic.options.parsers, client.options.parsers);
    Object.assign(generic.options.serializers, client.options.serializers);
  }
  if (generic && preparedStatements > 0) markPlansOnce(db);
  return {
    db,
    kind: 'postgres',
    exec: async (sqlText) => {
      await client.unsafe(sqlText);
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), generic?.end({ timeout: 5 })]);
    },
  };
}
