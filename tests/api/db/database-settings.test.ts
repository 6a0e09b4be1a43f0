import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOptions, GENERIC_PLAN_SESSION, openDatabase } from '../../../src/server/db/client.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';

// The planner settings the catalogue's queries were measured with (src/server/db/client.ts), on every
// connection of the pool and on the embedded database.
describe(`planner settings (${testDbKind()})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('costs a random page read as an in-memory one (random_page_cost 1.1)', async () => {
    const shows = await Promise.all(
      Array.from({ length: 4 }, async () =>
        rowsOf<{ random_page_cost: string }>(await t.database.db.execute(sql`show random_page_cost`)),
      ),
    );
    for (const [row] of shows) expect(row?.random_page_cost).toBe('1.1');
  });
});

describe.runIf(testDbKind() === 'postgres')('pool size (PostgreSQL)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('compiles no statement (jit off) on every connection, those that plan once too', async () => {
    const shows = await Promise.all(
      Array.from({ length: 4 }, async () => rowsOf<{ jit: string }>(await t.database.db.execute(sql`show jit`))),
    );
    for (const [row] of shows) expect(row?.jit).toBe('off');
    expect(GENERIC_PLAN_SESSION.jit).toBe('off');
  });

  it('opens at most PG_POOL_SIZE connections', async () => {
    const small = await openDatabase(databaseOptions({ DATABASE_URL: t.url, DATA_DIR: 'memory://', PG_POOL_SIZE: 2 }));
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const [row] = rowsOf<{ pid: number }>(
            await small.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
          );
          return row?.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('reaches a PostgreSQL on this host by its Unix socket when DATABASE_URL names it (?host=/directory)', async (ctx) => {
    const [row] = rowsOf<{ dirs: string; port: string }>(
      await t.database.db.execute(
        sql`select current_setting('unix_socket_directories') as dirs, current_setting('port') as port`,
      ),
    );
    const dir = row?.dirs.split(',')[0]?.trim() ?? '';
    // a PostgreSQL elsewhere (TEST_DATABASE_URL on another host) has no socket here to reach
    if (!dir.startsWith('/') || !existsSync(`${dir}/.s.PGSQL.${row?.port}`)) ctx.skip();
    const url = new URL(t.url!);
    url.searchParams.set('host', dir);
    const viaSocket = await openDatabase(databaseOptions({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' }));
    try {
      const [peer] = rowsOf<{ tcp: boolean; db: string; random_page_cost: string }>(
        await viaSocket.db.execute(
          sql`select inet_client_addr() is not null as tcp, current_database() as db, current_setting('random_page_cost') as random_page_cost`,
        ),
      );
      expect(peer).toEqual({ tcp: false, db: new URL(t.url!).pathname.slice(1), random_page_cost: '1.1' });
    } finally {
      await viaSocket.close();
    }
  });
});
