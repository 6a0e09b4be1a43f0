/**
 * Saved searches over HTTP (issue 23): save, the same search once, list, rename, pause/resume, delete,
 * the limit, bad filter strings, and another buyer's searches neither visible nor changeable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearchItem, SavedSearchesData } from '../../../src/server/routes/alerts/alerts.schemas.ts';
import { createUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let alice: BuiltUser;
let bob: BuiltUser;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  alice = await createUser(ctx);
  bob = await createUser(ctx);
});
afterAll(() => t?.close());

const toyotaSuv = { name: 'Toyota · SUV', filterString: '150?3|50?2', listQuery: 'brand=3&body=2', lang: 'fr' };
const save = (json: unknown, token?: string) => t.call<SavedSearchItem>('/api/customer/savedSearches', { json, token });
const list = (token?: string) => t.call<SavedSearchesData>('/api/customer/savedSearches', { token });

describe('saved searches', () => {
  it('asks for a login', async () => {
    expect((await save(toyotaSuv)).status).toBe(401);
    expect((await list()).status).toBe(401);
  });

  it('saves a search once and lists it', async () => {
    const first = await save(toyotaSuv, alice.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-message-key')).toBe('searchSaved');
    expect(first.body.data).toMatchObject({ name: 'Toyota · SUV', filterString: '150?3|50?2', paused: false });
    const again = await save({ ...toyotaSuv, name: 'Other name' }, alice.token);
    expect(again.headers.get('x-message-key')).toBe('searchAlreadySaved');
    expect(again.body.data.id).toBe(first.body.data.id);
    const listed = await list(alice.token);
    expect(listed.body.data.savedSearches.map((s) => s.name)).toEqual(['Toyota · SUV']);
    expect(listed.body.data.limit).toBe(20);
  });

  it('refuses a filter string the grammar does not read, saying why', async () => {
    const bad = await save({ ...toyotaSuv, filterString: '150?x' }, alice.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/filterString/);
    expect((await save({ ...toyotaSuv, name: '   ' }, alice.token)).status).toBe(400);
  });

  it('renames, pauses, resumes and deletes, only for its owner', async () => {
    const { id } = (await save({ ...toyotaSuv, filterString: '50?4', listQuery: 'body=4' }, alice.token)).body.data;
    const path = `/api/customer/savedSearches/${id}`;
    const renamed = await t.call<SavedSearchItem>(path, {
      method: 'PATCH',
      json: { name: 'Family car' },
      token: alice.token,
    });
    expect(renamed.body.data.name).toBe('Family car');
    const paused = await t.call<SavedSearchItem>(path, { method: 'PATCH', json: { paused: true }, token: alice.token });
    expect(paused.body.data.paused).toBe(true);
    expect(paused.headers.get('x-message-key')).toBe('alertPaused');
    const resumed = await t.call<SavedSearchItem>(path, {
      method: 'PATCH',
      json: { paused: false },
      token: alice.token,
    });
    expect(resumed.body.data.paused).toBe(false);
    expect(resumed.headers.get('x-message-key')).toBe('alertResumed');

    // Bob sees none of Alice's searches and cannot touch them.
    expect((await list(bob.token)).body.data.savedSearches).toEqual([]);
    expect((await t.call(path, { method: 'PATCH', json: { name: 'Mine' }, token: bob.token })).status).toBe(404);
    expect((await t.call(path, { method: 'DELETE', token: bob.token })).status).toBe(404);

    expect((await t.call(path, { method: 'DELETE', token: alice.token })).status).toBe(200);
    expect((await list(alice.token)).body.data.savedSearches.map((s) => s.id)).not.toContain(id);
    expect((await t.call(path, { method: 'DELETE', token: alice.token })).status).toBe(404);
  });

  it('keeps at most 20 per buyer, with a clear message', async () => {
    for (let i = 1; i <= 20; i++) {
      const answer = await save({ name: `Body ${i}`, filterString: `50?${i}`, listQuery: `body=${i}` }, bob.token);
      expect(answer.status).toBe(200);
    }
    const refused = await save({ name: 'One more', filterString: '50?99', listQuery: 'body=99' }, bob.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can keep at most 20 saved searches: delete one to save this one.');
    expect((await list(bob.token)).body.data.savedSearches).toHaveLength(20);
  });

  it('documents the calls with examples', async () => {
    const doc = (await t.call<never>('/api/openapi.json')).body as unknown as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { example?: unknown }> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/savedSearches',
        '/api/customer/savedSearches/{id}',
        '/api/open/alertStop',
      ]),
    );
    expect(doc.components.schemas.SavedSearch?.example).toBeTruthy();
    expect(doc.components.schemas.SavedSearchBody?.example).toBeTruthy();
  });
});
