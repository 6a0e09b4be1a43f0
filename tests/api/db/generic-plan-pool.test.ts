import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { planModeOf } from '../../../src/server/db/plan-mode.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';

// With generic plans on (the server's default on PostgreSQL), statements keyed by ids run on a second
// pool that plans once. It must read every value as the first pool does: a date as its text, a
// timestamp to the microsecond, their arrays as PostgreSQL's text, as drizzle's pass-through parsers do.
describe.runIf(testDbKind() === 'postgres')('the pool that plans once (PostgreSQL)', () => {
  let t: TestDatabase;
  let generic: Database;
  let custom: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    generic = await openDatabase({ databaseUrl: t.url, dataDir: 'memory://', max: 1, genericPlans: true });
    custom = await openDatabase({ databaseUrl: t.url, dataDir: 'memory://', max: 1, genericPlans: false });
  });
  afterAll(async () => {
    await generic?.close();
    await custom?.close();
    await t?.drop();
  });

  const statement = (id: number) => sql`
    select '2026-11-12'::date as day,
           '2026-11-12 10:00:00.123456+00'::timestamptz as at,
           '2026-11-12 10:00:00.123456'::timestamp as local,
           array['2026-11-12'::date, '2026-11-13'::date] as days,
           current_setting('plan_cache_mode') as mode,
           (select count(*)::int from "cars" where "cars"."id" = ${id}) as n`;

  it('is the statement the server plans once', () => {
    expect(planModeOf(new PgDialect().sqlToQuery(statement(1)).sql)).toBe('generic');
  });

  it('reads dates and timestamps as the pool that plans per call does', async () => {
    const [once] = rowsOf<Record<string, unknown>>(await generic.db.execute(statement(1)));
    const [perCall] = rowsOf<Record<string, unknown>>(await custom.db.execute(statement(1)));
    expect(once?.mode).toBe('force_generic_plan');
    expect(perCall?.mode).toBe('force_custom_plan');
    expect(once?.day).toBe('2026-11-12');
    expect(String(once?.at)).toMatch(/10:00:00\.123456/);
    expect(once?.days).toEqual(perCall?.days);
    expect({ ...once, mode: undefined }).toEqual({ ...perCall, mode: undefined });
  });
});
