/**
 * Starts the real server on a free port against a throwaway database, for API tests over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Env } from '../../src/server/env.ts';
import { parseEnv } from '../../src/server/env.ts';
import { startServer, type StartedServer, type StartOptions } from '../../src/server/server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  server: StartedServer;
  testDb: TestDatabase;
  env: Env;
  /** fetch relative to the server, JSON in and out. */
  call<T = unknown>(path: string, init?: CallInit): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface TestServerOptions {
  /** The publish job's rebuild (a fake that records its routes, or fails); default: none. */
  rebuild?: StartOptions['rebuild'];
  /** First wait between two tries of a failed publish job (ms). */
  publishBackoffMs?: number;
  /** Serve the site from DIST_DIR (default false). */
  serveSite?: boolean;
  /** An already made throwaway database (two servers on one database); closing the server leaves it. */
  testDb?: TestDatabase;
  /** BullMQ: how soon a dead worker's publish job is taken over (ms). */
  publishLockMs?: number;
  /** Alerts (issue 23): the job's clock, claim lease and a hook between claim and send. */
  alerts?: Pick<StartOptions, 'alertClock' | 'alertLeaseMs' | 'alertBeforeSend'>;
  /** Listen with SO_REUSEPORT (several servers on one port). */
  reusePort?: boolean;
}

export async function startTestServer(
  overrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const testDb = options.testDb ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'autoimport-test-')),
    CONTENT_REBUILD: 'false',
    LOG_LEVEL: 'silent',
    // With REDIS_URL, each server has its own publish queue (removed on close).
    PUBLISH_QUEUE_PREFIX: `test-publish-${randomBytes(6).toString('hex')}`,
    // Alert runs only when a test asks (POST /api/dev/alerts/run, deps.alerts.enqueue()).
    ALERT_TICK_MS: '0',
    ...overrides,
  });
  const server = await startServer({
    env,
    database: testDb.database,
    serveSite: options.serveSite ?? false,
    ...(options.rebuild ? { rebuild: options.rebuild } : {}),
    ...(options.publishLockMs ? { publishLockMs: options.publishLockMs } : {}),
    publishBackoffMs: options.publishBackoffMs ?? 50,
    ...(options.reusePort ? { reusePort: true } : {}),
    ...options.alerts,
  });
  const url = server.url;
  return {
    url,
    server,
    testDb,
    env,
    call: async <T>(path: string, init: CallInit = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token !== undefined) headers.authorization = String(init.token);
      let body = init.body;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      const response = await fetch(url + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
      const text = await response.text();
      let parsed: Envelope<T>;
      try {
        parsed = JSON.parse(text) as Envelope<T>;
      } catch {
        parsed = { status: response.status, message: text, data: null as T };
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    close: async () => {
      await server.close();
      if (!options.testDb) await testDb.drop();
      if (server.deps.publishQueue.kind === 'bullmq' && env.REDIS_URL)
        await removeKeys(env.REDIS_URL, env.PUBLISH_QUEUE_PREFIX);
    },
  };
}

/** Deletes the keys under a prefix (a test server's publish queue). */
async function removeKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
