import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { ROLE } from '../../../src/server/db/schema.ts';
import { createCar, createImporter } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 23: only admins mark importers verified (or take it away); the flag then shows on list rows,
// the car detail and getDealerInfo, with the day the papers were checked.
let t: TestServer;
let admin: string;
let tokens: Record<string, string | null>;
let importerId: number;
let carId: number;

interface Row {
  id: number;
  businessName: string;
  verified: boolean;
  licenceNumber: string | null;
  ifuNumber: string | null;
  checkedOn: string | null;
}
const papers = { licenceNumber: 'RB/COT/24 B 1234', ifuNumber: '3202412345678', checkedOn: '2026-11-12' };

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  admin = (await createUser(ctx, { role: ROLE.admin })).token;
  tokens = {
    none: null,
    customer: (await createUser(ctx, { role: ROLE.customer })).token,
    importer: (await createUser(ctx, { role: ROLE.dealer })).token,
    editor: (await createUser(ctx, { role: ROLE.editor })).token,
  };
  const built = await createImporter(ctx, { businessName: 'Aaa Verified Motors' });
  importerId = built.importer.id;
  carId = (await createCar(ctx, { importerId })).id;
});
afterAll(() => t?.close());

const keyOf = (res: { headers: Headers }) => decodeMessageKey(res.headers.get(MESSAGE_KEY_HEADER))?.key;
const flags = async () => {
  const list = await t.call<{ carList: { Id: number; IsVerified: boolean }[] }>('/api/customer/V2/getAllCar', {
    json: { DealerId: importerId },
  });
  const detail = await t.call<{ carDetails: { IsVerified: boolean; VerifiedOn: string | null }[] }>(
    '/api/customer/V2/getAllCar',
    { json: { VehicalId: carId } },
  );
  const dealer = await t.call<{ detail: { IsVerified: boolean; VerifiedOn: string | null }[] }>(
    `/api/customer/getDealerInfo/${carId}`,
  );
  return {
    list: list.body.data.carList.map((car) => car.IsVerified),
    detail: [detail.body.data.carDetails[0]?.IsVerified, detail.body.data.carDetails[0]?.VerifiedOn],
    dealer: [dealer.body.data.detail[0]?.IsVerified, dealer.body.data.detail[0]?.VerifiedOn],
  };
};

describe('importer verification', () => {
  it.each(['none', 'customer', 'importer', 'editor'])(
    'refuses %s (401 without a token, 403 otherwise)',
    async (who) => {
      const token = tokens[who]!;
      const expected = token ? 403 : 401;
      expect((await t.call('/api/admin/importers', { token })).status).toBe(expected);
      const put = await t.call(`/api/admin/importers/${importerId}/verification`, {
        method: 'PUT',
        json: papers,
        token,
      });
      expect(put.status).toBe(expected);
      const del = await t.call(`/api/admin/importers/${importerId}/verification`, { method: 'DELETE', token });
      expect(del.status).toBe(expected);
      expect((await flags()).dealer).toEqual([false, null]);
    },
  );

  it('an admin verifies: the flag and the day show on the list, the detail and the importer', async () => {
    expect(await flags()).toEqual({ list: [false], detail: [false, null], dealer: [false, null] });
    const res = await t.call<Row>(`/api/admin/importers/${importerId}/verification`, {
      method: 'PUT',
      json: papers,
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(keyOf(res)).toBe('importerVerified');
    expect(res.body.data).toMatchObject({ id: importerId, verified: true, ...papers });
    expect(await flags()).toEqual({
      list: [true],
      detail: [true, '2026-11-12'],
      dealer: [true, '2026-11-12'],
    });
    const list = await t.call<{ importers: Row[] }>('/api/admin/importers', { token: admin });
    expect(list.body.data.importers.find((row) => row.id === importerId)).toMatchObject({ verified: true, ...papers });
  });

  it('an admin unverifies: the flag and the papers are gone', async () => {
    const res = await t.call<Row>(`/api/admin/importers/${importerId}/verification`, {
      method: 'DELETE',
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(keyOf(res)).toBe('importerUnverified');
    expect(res.body.data).toMatchObject({ verified: false, licenceNumber: null, ifuNumber: null, checkedOn: null });
    expect(await flags()).toEqual({ list: [false], detail: [false, null], dealer: [false, null] });
  });

  it.each([
    [{ ...papers, licenceNumber: '' }, 'licenceNumber'],
    [{ ...papers, ifuNumber: 'x'.repeat(41) }, 'ifuNumber'],
    [{ ...papers, checkedOn: '12/11/2026' }, 'checkedOn'],
    [{ ...papers, checkedOn: '2999-01-01' }, 'checkedOn'],
  ])('refuses bad papers naming the field (%#)', async (json, field) => {
    const res = await t.call(`/api/admin/importers/${importerId}/verification`, { method: 'PUT', json, token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(`${field}:`)).toBe(true);
  });

  it('pages the importers by business name, narrowed by a search of the name and to the unverified', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    for (const name of ['Zeta Paging Motors C', 'Zeta Paging Motors A', 'Zeta Paging Motors B'])
      await createImporter(ctx, { businessName: name });
    type Page = { importers: Row[]; rowCount: number };
    const page = async (query: string) => {
      const res = await t.call<Page>(`/api/admin/importers?${query}`, { token: admin });
      expect(res.status).toBe(200);
      return { names: res.body.data.importers.map((row) => row.businessName), rowCount: res.body.data.rowCount };
    };
    expect(await page('search=zeta%20PAGING&take=2')).toEqual({
      names: ['Zeta Paging Motors A', 'Zeta Paging Motors B'],
      rowCount: 3,
    });
    expect(await page('search=zeta%20paging&take=2&skip=2')).toEqual({ names: ['Zeta Paging Motors C'], rowCount: 3 });
    // Typed signs are taken as they are, not as LIKE patterns that would find every importer.
    expect(await page('search=%25')).toEqual({ names: [], rowCount: 0 });
    // Unverified only: the one verified drops out, on the page and in the count.
    const [a] = (await t.call<Page>('/api/admin/importers?search=Motors%20A', { token: admin })).body.data.importers;
    await t.call(`/api/admin/importers/${a!.id}/verification`, { method: 'PUT', json: papers, token: admin });
    expect(await page('search=zeta%20paging&unverified=1')).toEqual({
      names: ['Zeta Paging Motors B', 'Zeta Paging Motors C'],
      rowCount: 2,
    });
    const all = await page('');
    expect(all.rowCount).toBeGreaterThanOrEqual(4);
    expect(all.names.length).toBe(Math.min(all.rowCount, 50));
  });

  it('orders and searches the names as a reader would: any case, accents or none', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    // byte order (both engines' collation here) put 'Bénin' after 'Borgou' and 'abomey' after every capital
    for (const name of ['Borgou Fold Cars', 'Bénin Fold Auto', 'abomey Fold Motors', 'Cotonou Fold Import'])
      await createImporter(ctx, { businessName: name });
    const names = async (search: string) =>
      (
        await t.call<{ importers: Row[] }>(`/api/admin/importers?search=${encodeURIComponent(search)}`, {
          token: admin,
        })
      ).body.data.importers.map((row) => row.businessName);
    expect(await names('fold')).toEqual([
      'abomey Fold Motors',
      'Bénin Fold Auto',
      'Borgou Fold Cars',
      'Cotonou Fold Import',
    ]);
    expect(await names('BENIN fold')).toEqual(['Bénin Fold Auto']);
    expect(await names('bénin')).toEqual(['Bénin Fold Auto']);
    expect(await names('ABOMEY')).toEqual(['abomey Fold Motors']);
  });

  it.each([
    ['take=101', 'take'],
    ['take=0', 'take'],
    ['skip=-1', 'skip'],
    ['unverified=yes', 'unverified'],
    [`search=${'x'.repeat(61)}`, 'search'],
  ])('refuses a bad list query naming the field (%s)', async (query, field) => {
    const res = await t.call(`/api/admin/importers?${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(`${field}:`)).toBe(true);
  });

  it('answers 404 for an unknown importer', async () => {
    const res = await t.call('/api/admin/importers/999999/verification', { method: 'PUT', json: papers, token: admin });
    expect(res.status).toBe(404);
    expect(keyOf(res)).toBe('importerNotFound');
  });

  it('documents the calls with examples', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/importers',
        '/api/admin/importers/{id}/verification',
        '/api/admin/reports',
        '/api/admin/cars/{id}/unpublish',
        '/api/customer/reportCar',
      ]),
    );
    expect(JSON.stringify(doc.components.schemas.VerifyImporterRequest)).toContain('3202412345678');
    expect(JSON.stringify(doc.components.schemas.CarListItem)).toContain('IsVerified');
  });
});
