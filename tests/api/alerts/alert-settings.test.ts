/**
 * Issue 23, My Account's alert settings over HTTP: the buyer chooses the channel of their digest (SMS
 * by default, or WhatsApp) and the digest goes out on it; the buyer pauses the price drops of liked
 * cars and the digest then tells the saved searches' news only, until they resume.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/server/db/schema.ts';
import type { OutboxMessage } from '../../../src/server/routes/otp/otp.schemas.ts';
import { createBodyType, createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let catalog: { brandId: number; modelId: number; bodyTypeId: number; importerId: number };
/** Noon in Benin (UTC+1); each test runs on its own day so each may get its one digest. */
const NOON = new Date('2026-11-26T11:00:00Z');
const day = (n: number) => new Date(NOON.getTime() + n * 86_400_000);

beforeAll(async () => {
  // The servers' own runs happen at night (quiet hours): only the runs asked for below send.
  t = await startTestServer({}, { alerts: { alertClock: () => new Date('2026-11-26T02:00:00Z') } });
  const db = t.server.deps.db;
  const brand = await createBrand(db, { name: 'Channelmobile' });
  const model = await createModel(db, { name: 'Relay', brandId: brand.id });
  const body = await createBodyType(db, { name: 'Channel SUV' });
  const { importer } = await createImporter({ db, env: t.env });
  catalog = { brandId: brand.id, modelId: model.id, bodyTypeId: body.id, importerId: importer.id };
});
afterAll(() => t?.close());

type Settings = { channel: 'sms' | 'whatsapp'; priceDropsPaused: boolean };
const settings = (token: string, json?: Partial<Settings> | Record<string, unknown>) =>
  t.call<Settings>('/api/customer/alertSettings', json ? { method: 'PATCH', json, token } : { token });
const run = (at: Date) => t.call('/api/dev/alerts/run', { json: { at: at.toISOString() } });

async function outboxOf(user: BuiltUser): Promise<OutboxMessage[]> {
  const to = encodeURIComponent(`${user.user.countryCode}${user.user.mobileNo}`);
  return (await t.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=${to}`)).body.data;
}

async function buyerWithSearch(): Promise<BuiltUser> {
  const buyer = await createUser({ db: t.server.deps.db, env: t.env }, { countryCode: '+229' });
  const saved = await t.call('/api/customer/savedSearches', {
    token: buyer.token,
    json: { name: 'Channelmobile', filterString: `150?${catalog.brandId}`, listQuery: `brand=${catalog.brandId}` },
  });
  expect(saved.status).toBe(200);
  return buyer;
}

const publishCar = () =>
  createCar(
    { db: t.server.deps.db, env: t.env },
    { ...catalog, bodyTypeId: catalog.bodyTypeId, publishedAt: sql`now()` as unknown as Date },
  );

describe('the alert channel', () => {
  it('is SMS by default; a buyer who chose WhatsApp gets the digest on WhatsApp', async () => {
    const onSms = await buyerWithSearch();
    const onWhatsApp = await buyerWithSearch();
    expect((await settings(onWhatsApp.token)).body.data).toEqual({ channel: 'sms', priceDropsPaused: false });
    const chosen = await settings(onWhatsApp.token, { channel: 'whatsapp' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toEqual({ channel: 'whatsapp', priceDropsPaused: false });
    expect((await settings(onWhatsApp.token)).body.data.channel).toBe('whatsapp');

    await publishCar();
    expect((await run(day(0))).status).toBe(200);
    const [whatsApp] = await outboxOf(onWhatsApp);
    const [sms] = await outboxOf(onSms);
    expect(whatsApp).toMatchObject({ channel: 'whatsapp', code: '' });
    expect(whatsApp!.text).toContain('Channelmobile: 1 new car');
    expect(sms).toMatchObject({ channel: 'sms', code: '' });
  });

  it('refuses an unknown channel, an empty change and a caller without a token', async () => {
    const buyer = await buyerWithSearch();
    expect((await settings(buyer.token, { channel: 'telegram' })).status).toBe(400);
    expect((await settings(buyer.token, {})).status).toBe(400);
    expect((await t.call('/api/customer/alertSettings', { method: 'PATCH', json: { channel: 'sms' } })).status).toBe(
      401,
    );
    expect((await settings(buyer.token)).body.data.channel).toBe('sms');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/customer/alertSettings'] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});

describe('pausing price drops of liked cars', () => {
  it('leaves the price drops out of the digest until the buyer resumes them', async () => {
    const db = t.server.deps.db;
    const buyer = await buyerWithSearch();
    // listed long before the search was saved: no news for it, only its price drops
    const liked = await createCar({ db, env: t.env }, { ...catalog, bodyTypeId: null, createdAt: day(-400) });
    expect((await t.call(`/api/customer/saveCarWishlist/${liked.id}/1`, { token: buyer.token })).status).toBe(200);
    await run(day(10)); // the like is older than the drops below

    const paused = await settings(buyer.token, { priceDropsPaused: true });
    expect(paused.body.data).toEqual({ channel: 'sms', priceDropsPaused: true });
    // Said apart from a saved search's pause: "Price-drop alerts paused", not "Alert paused".
    expect(paused.body.message).toBe('Price-drop alerts paused');
    expect(paused.headers.get('x-message-key')).toBe('priceDropsPaused');
    await db.update(cars).set({ price: 4_800_000 }).where(eq(cars.id, liked.id));
    await publishCar(); // the saved search still tells its news
    await run(day(11));
    const [first] = await outboxOf(buyer);
    expect(first!.text).toContain('Channelmobile: 1 new car');
    expect(first!.text).not.toContain('Lower price');

    const resumed = await settings(buyer.token, { priceDropsPaused: false });
    expect(resumed.body.data.priceDropsPaused).toBe(false);
    expect(resumed.headers.get('x-message-key')).toBe('priceDropsResumed');
    await db.update(cars).set({ price: 4_600_000 }).where(eq(cars.id, liked.id));
    await run(day(12));
    const told = await outboxOf(buyer);
    expect(told).toHaveLength(2);
    expect(told[0]!.text).toContain(
      'Lower price on a car you like: Channelmobile Relay 2015 4,600,000 FCFA (was 4,800,000)',
    );
  });
});
