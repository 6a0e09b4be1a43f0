import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { createBrand, createCar, createImporter, createModel, type Ctx } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// With LIST_CACHE_MS on, anonymous lists and searches come from memory for that long; a caller with
// a token and a car's details always see the database.
let t: TestServer;
let ctx: Ctx;
let brandId: number;
let modelId: number;
let importerId: number;

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '60000' });
  ctx = { db: t.server.deps.db, env: t.env };
  brandId = (await createBrand(ctx.db, { name: 'Toyota' })).id;
  modelId = (await createModel(ctx.db, { brandId, name: 'Corolla' })).id;
  importerId = (await createImporter(ctx)).importer.id;
  await createCar(ctx, { brandId, modelId, importerId });
});
afterAll(() => t?.close());

const list = (token?: string) =>
  t.call<CarListData>('/api/customer/V2/getAllCar', {
    json: { take: 12, skip: 0, sortString: '0', filterString: '' },
    ...(token ? { token } : {}),
  });
const search = (token?: string) =>
  t.call<{ rowCount: number }>('/api/customer/carSearchText', {
    json: { searchString: 'corolla', take: 12, skip: 0 },
    ...(token ? { token } : {}),
  });

describe('list cache (LIST_CACHE_MS)', () => {
  it('answers anonymous lists and searches from memory, and callers with a token from the database', async () => {
    expect((await list()).body.data.rowCount).toBe(1);
    expect((await search()).body.data.rowCount).toBe(1);
    const added = await createCar(ctx, { brandId, modelId, importerId });
    expect((await list()).body.data.rowCount).toBe(1);
    expect((await search()).body.data.rowCount).toBe(1);
    const { token } = await createUser(ctx);
    expect((await list(token)).body.data.rowCount).toBe(2);
    expect((await search(token)).body.data.rowCount).toBe(2);
    const detail = await t.call<{ carDetails: Array<{ Id: number }> }>('/api/customer/V2/getAllCar', {
      json: { VehicalId: added.id },
    });
    expect(detail.body.data.carDetails[0]?.Id).toBe(added.id);
  });
});
