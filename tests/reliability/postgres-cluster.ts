/**
 * A PostgreSQL server the restart test may stop and start:
 * - throwaway (default): a private cluster made with initdb in a temp dir on a free port, so the test
 *   disturbs nobody; needs the server binaries (Debian/Ubuntu: /usr/lib/postgresql/<v>/bin);
 * - shared: the local cluster behind TEST_DATABASE_URL, restarted with pg_ctlcluster — only when
 *   no other session uses it.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort, POSTGRES_ADMIN_URL, sleep } from './harness.ts';

const run = promisify(execFile);

export interface RestartableCluster {
  /** Connection string of its `postgres` database, for creating the test database. */
  adminUrl: string;
  description: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Starts it if it is not running; true once it accepts connections (for finally blocks). */
  ensureRunning(): Promise<boolean>;
  /** Removes a throwaway cluster (nothing for the shared one). */
  dispose(): Promise<void>;
}

/** True once a new connection runs a query. */
export async function acceptsConnections(adminUrl: string): Promise<boolean> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

export async function waitForConnections(adminUrl: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await acceptsConnections(adminUrl)) return true;
    await sleep(200);
  }
  return false;
}

/** Client sessions of other programs (any database but `ownDatabase`), e.g. "test (2)". */
export async function otherSessions(adminUrl: string, ownDatabase: string): Promise<string[]> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const rows = await sql<{ datname: string | null; n: number }[]>`
      select datname, count(*)::int as n from pg_stat_activity
      where backend_type = 'client backend' and pid <> pg_backend_pid() and datname is distinct from ${ownDatabase}
      group by datname`;
    return rows.map((r) => `${r.datname ?? '?'} (${r.n})`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A private cluster in a temp dir (as the postgres user when running as root). */
export async function throwawayCluster(): Promise<RestartableCluster | string> {
  const bin = serverBinaries();
  if (!bin) return 'no PostgreSQL server binaries under /usr/lib/postgresql (use --pg-cluster shared)';
  const dir = mkdtempSync(join(tmpdir(), 'autoimport-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { timeout: 60_000 })
      : run(join(bin, tool), args, { timeout: 60_000 });
  const port = await freePort();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
  };
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await start();
  return {
    adminUrl,
    description: `throwaway cluster on port ${port}`,
    start,
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    ensureRunning: async () => {
      if (await acceptsConnections(adminUrl)) return true;
      await start().catch(() => {});
      return waitForConnections(adminUrl, 30_000);
    },
    dispose: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The local cluster behind TEST_DATABASE_URL, restarted with Debian's pg_ctlcluster. */
export async function sharedCluster(): Promise<RestartableCluster | string> {
  const url = new URL(POSTGRES_ADMIN_URL);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) return `${url.hostname} is not this machine`;
  const port = url.port || '5432';
  let cluster: [string, string] | null = null;
  try {
    for (const line of (await run('pg_lsclusters', ['--no-header'])).stdout.split('\n')) {
      const [version, name, clusterPort] = line.trim().split(/\s+/);
      if (version && name && clusterPort === port) cluster = [version, name];
    }
  } catch (error) {
    return `pg_lsclusters failed: ${(error as Error).message}`;
  }
  if (!cluster) return `no cluster on port ${port} in pg_lsclusters`;
  const ctl = (action: 'start' | 'stop') =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, action], { timeout: 60_000 });
  return {
    adminUrl: POSTGRES_ADMIN_URL,
    description: `shared cluster ${cluster.join('/')} on port ${port}`,
    start: async () => void (await ctl('start')),
    stop: async () => void (await ctl('stop')),
    ensureRunning: async () => {
      if (await acceptsConnections(POSTGRES_ADMIN_URL)) return true;
      await ctl('start').catch((error: unknown) => console.error(`pg_ctlcluster start: ${(error as Error).message}`));
      return waitForConnections(POSTGRES_ADMIN_URL, 60_000);
    },
    dispose: async () => {},
  };
}
