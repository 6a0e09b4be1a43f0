/**
 * Anonymous lists and searches answered from the list cache as kept bytes (app/kept-answer.ts, issue
 * 25): an answer from memory is, byte for byte and header for header, the one built for the first
 * caller, in each encoding a client asks for; each language keeps its own; a signed-in caller and a
 * change of catalogue see the database.
 */
import { request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNames } from '../../../src/server/db/schema.ts';
import {
  createBrand,
  createCar,
  createContact,
  createCountry,
  createImporter,
  createModel,
  type Ctx,
} from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';
const BODY = JSON.stringify({ take: 12, skip: 0, VehicalId: 0, sortString: '0', filterString: '' });

let t: TestServer;
let ctx: Ctx;
let car: { brandId: number; modelId: number; importerId: number; countryId: number };

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '60000' });
  ctx = { db: t.server.deps.db, env: t.env };
  const brandId = (await createBrand(ctx.db, { name: 'Toyota' })).id;
  const modelId = (await createModel(ctx.db, { brandId, name: 'Corolla' })).id;
  const importerId = (await createImporter(ctx)).importer.id;
  const countryId = (await createCountry(ctx.db, { name: 'Ivory Coast' })).id;
  await ctx.db.insert(referenceNames).values({ kind: 'country', en: 'Ivory Coast', lang: 'fr', name: "Côte d'Ivoire" });
  car = { brandId, modelId, importerId, countryId };
  // 8 cars: an answer over compression's 1 KB threshold
  for (let i = 0; i < 8; i++) await createCar(ctx, car);
});
afterAll(() => t?.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A POST over node:http: fetch would decompress and hide what was sent. */
function post(lang: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}${LIST}?lang=${lang}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/** What a client reads of an answer: status, the headers that matter, the bytes. */
const seen = (r: Raw) => ({
  status: r.status,
  type: r.headers['content-type'],
  encoding: r.headers['content-encoding'],
  vary: r.headers.vary,
  length: r.headers['content-length'],
  body: r.body.toString('base64'),
});

describe('kept answers', () => {
  it('a kept answer is the first one again, in each encoding, and each language keeps its own', async () => {
    const plain = await post('en');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString()).data.rowCount).toBe(8);
    expect(seen(await post('en'))).toEqual(seen(plain));

    const gzip = await post('en', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(seen(await post('en', { 'accept-encoding': 'gzip, deflate, br, zstd' }))).toEqual(seen(gzip));

    const deflate = await post('en', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflate.body).equals(plain.body)).toBe(true);

    const fr = await post('fr', { 'accept-encoding': 'gzip' });
    const frText = gunzipSync(fr.body).toString();
    expect(frText).toContain("Côte d'Ivoire");
    expect(plain.body.toString()).toContain('Ivory Coast');
    expect(plain.body.toString()).not.toContain("Côte d'Ivoire");
    expect(gunzipSync((await post('fr', { 'accept-encoding': 'gzip' })).body).toString()).toBe(frText);
    // English again after French: still English
    expect(seen(await post('en'))).toEqual(seen(plain));
  });

  it('a signed-in caller and a catalogue change are answered from the database', async () => {
    const before = JSON.parse((await post('en')).body.toString()).data.rowCount as number;
    await createCar(ctx, car);
    expect(JSON.parse((await post('en')).body.toString()).data.rowCount).toBe(before);
    const { token } = await createUser(ctx);
    const signedIn = JSON.parse((await post('en', { authorization: `Bearer ${token}` })).body.toString());
    expect(signedIn.data.rowCount).toBe(before + 1);
    // what clears the list cache (a publish, a report's outcome) clears the kept answers with it
    t.server.deps.listCache.clear();
    expect(
      JSON.parse(gunzipSync((await post('en', { 'accept-encoding': 'gzip' })).body).toString()).data.rowCount,
    ).toBe(before + 1);
  });
});

describe('kept reference lists (getMasters)', () => {
  const names = async (path: string) =>
    (await t.call<{ userDetail: Array<Record<string, unknown>> }>(path, { method: 'GET' })).body;

  it('a list is kept a moment per language, a refusal is not kept, and the contact details are read each time', async () => {
    const countries = await names('/api/open/getMasters/0/40?lang=fr');
    expect(countries.data.userDetail.map((c) => c.CountryName)).toContain("Côte d'Ivoire");
    const english = await names('/api/open/getMasters/0/40?lang=en');
    expect(english.data.userDetail.map((c) => c.CountryName)).toContain('Ivory Coast');
    await createCountry(ctx.db, { name: 'Zambia' });
    expect(await names('/api/open/getMasters/0/40?lang=fr')).toEqual(countries);

    const brandId = 1_000_000;
    expect((await names(`/api/open/getMasters/${brandId}/20`)).status).toBe(404);
    await createBrand(ctx.db, { id: brandId, name: 'Tata' });
    expect((await names(`/api/open/getMasters/${brandId}/20`)).status).toBe(200);

    expect((await names('/api/open/getMasters/0/160')).data.userDetail).toEqual([]);
    await createContact(ctx.db);
    expect((await names('/api/open/getMasters/0/160')).data.userDetail).toHaveLength(1);
  });
});
