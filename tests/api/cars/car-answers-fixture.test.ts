/**
 * The car calls' answers, byte for byte (issue 25): a fixed set of getAllCar, search and recommended
 * calls, in English and French, anonymous and signed in, against the demo catalogue seeded with a fixed
 * clock, compared with the answers recorded in __answers__/ (`npx vitest run <this file> -u` records
 * them again, for a change of answer that is meant). Work on how answers are built and sent (query
 * building, statements, serialisation, compression) must leave every byte, field order and number format
 * as it was; a test of values alone would not see a reordered field or 1.0 for 1.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../src/server/seed/seed-database.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/seed/reference-data.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const CARS = 60;
const LIST = '/api/customer/V2/getAllCar';
const SEARCH = '/api/customer/carSearchText';

const list = (extra: Record<string, unknown>) => ({
  take: 12,
  skip: 0,
  VehicalId: 0,
  sortString: '0',
  filterString: '',
  ...extra,
});

/** name → [path, body]; each is called in English and in French. */
const CALLS: Array<[name: string, path: string, body: unknown]> = [
  ['list-no-filter', LIST, list({})],
  ['list-brand', LIST, list({ filterString: '150?1' })],
  ['list-body-type', LIST, list({ filterString: '50?1' })],
  ['list-model', LIST, list({ filterString: '250?1,2,3' })],
  ['list-country', LIST, list({ filterString: '500?1' })],
  ['list-condition-budget', LIST, list({ filterString: '400?0|100?1000000,20000000' })],
  ['list-sort-latest', LIST, list({ sortString: '25' })],
  ['list-sort-popular', LIST, list({ sortString: '50', take: 5 })],
  ['list-price-ascending', LIST, list({ sortString: '75', skip: 12 })],
  ['list-price-descending', LIST, list({ sortString: '100', take: 3, skip: 40 })],
  ['list-past-the-end', LIST, list({ skip: 500 })],
  ['list-importer', LIST, list({ DealerId: 1, take: 4 })],
  ['detail', LIST, list({ VehicalId: 7 })],
  ['search-broad', SEARCH, { searchString: 'toyota', take: 12, skip: 0 }],
  ['search-narrow', SEARCH, { searchString: 'toyota 2012', take: 12, skip: 0 }],
  ['recommended', '/api/customer/getRecommendedCar', { take: 6, skip: 0 }],
];

let t: TestServer;
let testDb: TestDatabase;
let token = '';

beforeAll(async () => {
  testDb = await createTestDatabase();
  // pictures are drawn once per machine: the answers name files, they never read them
  const mediaDir = join(tmpdir(), 'autoimport-answers-media');
  mkdirSync(mediaDir, { recursive: true });
  await seedDatabase(testDb.database.db, { cars: CARS, mediaDir, now: NOW });
  t = await startTestServer({ JWT_SECRET: 'answers-fixture-secret-answers-fixture-0123' }, { testDb });
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
  const login = await t.call<{ token: string }>('/api/customer/userLogin', {
    json: { mobileNo: customer.mobileNo, countryCode: customer.countryCode, password: customer.password },
  });
  expect(login.status).toBe(200);
  token = login.body.data.token;
}, 240_000);

afterAll(async () => {
  await t?.close();
  await testDb?.drop();
});

/** The answer as the client reads it, with the headers that are part of it. */
async function answer(path: string, body: unknown, lang: string, signedIn: boolean): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'answers-fixture' };
  if (signedIn) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${t.url}${path}?lang=${lang}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const kept = ['content-type', 'x-message-key', 'vary', 'cache-control']
    .map((h) => `${h}: ${response.headers.get(h) ?? ''}`)
    .join('\n');
  return `${response.status}\n${kept}\n\n${await response.text()}\n`;
}

describe('car answers are byte-identical to the recorded ones', () => {
  // in order: a detail counts a view, which later answers show
  for (const [name, path, body] of CALLS) {
    for (const lang of ['en', 'fr']) {
      it(`${name} (${lang})`, async () => {
        await expect(await answer(path, body, lang, false)).toMatchFileSnapshot(`__answers__/${name}.${lang}.txt`);
      });
    }
  }
  for (const name of ['list-no-filter', 'list-brand', 'search-broad', 'recommended']) {
    const [, path, body] = CALLS.find(([n]) => n === name)!;
    it(`${name}, signed in (fr)`, async () => {
      await expect(await answer(path, body, 'fr', true)).toMatchFileSnapshot(`__answers__/${name}.signed-in.fr.txt`);
    });
  }
});
