import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { eq } from 'drizzle-orm';
import { CAR_STATUS, cars as carsTable, ROLE } from '../../../src/server/db/schema.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 23: buyers report a listing, once per car, rate-limited; admins list the reports and unpublish
// the car, which then leaves lists, counts and search at once, and can put it back as it was.
let t: TestServer;
let admin: string;
let buyer: string;
let brandId: number;
let importerId: number;
const cars: number[] = [];

beforeAll(async () => {
  t = await startTestServer({ RATE_LIMITS: 'reportUser=3/3600' });
  const ctx = { db: t.server.deps.db, env: t.env };
  admin = (await createUser(ctx, { role: ROLE.admin })).token;
  buyer = (await createUser(ctx, { role: ROLE.customer, displayName: 'Afi Buyer' })).token;
  brandId = (await createBrand(ctx.db, { name: 'Zanzibar Motors' })).id;
  const modelId = (await createModel(ctx.db, { brandId, name: 'Quokka' })).id;
  importerId = (await createImporter(ctx)).importer.id;
  for (let i = 0; i < 5; i++) cars.push((await createCar(ctx, { brandId, modelId, importerId })).id);
});
afterAll(() => t?.close());

const keyOf = (res: { headers: Headers }) => decodeMessageKey(res.headers.get(MESSAGE_KEY_HEADER))?.key;
const report = (json: unknown, token: string | null = buyer) => t.call('/api/customer/reportCar', { json, token });

interface Report {
  id: number;
  carId: number;
  reason: string;
  text: string | null;
  reporterName: string;
  carPublished: boolean;
  carTakenDown: boolean;
  reportsOfCar: number;
}

describe('reporting a listing', () => {
  it('needs a token', async () => {
    expect((await report({ carId: cars[0], reason: 'sold' }, null)).status).toBe(401);
  });

  it.each([
    [{ carId: 1, reason: 'ugly' }, 'reason: must be one of sold, wrongPrice, wrongPhotos, scam, other', 'invalidField'],
    [{ carId: 1, reason: 'other', text: 'x'.repeat(501) }, 'text: must be at most 500 characters', 'invalidField'],
    [{ carId: 1, reason: 'other' }, 'Please say what is wrong (at least 5 characters).', 'reportTextRequired'],
    [
      { carId: 1, reason: 'other', text: '   ab  ' },
      'Please say what is wrong (at least 5 characters).',
      'reportTextRequired',
    ],
  ])('refuses %j with a clear message, counting nothing', async (json, message, key) => {
    const res = await report({ ...json, carId: cars[0] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(keyOf(res)).toBe(key);
  });

  it('takes one report per buyer and car; a second says so kindly', async () => {
    const first = await report({ carId: cars[0], reason: 'other', text: '  Asked for a deposit by phone.  ' });
    expect(first.status).toBe(200);
    expect(keyOf(first)).toBe('reportReceived');
    const second = await report({ carId: cars[0], reason: 'scam' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reported this car. Thank you: we are checking it.');
    expect(keyOf(second)).toBe('reportAlreadySent');
  });

  it('answers 404 for a car that is not on sale', async () => {
    const res = await report({ carId: 999_999, reason: 'sold' });
    expect(res.status).toBe(404);
    expect(keyOf(res)).toBe('carNotFound');
  });

  it('limits reports per buyer (reportUser=3/3600 here): the fourth within the hour is refused with 429', async () => {
    // Counted so far: the first report, the duplicate and the 404 (validation refusals count nothing).
    const res = await report({ carId: cars[1], reason: 'wrongPrice' });
    expect(res.status).toBe(429);
    expect(keyOf(res)).toBe('tooManyMinutes');
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('admins and reports', () => {
  it('only admins list reports, unpublish and restore', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const others = [
      null,
      buyer,
      (await createUser(ctx, { role: ROLE.editor })).token,
      (await createUser(ctx, { role: ROLE.dealer })).token,
    ];
    for (const token of others) {
      const expected = token ? 403 : 401;
      expect((await t.call('/api/admin/reports', { token })).status).toBe(expected);
      expect((await t.call(`/api/admin/cars/${cars[0]}/unpublish`, { method: 'POST', token })).status).toBe(expected);
      expect((await t.call(`/api/admin/cars/${cars[0]}/restore`, { method: 'POST', token })).status).toBe(expected);
    }
  });

  it('lists reports newest first with the buyer and the words, and pages by id', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const other = (await createUser(ctx, { role: ROLE.customer })).token;
    expect((await report({ carId: cars[0], reason: 'wrongPhotos' }, other)).status).toBe(200);
    const res = await t.call<{ reports: Report[] }>('/api/admin/reports', { token: admin });
    expect(res.status).toBe(200);
    const [newest, older] = res.body.data.reports;
    expect(newest).toMatchObject({
      carId: cars[0],
      reason: 'wrongPhotos',
      text: null,
      carPublished: true,
      carTakenDown: false,
      reportsOfCar: 2,
    });
    expect(older).toMatchObject({ reason: 'other', text: 'Asked for a deposit by phone.', reporterName: 'Afi Buyer' });
    const next = await t.call<{ reports: Report[] }>(`/api/admin/reports?take=1&before=${newest!.id}`, {
      token: admin,
    });
    expect(next.body.data.reports.map((r) => r.id)).toEqual([older!.id]);
  });

  it('unpublishing takes the car out of lists, counts, search, detail and the importer’s cars at once', async () => {
    const list = () =>
      t.call<{ rowCount: number; carList: { Id: number }[] }>('/api/customer/V2/getAllCar', {
        json: { filterString: `150?${brandId}`, take: 100 },
      });
    const total = async () =>
      (await t.call<{ rowCount: number }>('/api/customer/V2/getAllCar', { json: {} })).body.data.rowCount;
    const search = async () =>
      (
        await t.call<{ detail: { Id: number }[] }>('/api/customer/carSearchText', {
          json: { searchString: 'zanzibar quokka' },
        })
      ).body.data.detail.map((car) => car.Id);
    const dealerCars = async () =>
      (await t.call<{ rowCount: number }>('/api/customer/V2/getAllCar', { json: { DealerId: importerId } })).body.data
        .rowCount;

    const before = {
      list: (await list()).body.data,
      total: await total(),
      search: await search(),
      dealer: await dealerCars(),
    };
    expect(before.list.rowCount).toBe(5);
    expect(before.search).toContain(cars[0]);

    const res = await t.call(`/api/admin/cars/${cars[0]}/unpublish`, { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    expect(keyOf(res)).toBe('carRemoved');

    const after = (await list()).body.data;
    expect(after.rowCount).toBe(4);
    expect(after.carList.map((car) => car.Id)).not.toContain(cars[0]);
    expect(after.carList).toHaveLength(4);
    expect(await total()).toBe(before.total - 1);
    expect(await search()).not.toContain(cars[0]);
    expect(await dealerCars()).toBe(before.dealer - 1);
    expect((await t.call('/api/customer/V2/getAllCar', { json: { VehicalId: cars[0] } })).status).toBe(404);
    expect((await report({ carId: cars[0], reason: 'sold' }, admin)).status).toBe(404);

    const reports = await t.call<{ reports: Report[] }>('/api/admin/reports', { token: admin });
    const ofCar = reports.body.data.reports.filter((r) => r.carId === cars[0]);
    expect(ofCar.every((r) => !r.carPublished && r.carTakenDown)).toBe(true);

    // Twice is harmless and counts nothing twice.
    expect((await t.call(`/api/admin/cars/${cars[0]}/unpublish`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await list()).body.data.rowCount).toBe(4);
    expect((await t.call('/api/admin/cars/999999/unpublish', { method: 'POST', token: admin })).status).toBe(404);
  });

  it('restoring puts a taken-down car back in lists, counts, search and detail; a sold one stays sold', async () => {
    const listed = async () =>
      (await t.call<{ rowCount: number }>('/api/customer/V2/getAllCar', { json: { filterString: `150?${brandId}` } }))
        .body.data.rowCount;
    const found = async () =>
      (
        await t.call<{ detail: { Id: number }[] }>('/api/customer/carSearchText', {
          json: { searchString: 'zanzibar quokka' },
        })
      ).body.data.detail.map((car) => car.Id);
    expect(await listed()).toBe(4); // cars[0] was taken down by the test above

    const res = await t.call(`/api/admin/cars/${cars[0]}/restore`, { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    expect(keyOf(res)).toBe('carRestored');
    expect(res.body.message).toBe('The car is back on the site');
    expect(await listed()).toBe(5);
    expect(await found()).toContain(cars[0]);
    expect((await t.call('/api/customer/V2/getAllCar', { json: { VehicalId: cars[0] } })).status).toBe(200);
    const reports = await t.call<{ reports: Report[] }>('/api/admin/reports', { token: admin });
    const ofCar = reports.body.data.reports.filter((r) => r.carId === cars[0]);
    expect(ofCar.length).toBeGreaterThan(0);
    expect(ofCar.every((r) => r.carPublished && !r.carTakenDown)).toBe(true);

    // Twice is harmless and counts nothing twice; an unknown car is 404.
    expect((await t.call(`/api/admin/cars/${cars[0]}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    expect(await listed()).toBe(5);
    expect((await t.call('/api/admin/cars/999999/restore', { method: 'POST', token: admin })).status).toBe(404);

    // A car sold before it was taken down comes back sold: off the list still.
    const db = t.server.deps.db;
    await db.update(carsTable).set({ status: CAR_STATUS.sold }).where(eq(carsTable.id, cars[2]!));
    expect(await listed()).toBe(4);
    expect((await t.call(`/api/admin/cars/${cars[2]}/unpublish`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await t.call(`/api/admin/cars/${cars[2]}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    const [row] = await db.select({ status: carsTable.status }).from(carsTable).where(eq(carsTable.id, cars[2]!));
    expect(row?.status).toBe(CAR_STATUS.sold);
    expect(await listed()).toBe(4);
  });
});
