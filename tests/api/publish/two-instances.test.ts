import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { PUBLISH_QUEUE_NAME } from '../../../src/server/publish/bullmq-queue.ts';
import type { RebuildRoutes } from '../../../src/server/publish/publish-worker.ts';
import { createUser } from '../../helpers/build-users.ts';
import { fakeSiteBuild } from '../../helpers/fake-site-build.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Two instances on one PostgreSQL and one Redis (issue 18), each serving its own dist/: a publish
// made through one is served by the other within a few seconds, and a worker that dies mid-build
// leaves its job to the other instance while the old page stays served.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const OLD_PAGE = '<html><body><p>Old terms</p></body></html>';
let testDb: TestDatabase;
const servers: TestServer[] = [];
const prefixes: string[] = [];

/** A dist/ as a deploy build leaves it: the French terms page, before any publish. */
function deployedDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'instance-dist-'));
  mkdirSync(join(dist, 'fr', 'terms_condition'), { recursive: true });
  writeFileSync(join(dist, 'fr', 'terms_condition', 'index.html'), OLD_PAGE);
  return dist;
}

async function instance(prefix: string, rebuild: (self: () => TestServer) => RebuildRoutes): Promise<TestServer> {
  const ref: { server?: TestServer } = {};
  const server = await startTestServer(
    { REDIS_URL, PUBLISH_QUEUE_PREFIX: prefix, DIST_DIR: deployedDist() },
    { testDb, serveSite: true, rebuild: rebuild(() => ref.server!), publishBackoffMs: 20, publishLockMs: 1000 },
  );
  ref.server = server;
  servers.push(server);
  return server;
}

function newPrefix(): string {
  const prefix = `test-publish-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  return prefix;
}

const pageOn = async (server: TestServer) => (await fetch(`${server.url}/fr/terms_condition`)).text();

/** Saves and publishes the French terms through `server`; answers the publish id. */
async function publishTerms(server: TestServer, html: string): Promise<number> {
  const { token } = await createUser(server.server.deps, { role: ROLE.editor });
  const doc = (
    await server.call<{ kind: string; lang: string; revision: number }[]>('/api/studio/documents', { token })
  ).body.data.find((d) => d.kind === 'terms' && d.lang === 'fr');
  const saved = await server.call<{ revision: number }>('/api/studio/documents/terms/fr/draft', {
    method: 'PUT',
    json: { revision: doc?.revision ?? 0, body: { html } },
    token,
  });
  const res = await server.call<{ publishId: number }>('/api/studio/documents/terms/fr/publish', {
    json: { revision: saved.body.data.revision },
    token,
  });
  expect(res.status).toBe(202);
  return res.body.data.publishId;
}

async function statusOf(server: TestServer, publishId: number): Promise<string> {
  const { token } = await createUser(server.server.deps, { role: ROLE.editor });
  return (await server.call<{ status: string }>(`/api/studio/publishes/${publishId}`, { token })).body.data.status;
}

describe.runIf(testDbKind() === 'postgres')('two instances on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const prefix of prefixes) {
      const queue = new Queue(PUBLISH_QUEUE_NAME, { connection: { host: '127.0.0.1', port: 6379 }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await testDb?.drop();
  });

  it('serves on instance B, within a few seconds, a page published through instance A', async () => {
    const prefix = newPrefix();
    const build: (self: () => TestServer) => RebuildRoutes = (self) => (routes) => fakeSiteBuild(self().url, routes);
    const a = await instance(prefix, build);
    const b = await instance(prefix, build);
    expect(await pageOn(b)).toContain('Old terms');

    const publishId = await publishTerms(a, '<p>Conditions v2</p>');
    await vi.waitFor(async () => expect(await statusOf(a, publishId)).toBe('live'), { timeout: 15_000, interval: 100 });
    const published = performance.now();
    await vi.waitFor(async () => expect(await pageOn(b)).toContain('<p>Conditions v2</p>'), {
      timeout: 6000,
      interval: 100,
    });
    expect(performance.now() - published).toBeLessThan(5000);
    // Whichever instance's worker built it, both serve it.
    await vi.waitFor(async () => expect(await pageOn(a)).toContain('<p>Conditions v2</p>'), {
      timeout: 6000,
      interval: 100,
    });
    // The page's new asset came along, and B serves it.
    const asset = /src="\/(_astro\/[^"]+)"/.exec(await pageOn(b))?.[1];
    expect(asset).toBeDefined();
    expect((await fetch(`${b.url}/${asset}`)).status).toBe(200);
  }, 60_000);

  it('retries on another instance a job whose worker died mid-build; the old page is served until the new one is complete', async () => {
    const prefix = newPrefix();
    let aStarted = false;
    // A's build never ends: its worker is stopped in the middle, as if its process were killed.
    const a = await instance(prefix, () => async () => {
      aStarted = true;
      return new Promise(() => {});
    });
    const publishId = await publishTerms(a, '<p>Conditions v3</p>');
    await vi.waitFor(() => expect(aStarted).toBe(true), { timeout: 10_000, interval: 50 });
    await a.server.deps.publishQueue.close(true);

    let bBuilding = false;
    const b = await instance(prefix, (self) => async (routes) => {
      bBuilding = true;
      await sleep(800);
      return fakeSiteBuild(self().url, routes);
    });
    await vi.waitFor(() => expect(bBuilding).toBe(true), { timeout: 15_000, interval: 50 });
    // While B builds, both instances still serve the old page, whole.
    expect(await pageOn(b)).toBe(OLD_PAGE);
    expect(await pageOn(a)).not.toContain('Conditions v3');

    await vi.waitFor(async () => expect(await statusOf(b, publishId)).toBe('live'), { timeout: 15_000, interval: 100 });
    expect(await pageOn(b)).toContain('<p>Conditions v3</p>');
    // A's dist/ catches up too (its server still serves, only its worker died).
    await vi.waitFor(async () => expect(await pageOn(a)).toContain('<p>Conditions v3</p>'), {
      timeout: 6000,
      interval: 100,
    });
  }, 60_000);
});
