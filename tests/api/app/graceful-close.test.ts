import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ok } from '../../../src/server/app/envelope.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { startServer } from '../../../src/server/server.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

let testDb: TestDatabase | undefined;
afterAll(() => testDb?.drop());

it('a stopping server lets the requests it is handling finish before closing its database', async () => {
  testDb = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    CONTENT_REBUILD: 'false',
    // the server opens (and on close, closes) a database of its own
    DATA_DIR: mkdtempSync(join(tmpdir(), 'autoimport-close-')),
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered = () => {};
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let answer: { n?: number; error?: unknown } = {};
  const server = await startServer({
    env,
    serveSite: false,
    extraApiRoutes: (app) =>
      app.get('/api/test/slow', async (c) => {
        entered();
        await gate; // the client is gone and the server is stopping by now
        try {
          const result = await c.get('deps').db.execute(sql`select 1 as n`);
          answer = { n: Number(rowsOf<{ n: number }>(result)[0]?.n) };
        } catch (error) {
          answer = { error };
        }
        return ok(c, answer);
      }),
  });
  const client = new AbortController();
  const request = fetch(`${server.url}/api/test/slow`, { signal: client.signal }).catch(() => null);
  await inHandler;
  client.abort(); // the client gives up: its connection closes while the handler works
  await request;
  let closed = false;
  const closing = server.close().then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 100));
  expect(closed).toBe(false); // still waiting for the handler
  release();
  await closing;
  expect(answer).toEqual({ n: 1 });
}, 90_000); // the server opens and migrates a database of its own on disk: seconds on a busy machine
