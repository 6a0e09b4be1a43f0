import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPublish } from '../../../src/server/content/publish-jobs.ts';
import { publishBody } from '../../../src/server/content/studio-versions.ts';
import { ROLE } from '../../../src/server/db/schema.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { createInProcessPublishQueue } from '../../../src/server/publish/in-process-queue.ts';
import { createUser } from '../../helpers/build-users.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

// The publish queue without Redis, on a real (throwaway) database: serial builds, bursts coalesced.
const logger = pino({ level: 'silent' });
let testDb: TestDatabase;
let userId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  userId = (await createUser({ db: testDb.database.db, env: parseEnv({ NODE_ENV: 'test' }) }, { role: ROLE.editor }))
    .user.id;
});
afterAll(() => testDb?.drop());

const publishTerms = async (html: string) =>
  (await publishBody(testDb.database.db, { kind: 'terms', lang: 'en' }, { body: { html }, userId })).publishId;

describe('in-process publish queue', () => {
  it('builds one at a time and answers a burst with at most two builds', async () => {
    let running = 0;
    let overlapped = false;
    const builds: string[][] = [];
    // The first build holds until the whole burst is queued: a fixed sleep let a slow machine finish it
    // between two publishes, and the third publish then started a third build.
    let burstQueued!: () => void;
    const allQueued = new Promise<void>((resolve) => (burstQueued = resolve));
    const queue = createInProcessPublishQueue({
      db: testDb.database.db,
      logger,
      backoffMs: 10,
      rebuild: async (routes) => {
        running += 1;
        if (running > 1) overlapped = true;
        builds.push(routes);
        await allQueued;
        await sleep(20);
        running -= 1;
        return { routes, pages: [], assets: 0, ms: 100 };
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await publishTerms(`<p>${i}</p>`);
      ids.push(id);
      await queue.enqueue(id);
    }
    burstQueued();
    await vi.waitFor(
      async () => {
        const statuses = await Promise.all(ids.map(async (id) => (await findPublish(testDb.database.db, id))?.status));
        expect(statuses).toEqual(ids.map(() => 'live'));
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(overlapped).toBe(false);
    expect(builds.length).toBeLessThanOrEqual(2);
    await queue.close();
  });

  it('does nothing for a job that finds nothing queued, and takes no job after close', async () => {
    const rebuild = vi.fn(async (routes: string[]) => ({ routes, pages: [], assets: 0, ms: 1 }));
    const queue = createInProcessPublishQueue({ db: testDb.database.db, logger, rebuild });
    await queue.enqueue(0);
    await queue.close();
    expect(rebuild).not.toHaveBeenCalled();
    const id = await publishTerms('<p>After close</p>');
    await queue.enqueue(id);
    await sleep(50);
    expect(rebuild).not.toHaveBeenCalled();
    expect((await findPublish(testDb.database.db, id))?.status).toBe('queued');
  });
});
