/**
 * The alert job on BullMQ (REDIS_URL; skipped without it), two instances on one database and one queue:
 * a matching car gives one message however many runs both ask for; a worker that dies after its claim
 * leaves it held (BullMQ's retries send nothing), and once the claim's lease has passed a run sends it, once.
 */
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDigests, alertWatermarks } from '../../../src/server/db/schema.ts';
import type { OutboxMessage } from '../../../src/server/routes/otp/otp.schemas.ts';
import { createBodyType, createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const redis = process.env.REDIS_URL;
let a: TestServer;
let b: TestServer;
/** Both instances' clock (noon in Benin, then later). */
let now = new Date('2026-11-26T11:00:00Z');
/** While true, every worker dies between its claim and its send. */
let crashing = false;
let catalog: { brandId: number; modelId: number; bodyTypeId: number; importerId: number };

beforeAll(async () => {
  if (!redis) return;
  const shared = { REDIS_URL: redis, PUBLISH_QUEUE_PREFIX: `test-alerts-${randomBytes(6).toString('hex')}` };
  const alerts = {
    alertClock: () => now,
    alertBeforeSend: async () => {
      if (crashing) throw new Error('killed between claim and send');
    },
  };
  a = await startTestServer(shared, { alerts });
  b = await startTestServer(shared, { testDb: a.testDb, alerts });
  const db = a.server.deps.db;
  const brand = await createBrand(db, { name: 'Queuemobile' });
  const model = await createModel(db, { name: 'Bull', brandId: brand.id });
  const body = await createBodyType(db, { name: 'Queue SUV' });
  const { importer } = await createImporter({ db, env: a.env });
  catalog = { brandId: brand.id, modelId: model.id, bodyTypeId: body.id, importerId: importer.id };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function told(user: BuiltUser): Promise<number> {
  const to = encodeURIComponent(`${user.user.countryCode}${user.user.mobileNo}`);
  const lists = await Promise.all(
    [a, b].map(async (server) => (await server.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=${to}`)).body.data),
  );
  return lists.flat().length;
}

async function buyerWithNewCar(): Promise<BuiltUser> {
  const db = a.server.deps.db;
  const buyer = await createUser({ db, env: a.env });
  const saved = await a.call('/api/customer/savedSearches', {
    token: buyer.token,
    json: { name: 'Queuemobile', filterString: `150?${catalog.brandId}`, listQuery: `brand=${catalog.brandId}` },
  });
  expect(saved.status).toBe(200);
  await createCar({ db, env: a.env }, { ...catalog, publishedAt: sql`now()` as unknown as Date });
  return buyer;
}

const digestOf = async (user: BuiltUser) =>
  (await a.server.deps.db.select().from(alertDigests).where(eq(alertDigests.userId, user.user.id)))[0];

/** Asks both instances for runs, and waits until a run has started after the ask and finished. */
async function runBothAndSettle(): Promise<void> {
  const db = a.server.deps.db;
  const before = (await db.select().from(alertWatermarks).where(eq(alertWatermarks.name, 'prices')))[0]?.until;
  await Promise.all([a.server.deps.alerts.enqueue(), b.server.deps.alerts.enqueue(), a.server.deps.alerts.enqueue()]);
  await expect
    .poll(async () => (await db.select().from(alertWatermarks).where(eq(alertWatermarks.name, 'prices')))[0]?.until, {
      timeout: 20_000,
    })
    .not.toEqual(before);
}

describe.skipIf(!redis)('alerts on BullMQ, two instances', () => {
  it('send one message for a matching car, however many runs are asked for', async () => {
    const buyer = await buyerWithNewCar();
    await runBothAndSettle();
    await expect.poll(async () => (await digestOf(buyer))?.status, { timeout: 20_000 }).toBe('sent');
    await runBothAndSettle();
    await runBothAndSettle();
    expect(await told(buyer)).toBe(1);
  });

  it('a send that died after the claim is sent once after the lease', async () => {
    now = new Date('2026-11-27T11:00:00Z');
    crashing = true;
    const buyer = await buyerWithNewCar();
    // The worker that takes the run dies after its claim (BullMQ's retries find the claim held: nothing is sent).
    await a.server.deps.alerts.enqueue();
    await expect.poll(async () => (await digestOf(buyer))?.status, { timeout: 20_000 }).toBe('sending');
    await runBothAndSettle();
    expect(await told(buyer)).toBe(0);
    crashing = false;
    now = new Date(now.getTime() + 6 * 60_000);
    await runBothAndSettle();
    await expect.poll(async () => (await digestOf(buyer))?.status, { timeout: 20_000 }).toBe('sent');
    await runBothAndSettle();
    expect(await told(buyer)).toBe(1);
  });
});
