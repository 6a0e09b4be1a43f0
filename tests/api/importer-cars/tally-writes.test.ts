/**
 * Importer writes side by side (src/server/cars/tally-lock.ts): prices moving cars between budget bands
 * in opposite directions, status changes and adds, five at a time, all answer 200, the tallies equal a
 * recount, and on PostgreSQL not one transaction was a deadlock's victim (before the lock, such writes
 * deadlocked and a CI load run once answered an add with 500 after five retries).
 */
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddCarInput, OwnCarData } from '../../../src/server/routes/importer-cars/importer-cars.schemas.ts';
import { carCountsDrift } from '../../helpers/car-tallies.ts';
import {
  createBodyType,
  createBrand,
  createCity,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
} from '../../helpers/build-catalog.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let testDb: TestDatabase;
let t: TestServer;
let form: AddCarInput;
let token: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await startTestServer({ RATE_LIMITS: 'carPhotoUser=1000/3600' }, { testDb });
  const deps = t.server.deps;
  const brand = await createBrand(deps.db, { name: 'Tally Motors' });
  const model = await createModel(deps.db, { brandId: brand.id, name: 'Counter' });
  form = {
    MakerId: brand.id,
    ModelId: model.id,
    BodyTypeId: (await createBodyType(deps.db, { name: 'Estate' })).id,
    FuelTypeId: (await createFuelType(deps.db)).id,
    TransmissionId: (await createTransmission(deps.db)).id,
    CityId: (await createCity(deps.db, { name: 'Abomey' })).id,
    VinNum: 'tl1234567',
    VehManufYear: 2015,
    VehKmsDriven: 90000,
    Price: 4_000_000,
    Condition: 0,
    Color: 'Grey',
    Standard_equipment: [],
    Optional_equipment: [],
  };
  token = (await createImporter(deps)).token;
});
afterAll(async () => {
  await t?.close();
  await testDb?.drop();
});

const call = <T>(path: string, json: unknown) => t.call<T>(`/api/importer/${path}`, { json, token });

async function deadlocks(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { n: string }[]
    >`select deadlocks as n from pg_stat_database where datname = current_database()`;
    return Number(row?.n ?? 0);
  } finally {
    await sql.end();
  }
}

it('moves cars between bands in opposite directions side by side: all 200, tallies exact, no deadlock', async () => {
  const before = testDb.url ? await deadlocks(testDb.url) : 0;
  const ids: number[] = [];
  for (const Price of [4_000_000, 4_000_000, 8_000_000, 8_000_000]) {
    const added = await call<OwnCarData>('addCar', { ...form, Price, VinNum: `TL${Price}${ids.length}` });
    expect(added.status).toBe(200);
    ids.push(added.body.data.Id);
  }
  const statuses: number[] = [];
  for (let round = 0; round < 12; round++) {
    const up = round % 2 === 0;
    const answers = await Promise.all([
      call('setCarPrice', { carId: ids[0], Price: up ? 8_000_000 : 4_000_000 }),
      call('setCarPrice', { carId: ids[2], Price: up ? 4_000_000 : 8_000_000 }),
      call('setCarPrice', { carId: ids[1], Price: up ? 12_000_000 : 4_000_000 }),
      call('setCarStatus', { carId: ids[3], Status: up ? 'unpublished' : 'published' }),
      call('addCar', { ...form, Price: up ? 8_000_000 : 4_000_000, VinNum: `TLROUND${round}` }),
    ]);
    statuses.push(...answers.map((a) => a.status));
  }
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(await carCountsDrift(t.server.deps.db)).toEqual({ counts: 0, totals: 0 });

  if (testDbKind() === 'postgres') {
    // A backend reports its statistics when it exits: close the server's connections, then read.
    await t.server.close();
    expect((await deadlocks(testDb.url!)) - before).toBe(0);
  }
});
