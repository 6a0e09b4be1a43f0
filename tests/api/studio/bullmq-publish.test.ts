import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPublish } from '../../../src/server/content/publish-jobs.ts';
import type { DocumentRef } from '../../../src/server/content/studio-documents.ts';
import { publishBody } from '../../../src/server/content/studio-versions.ts';
import { ROLE } from '../../../src/server/db/schema.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { createBullPublishQueue, PUBLISH_QUEUE_NAME } from '../../../src/server/publish/bullmq-queue.ts';
import type { PublishQueue } from '../../../src/server/publish/publish-queue.ts';
import type { RebuildRoutes } from '../../../src/server/publish/publish-worker.ts';
import { createUser } from '../../helpers/build-users.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { startTestServer } from '../../helpers/test-server.ts';

// The BullMQ publish queue on the real Redis at 127.0.0.1:6379: two instances (two workers) on one
// database, as two API servers would run. Each test uses its own key prefix and removes its keys.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });
let testDb: TestDatabase;
let userId: number;
const prefixes: string[] = [];
const queues: PublishQueue[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test' });
  userId = (await createUser({ db: testDb.database.db, env }, { role: ROLE.editor })).user.id;
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  for (const prefix of prefixes) {
    const queue = new Queue(PUBLISH_QUEUE_NAME, { connection: { host: '127.0.0.1', port: 6379 }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await testDb?.drop();
});

/** Two queue instances on one prefix, as two servers sharing a Redis. */
async function twoInstances(rebuild: RebuildRoutes): Promise<[PublishQueue, PublishQueue]> {
  const prefix = `test-publish-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  const options = { db: testDb.database.db, logger, rebuild, url: REDIS_URL, prefix, backoffMs: 20 };
  const pair = [await createBullPublishQueue(options), await createBullPublishQueue(options)] as const;
  queues.push(...pair);
  return [pair[0], pair[1]];
}

const DOCS: DocumentRef[] = [
  { kind: 'terms', lang: 'en' },
  { kind: 'terms', lang: 'fr' },
  { kind: 'privacy', lang: 'sp' },
  { kind: 'contact', lang: 'en' },
  { kind: 'terms', lang: 'sp' },
];

/**
 * Publishes five documents, 40 ms apart (a build takes longer, so most arrive while one runs), and
 * asks alternately on each instance for their jobs: a second worker free to start would overlap.
 */
async function burst(pair: readonly PublishQueue[], html: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, doc] of DOCS.entries()) {
    const body =
      doc.kind === 'contact'
        ? { phone: '1', email: 'e@x.test', address: html, latitude: null, longitude: null }
        : { html };
    const { publishId } = await publishBody(testDb.database.db, doc, { body, userId });
    ids.push(publishId);
    await pair[i % 2]!.enqueue(publishId);
    await sleep(40);
  }
  return ids;
}

async function statusesOf(ids: number[]) {
  return Promise.all(ids.map(async (id) => (await findPublish(testDb.database.db, id))?.status));
}

describe('BullMQ publish queue', () => {
  it('runs one build at a time across two instances, and every publish of a burst goes live', async () => {
    const spans: { start: number; end: number; routes: string[] }[] = [];
    let running = 0;
    let overlapped = false;
    // Builds hold until the whole burst is queued, so a loaded machine cannot finish one build per publish.
    let burstQueued!: () => void;
    const allQueued = new Promise<void>((resolve) => (burstQueued = resolve));
    const [a, b] = await twoInstances(async (routes) => {
      running += 1;
      if (running > 1) overlapped = true;
      const start = performance.now();
      await allQueued;
      await sleep(150);
      spans.push({ start, end: performance.now(), routes });
      running -= 1;
      return { routes, pages: [], assets: 0, ms: 150 };
    });
    const ids = await burst([a, b], '<p>Burst</p>');
    burstQueued();
    await vi.waitFor(async () => expect(await statusesOf(ids)).toEqual(ids.map(() => 'live')), {
      timeout: 20_000,
      interval: 100,
    });
    expect(overlapped).toBe(false);
    const ordered = [...spans].sort((x, y) => x.start - y.start);
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
    // Coalesced: fewer builds than publishes, and every kind was built.
    expect(spans.length).toBeLessThan(ids.length);
    expect(new Set(spans.flatMap((span) => span.routes))).toEqual(
      new Set(['terms_condition', 'privacy_policy', 'contact_us']),
    );
  }, 40_000);

  it('retries a failing build three times, then marks its publishes failed with the reason', async () => {
    let tries = 0;
    const [a, b] = await twoInstances(async () => {
      tries += 1;
      throw new Error('astro build (rebuild) failed: disk full');
    });
    const ids = await burst([a, b], '<p>Doomed</p>');
    await vi.waitFor(async () => expect(await statusesOf(ids)).toEqual(ids.map(() => 'failed')), {
      timeout: 20_000,
      interval: 100,
    });
    const first = await findPublish(testDb.database.db, ids[0]!);
    expect(first?.error).toMatch(/disk full/);
    expect(first?.finishedAt).not.toBeNull();
    expect(tries).toBeGreaterThanOrEqual(3);
  }, 40_000);

  it('tries one failing publish exactly three times', async () => {
    let tries = 0;
    const [a] = await twoInstances(async () => {
      tries += 1;
      throw new Error('no space left on device');
    });
    const body = { html: '<p>Once more</p>' };
    const { publishId } = await publishBody(testDb.database.db, { kind: 'privacy', lang: 'en' }, { body, userId });
    await a.enqueue(publishId);
    await vi.waitFor(async () => expect(await statusesOf([publishId])).toEqual(['failed']), {
      timeout: 20_000,
      interval: 100,
    });
    expect(tries).toBe(3);
  }, 40_000);

  it('serves a studio publish through a server started with REDIS_URL', async () => {
    const built: string[][] = [];
    const t = await startTestServer(
      { REDIS_URL },
      {
        rebuild: async (routes) => {
          built.push(routes);
          return { routes, pages: [], assets: 0, ms: 1 };
        },
      },
    );
    try {
      expect(t.server.deps.publishQueue.kind).toBe('bullmq');
      const { token } = await createUser(t.server.deps, { role: ROLE.editor });
      const saved = await t.call<{ revision: number }>('/api/studio/documents/privacy/fr/draft', {
        method: 'PUT',
        json: { revision: 0, body: { html: '<p>Confidentialité</p>' } },
        token,
      });
      const res = await t.call<{ publishId: number }>('/api/studio/documents/privacy/fr/publish', {
        json: { revision: saved.body.data.revision },
        token,
      });
      expect(res.status).toBe(202);
      await vi.waitFor(
        async () => {
          const publish = await t.call<{ status: string }>(`/api/studio/publishes/${res.body.data.publishId}`, {
            token,
          });
          expect(publish.body.data.status).toBe('live');
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(built).toEqual([['privacy_policy']]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
