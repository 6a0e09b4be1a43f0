/**
 * Issue 23: a car an admin took down after a report stays down. Its importer still sees it in My cars,
 * marked TakenDown, but cannot publish it again through setCarStatus — nor mark it sold or unpublished,
 * which would let the next call publish it (409 carTakenDown, the message translated by its key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { ROLE } from '../../../src/server/db/schema.ts';
import type { MyCarsData, OwnCarData } from '../../../src/server/routes/importer-cars/importer-cars.schemas.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let admin: string;
let importer: string;
let brandId: number;
let carIds: number[];

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  admin = (await createUser(ctx, { role: ROLE.admin })).token;
  const built = await createImporter(ctx);
  importer = built.token;
  brandId = (await createBrand(ctx.db, { name: 'Takedown Motors' })).id;
  const modelId = (await createModel(ctx.db, { brandId, name: 'Reported' })).id;
  carIds = [];
  for (let i = 0; i < 2; i++)
    carIds.push((await createCar(ctx, { brandId, modelId, importerId: built.importer.id })).id);
});
afterAll(() => t?.close());

const keyOf = (res: { headers: Headers }) => decodeMessageKey(res.headers.get(MESSAGE_KEY_HEADER))?.key;
const setStatus = (carId: number, Status: string) =>
  t.call<OwnCarData>('/api/importer/setCarStatus', { json: { carId, Status }, token: importer });
const listed = async () =>
  (
    await t.call<{ carList: { Id: number }[] }>('/api/customer/V2/getAllCar', {
      json: { filterString: `150?${brandId}` },
    })
  ).body.data.carList.map((car) => car.Id);

describe('a car taken down by an admin', () => {
  it('cannot be published again, sold or unpublished by its importer; it stays off the site', async () => {
    const [down, other] = carIds as [number, number];
    expect((await t.call(`/api/admin/cars/${down}/unpublish`, { method: 'POST', token: admin })).status).toBe(200);

    for (const status of ['published', 'unpublished', 'sold', 'published']) {
      const res = await setStatus(down, status);
      expect(res.status, status).toBe(409);
      expect(keyOf(res)).toBe('carTakenDown');
      expect(res.body.message).toContain('cannot be published again');
    }
    expect(await listed()).toEqual([other]);

    // The importer's own car is untouched: it can still go and come back.
    expect((await setStatus(other, 'unpublished')).status).toBe(200);
    expect((await setStatus(other, 'published')).status).toBe(200);
    expect(await listed()).toEqual([other]);
  });

  it('shows in My cars and its detail as taken down', async () => {
    const [down, other] = carIds as [number, number];
    const mine = await t.call<MyCarsData>('/api/importer/getMyCars', { json: {}, token: importer });
    expect(mine.status).toBe(200);
    const byId = new Map(mine.body.data.carList.map((car) => [car.Id, car]));
    expect(byId.get(down)).toMatchObject({ Status: 'unpublished', TakenDown: true });
    expect(byId.get(other)).toMatchObject({ Status: 'published', TakenDown: false });
    expect(mine.body.data.rowCount).toBe(2);
    const detail = await t.call<OwnCarData>('/api/importer/getMyCar', { json: { carId: down }, token: importer });
    expect(detail.body.data.TakenDown).toBe(true);
  });
});
