import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';

// On PostgreSQL the server prepares its statements (one round trip a call instead of two), at most
// PG_PREPARED_STATEMENTS distinct texts, and still plans each call for its own values.
describe.runIf(testDbKind() === 'postgres')('prepared statements (PostgreSQL)', () => {
  let t: TestDatabase;
  let one: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    // one connection, so every statement below and pg_prepared_statements share a session
    one = await openDatabase({ databaseUrl: t.url, dataDir: 'memory://', max: 1, preparedStatements: 3 });
  });
  afterAll(async () => {
    await one?.close();
    await t?.drop();
  });

  const prepared = async () =>
    rowsOf<{ statement: string }>(await one.db.execute(sql`select statement from pg_prepared_statements`))
      .map((r) => r.statement)
      .filter((s) => !s.includes('pg_catalog.pg_type')); // postgres.js's own lookup of array types, at connect

  it('prepares the first distinct statements up to the limit and runs later ones unprepared', async () => {
    for (const [i, table] of ['brands', 'models', 'countries', 'cities', 'body_types'].entries()) {
      const rows = rowsOf<{ n: number }>(
        await one.db.execute(sql`select count(*)::int + ${i} as n from ${sql.identifier(table)}`),
      );
      expect(rows[0]?.n).toBe(i);
    }
    // the same statement again with another value reuses its prepared statement
    await one.db.execute(sql`select count(*)::int + ${7} as n from ${sql.identifier('brands')}`);
    const statements = await prepared();
    expect(statements).toHaveLength(3);
    expect(statements.join('\n')).toMatch(/from "brands"/);
    expect(statements.join('\n')).toMatch(/from "countries"/);
    expect(statements.join('\n')).not.toMatch(/from "cities"|from "body_types"|pg_prepared_statements/);
  });

  it('plans every call for its own values', async () => {
    const [row] = rowsOf<{ plan_cache_mode: string }>(await one.db.execute(sql`show plan_cache_mode`));
    expect(row?.plan_cache_mode).toBe('force_custom_plan');
  });

  it('prepares nothing with a limit of 0', async () => {
    const none = await openDatabase({ databaseUrl: t.url, dataDir: 'memory://', max: 1, preparedStatements: 0 });
    try {
      await none.db.execute(sql`select ${1}::int as n`);
      const rows = rowsOf<{ n: number }>(
        await none.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where statement not like '%pg_catalog.pg_type%'`,
        ),
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await none.close();
    }
  });
});
