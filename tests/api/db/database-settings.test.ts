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
});
