/**
 * Alerts end to end over HTTP (issue 23): a car published that matches a saved search, and a price drop
 * of a liked car, each give the buyer exactly one message in the development outbox — also with two
 * instances running at once, and after a worker died between claiming and sending; nothing is sent in
 * the buyer's quiet hours (held until 07:00 their time); the stop link stops the alert.
 * The job's clock is injected; runs are asked for through POST /api/dev/alerts/run.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDigests, cars } from '../../../src/server/db/schema.ts';
import type { OutboxMessage } from '../../../src/server/routes/otp/otp.schemas.ts';
import {
  createBodyType,
  createBrand,
  createCar,
  createCity,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
} from '../../helpers/build-catalog.ts';
import { stopToken } from '../../../src/server/alerts/stop-token.ts';
import { createUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let catalog: { brandId: number; modelId: number; bodyTypeId: number; otherBodyId: number; importerId: number };
/** Noon in Benin (UTC+1) on a fixed day. */
const NOON = new Date('2026-11-26T11:00:00Z');
/**
 * The servers' own clock, for runs nobody asked for (with REDIS_URL, BullMQ runs one at start): the
 * night before, quiet for every buyer, so only the runs of the tests (at given times) send.
 */
const QUIET = () => new Date('2026-11-26T02:00:00Z');

beforeAll(async () => {
  t = await startTestServer({}, { alerts: { alertClock: QUIET } });
  const db = t.server.deps.db;
  const ctx = { db, env: t.env };
  const brand = await createBrand(db, { name: 'Alertmobile' });
  const model = await createModel(db, { name: 'Notifier', brandId: brand.id });
  const suv = await createBodyType(db, { name: 'Alert SUV' });
  const van = await createBodyType(db, { name: 'Alert Van' });
  const { importer } = await createImporter(ctx);
  catalog = { brandId: brand.id, modelId: model.id, bodyTypeId: suv.id, otherBodyId: van.id, importerId: importer.id };
});
afterAll(() => t?.close());

const run = (server: TestServer, at: Date) =>
  server.call<{ matches: number; priceDrops: number; digests: Record<string, number> }>('/api/dev/alerts/run', {
    json: { at: at.toISOString() },
  });

async function outboxOf(server: TestServer, user: BuiltUser): Promise<OutboxMessage[]> {
  const to = encodeURIComponent(`${user.user.countryCode}${user.user.mobileNo}`);
  return (await server.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=${to}`)).body.data;
}

async function buyerWithSearch(server: TestServer, lang = 'en', countryCode = '+229') {
  const buyer = await createUser({ db: server.server.deps.db, env: server.env }, { countryCode });
  const saved = await server.call<{ id: number }>('/api/customer/savedSearches', {
    token: buyer.token,
    json: {
      name: lang === 'fr' ? 'Alertmobile · SUV (fr)' : 'Alertmobile · SUV',
      filterString: `150?${catalog.brandId}|50?${catalog.bodyTypeId}`,
      listQuery: `brand=${catalog.brandId}&body=${catalog.bodyTypeId}`,
      lang,
    },
  });
  expect(saved.status).toBe(200);
  return { buyer, searchId: saved.body.data.id };
}

/** Publishes a car now (as the importer's publish does: published_at = now()). */
function publishCar(server: TestServer, bodyTypeId = catalog.bodyTypeId) {
  const { brandId, modelId, importerId } = catalog;
  return createCar(
    { db: server.server.deps.db, env: server.env },
    { brandId, modelId, importerId, bodyTypeId, publishedAt: sql`now()` as unknown as Date },
  );
}

describe('a car matching a saved search', () => {
  it('gives the buyer exactly one message, in their language, linking to the list and a stop link', async () => {
    const { buyer } = await buyerWithSearch(t, 'fr');
    await publishCar(t);
    await publishCar(t, catalog.otherBodyId); // matches nothing
    expect((await run(t, NOON)).status).toBe(200);
    await run(t, NOON);
    await run(t, new Date(NOON.getTime() + 3600_000));
    const messages = await outboxOf(t, buyer);
    expect(messages).toHaveLength(1);
    const text = messages[0]!.text;
    expect(text).toContain('Alertmobile · SUV (fr): 1 nouvelle voiture');
    expect(text).toContain(`${t.env.SITE_URL}/fr/car_list?brand=${catalog.brandId}&body=${catalog.bodyTypeId}`);
    expect(text).toMatch(/Arrêter cette alerte : http\S+\/fr\/alert_stop\?t=s\d+\./);
  });

  it('the stop link pauses that alert: the next car is not told', async () => {
    const { buyer } = await buyerWithSearch(t);
    await publishCar(t);
    await run(t, NOON);
    const [message] = await outboxOf(t, buyer);
    const token = decodeURIComponent(/alert_stop\?t=(\S+)/.exec(message!.text)![1]!);
    const stopped = await t.call<{ name: string; paused: boolean }>('/api/open/alertStop', { json: { token } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual({ kind: 'search', name: 'Alertmobile · SUV', paused: true });
    expect(stopped.headers.get('x-message-key')).toBe('alertPaused');
    const forged = await t.call('/api/open/alertStop', {
      json: { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.status).toBe(404);
    await publishCar(t);
    await run(t, new Date(NOON.getTime() + 86_400_000)); // the next day: a digest would be due
    expect(await outboxOf(t, buyer)).toHaveLength(1);
  });
});

describe('a price drop of a liked car', () => {
  it('gives the buyer exactly one message; a rise gives none', async () => {
    const buyer = await createUser({ db: t.server.deps.db, env: t.env });
    const car = await publishCar(t, catalog.otherBodyId);
    expect((await t.call(`/api/customer/saveCarWishlist/${car.id}/1`, { token: buyer.token })).status).toBe(200);
    await run(t, NOON); // the like is older than the change below
    const db = t.server.deps.db;
    await db.update(cars).set({ price: 4_750_000 }).where(eq(cars.id, car.id));
    await run(t, NOON);
    await run(t, NOON);
    const messages = await outboxOf(t, buyer);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toContain(
      'Lower price on a car you like: Alertmobile Notifier 2015 4,750,000 FCFA (was 5,000,000)',
    );
    expect(messages[0]!.text).toContain('/en/wish_list');
    await db.update(cars).set({ price: 6_000_000 }).where(eq(cars.id, car.id));
    await run(t, new Date(NOON.getTime() + 86_400_000));
    expect(await outboxOf(t, buyer)).toHaveLength(1);
  });
});

describe('the stop link of price drops', () => {
  it('pauses and resumes them; for an account that no longer exists it says the link is not valid', async () => {
    const buyer = await createUser({ db: t.server.deps.db, env: t.env });
    const token = stopToken(t.env.JWT_SECRET, { kind: 'priceDrops', userId: buyer.user.id });
    const paused = await t.call('/api/open/alertStop', { json: { token } });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toEqual({ kind: 'priceDrops', name: null, paused: true });
    expect(paused.body.message).toBe('Price-drop alerts paused');
    expect(paused.headers.get('x-message-key')).toBe('priceDropsPaused');
    const resumed = await t.call('/api/open/alertStop', { json: { token, resume: true } });
    expect(resumed.body.data).toEqual({ kind: 'priceDrops', name: null, paused: false });
    expect(resumed.headers.get('x-message-key')).toBe('priceDropsResumed');
    // signed by this server, as the link in a message sent before the account was removed
    const gone = stopToken(t.env.JWT_SECRET, { kind: 'priceDrops', userId: 2_000_000_000 });
    const answer = await t.call('/api/open/alertStop', { json: { token: gone } });
    expect(answer.status).toBe(404);
  });
});

describe('quiet hours', () => {
  it('holds a message from 21:00 to 07:00 the buyer’s time and sends it at 07:00', async () => {
    const { buyer } = await buyerWithSearch(t); // +229 Benin, UTC+1
    await publishCar(t);
    expect((await run(t, new Date('2026-11-27T20:00:00Z'))).body.data.digests.quiet).toBeGreaterThan(0); // 21:00
    await run(t, new Date('2026-11-28T05:59:00Z')); // 06:59
    expect(await outboxOf(t, buyer)).toHaveLength(0);
    await run(t, new Date('2026-11-28T06:00:00Z')); // 07:00
    expect(await outboxOf(t, buyer)).toHaveLength(1);
  });

  it('follows the buyer’s country: 20:30 UTC is quiet in Lagos, not in Accra', async () => {
    const lagos = await buyerWithSearch(t, 'en', '+234');
    const accra = await buyerWithSearch(t, 'en', '+233');
    await publishCar(t);
    await run(t, new Date('2026-11-29T20:30:00Z'));
    expect(await outboxOf(t, lagos.buyer)).toHaveLength(0);
    expect(await outboxOf(t, accra.buyer)).toHaveLength(1);
  });
});

describe('idempotence', () => {
  it('two instances running at once send one message', async () => {
    const second = await startTestServer({}, { testDb: t.testDb, alerts: { alertClock: QUIET } });
    try {
      const { buyer } = await buyerWithSearch(t);
      await publishCar(t);
      await Promise.all([run(t, NOON), run(second, NOON), run(t, NOON), run(second, NOON)]);
      const told = [...(await outboxOf(t, buyer)), ...(await outboxOf(second, buyer))];
      expect(told).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a worker that dies between claim and send: the next run after the lease sends it once', async () => {
    let dying = true;
    const crashing = await startTestServer(
      {},
      {
        testDb: t.testDb,
        alerts: {
          alertClock: QUIET,
          alertBeforeSend: async () => {
            if (dying) throw new Error('killed between claim and send');
          },
        },
      },
    );
    const { buyer } = await buyerWithSearch(t);
    await publishCar(t);
    try {
      const died = await run(crashing, NOON);
      expect(died.body.data.digests.failed).toBe(1);
    } finally {
      dying = false;
      await crashing.close();
    }
    const [claim] = await t.server.deps.db.select().from(alertDigests).where(eq(alertDigests.userId, buyer.user.id));
    expect(claim?.status).toBe('sending');
    // Restarted: within the lease the claim is still held; after it, taken over and sent once.
    await run(t, new Date(NOON.getTime() + 60_000));
    expect(await outboxOf(t, buyer)).toHaveLength(0);
    await run(t, new Date(NOON.getTime() + 6 * 60_000));
    await run(t, new Date(NOON.getTime() + 7 * 60_000));
    expect(await outboxOf(t, buyer)).toHaveLength(1);
  });
});

describe('through the importer API', () => {
  it('a car the importer publishes, then lowers the price of, tells each buyer once', async () => {
    const db = t.server.deps.db;
    const importer = await createImporter({ db, env: t.env });
    const [fuel, gearbox, city] = [await createFuelType(db), await createTransmission(db), await createCity(db)];
    const { buyer: searcher } = await buyerWithSearch(t);
    const liker = await createUser({ db, env: t.env });
    const importerCall = <T>(path: string, json: unknown) =>
      t.call<T>(`/api/importer/${path}`, { json, token: importer.token });
    const added = await importerCall<{ Id: number }>('addCar', {
      MakerId: catalog.brandId,
      ModelId: catalog.modelId,
      BodyTypeId: catalog.bodyTypeId,
      FuelTypeId: fuel.id,
      TransmissionId: gearbox.id,
      CityId: city.id,
      VinNum: 'ALRT12345',
      VehManufYear: 2019,
      VehKmsDriven: 30000,
      Price: 8_000_000,
      Condition: 0,
      Standard_equipment: [],
      Optional_equipment: [],
    });
    expect(added.status).toBe(200);
    const carId = added.body.data.Id;
    const day2 = new Date(NOON.getTime() + 4 * 86_400_000);
    await run(t, day2);
    expect(await outboxOf(t, searcher)).toHaveLength(1);

    expect((await t.call(`/api/customer/saveCarWishlist/${carId}/1`, { token: liker.token })).status).toBe(200);
    await run(t, day2); // the like is older than the drop below
    expect((await importerCall('setCarPrice', { carId, Price: 7_500_000 })).status).toBe(200);
    await run(t, day2);
    await run(t, day2);
    const told = await outboxOf(t, liker);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('7,500,000 FCFA (was 8,000,000)');
    expect(await outboxOf(t, searcher)).toHaveLength(1);
  });
});
