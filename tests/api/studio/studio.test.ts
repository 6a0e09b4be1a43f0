import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { decodeMessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { replaceFileAtomically } from '../../../src/server/rebuild/install-pages.ts';
import { createPage } from '../../helpers/build-catalog.ts';
import { createUser, type BuiltUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// The studio over HTTP (issue 18), with the in-process publish queue and a fake rebuild that writes
// the live terms page into a scratch dist/ (or fails, when told to).
let t: TestServer;
let editor: BuiltUser;
let admin: BuiltUser;
let customer: string;
let dealer: string;
const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
/** How many of the next builds fail. */
let failuresLeft = 0;
const builds: string[][] = [];

async function fakeRebuild(routes: string[]) {
  builds.push(routes);
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('astro build (rebuild) failed: boom');
  }
  const res = await fetch(`${t.url}/api/open/getPage/TermAndCondition?lang=en`);
  const { data } = (await res.json()) as { data: { pdata: string } };
  await replaceFileAtomically(join(dist, 'en', 'terms_condition', 'index.html'), data.pdata);
  return { routes, pages: ['en/terms_condition/index.html'], assets: 0, ms: 1 };
}

beforeAll(async () => {
  t = await startTestServer({}, { rebuild: fakeRebuild, publishBackoffMs: 20 });
  const ctx = { db: t.server.deps.db, env: t.env };
  editor = await createUser(ctx, { role: ROLE.editor, displayName: 'Efua Editor' });
  admin = await createUser(ctx, { role: ROLE.admin, displayName: 'Ade Admin' });
  customer = (await createUser(ctx, { role: ROLE.customer })).token;
  dealer = (await createUser(ctx, { role: ROLE.dealer })).token;
  await createPage(ctx.db, { slug: 'TermAndCondition', lang: 'en', html: '<p>Old terms</p>' });
});
afterAll(() => t?.close());
beforeEach(() => {
  failuresLeft = 0;
  builds.length = 0;
});

interface Doc {
  kind: string;
  lang: string;
  revision: number;
  draft: { body: unknown; savedAt: string; savedBy: string } | null;
  published: { versionId: number; body: unknown; publishedAt: string; publishedBy: string } | null;
}
interface Publish {
  id: number;
  status: string;
  error: string | null;
  paths: string[];
  finishedAt: string | null;
}

const keyOf = (res: { headers: Headers }) => decodeMessageKey(res.headers.get(MESSAGE_KEY_HEADER));
const documents = async (token = editor.token) => (await t.call<Doc[]>('/api/studio/documents', { token })).body.data;
const docOf = async (kind: string, lang: string) => (await documents()).find((d) => d.kind === kind && d.lang === lang);
const saveDraft = (kind: string, lang: string, json: unknown, token = editor.token) =>
  t.call<{ revision: number; savedAt: string }>(`/api/studio/documents/${kind}/${lang}/draft`, {
    method: 'PUT',
    json,
    token,
  });
const publish = (kind: string, lang: string, revision: number, token = editor.token) =>
  t.call<{ publishId: number; versionId: number; revision: number }>(`/api/studio/documents/${kind}/${lang}/publish`, {
    json: { revision },
    token,
  });
const termsPage = async () =>
  (await t.call<{ pdata: string }>('/api/open/getPage/TermAndCondition?lang=en')).body.data.pdata;
const pageOnDisk = () => readFileSync(join(dist, 'en', 'terms_condition', 'index.html'), 'utf8');

/** Polls the publish until it is live or failed. */
async function settled(publishId: number): Promise<Publish> {
  return vi.waitFor(
    async () => {
      const res = await t.call<Publish>(`/api/studio/publishes/${publishId}`, { token: editor.token });
      expect(['live', 'failed']).toContain(res.body.data.status);
      return res.body.data;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Saves a draft on the document's current revision and publishes it; answers the publish. */
async function saveAndPublish(html: string, token = editor.token) {
  const current = await docOf('terms', 'en');
  const saved = await saveDraft('terms', 'en', { revision: current?.revision ?? 0, body: { html } }, token);
  expect(saved.status).toBe(200);
  const res = await publish('terms', 'en', saved.body.data.revision, token);
  expect(res.status).toBe(202);
  return res.body.data;
}

describe('who may use the studio', () => {
  it('answers 401 without a token and 403 for customers and importers; editors and admins are in', async () => {
    const anonymous = await t.call('/api/studio/documents');
    expect(anonymous.status).toBe(401);
    expect(keyOf(anonymous)?.key).toBe('unauthorized');
    for (const token of [customer, dealer]) {
      const list = await t.call('/api/studio/documents', { token });
      expect(list.status).toBe(403);
      expect(keyOf(list)?.key).toBe('forbidden');
      const draft = await saveDraft('terms', 'en', { revision: 0, body: { html: 'x' } }, token);
      expect(draft.status).toBe(403);
      expect((await publish('terms', 'en', 0, token)).status).toBe(403);
      expect((await t.call('/api/studio/versions/1/revert', { json: { revision: 0 }, token })).status).toBe(403);
    }
    for (const token of [editor.token, admin.token]) {
      const list = await t.call<Doc[]>('/api/studio/documents', { token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((d) => `${d.kind}/${d.lang}`)).toEqual([
        'terms/en',
        'terms/fr',
        'terms/sp',
        'privacy/en',
        'privacy/fr',
        'privacy/sp',
        'contact/en',
      ]);
    }
  });
});

describe('drafts, publishing and versions', () => {
  it('shows the content from before the studio as version 0', async () => {
    const terms = await docOf('terms', 'en');
    expect(terms).toMatchObject({ revision: 0, draft: null, published: { versionId: 0, publishedBy: '' } });
    expect(terms?.published?.body).toEqual({ html: '<p>Old terms</p>' });
    expect((await docOf('privacy', 'fr'))?.published).toBeNull();
  });

  it('keeps a draft out of getPage, and refuses a save made on a stale revision without touching the draft', async () => {
    const saved = await saveDraft('terms', 'en', { revision: 0, body: { html: '<p>Draft by Efua</p>' } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Draft saved');
    expect(keyOf(saved)?.key).toBe('draftSaved');
    expect(saved.body.data.revision).toBe(1);
    expect(await termsPage()).toBe('<p>Old terms</p>');

    const stale = await saveDraft('terms', 'en', { revision: 0, body: { html: '<p>Ade overwrites</p>' } }, admin.token);
    expect(stale.status).toBe(409);
    expect(stale.body.data).toBeNull();
    expect(stale.body.message).toMatch(
      /^This page was changed by Efua Editor at \d{4}-\d\d-\d\d \d\d:\d\d UTC since you opened it\. Your text is kept/,
    );
    expect(keyOf(stale)).toMatchObject({ key: 'staleRevision', vars: { name: 'Efua Editor' } });
    expect((await publish('terms', 'en', 0, admin.token)).status).toBe(409);

    const terms = await docOf('terms', 'en');
    expect(terms).toMatchObject({
      revision: 1,
      draft: { body: { html: '<p>Draft by Efua</p>' }, savedBy: 'Efua Editor' },
    });
    expect(await termsPage()).toBe('<p>Old terms</p>');
  });

  it('lets only one of two saves made at once on the same revision through', async () => {
    const answers = await Promise.all(
      ['<p>Mine</p>', '<p>Theirs</p>'].map((html, i) =>
        saveDraft('privacy', 'sp', { revision: 0, body: { html } }, i ? admin.token : editor.token),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((res) => res.status === 200);
    expect((await docOf('privacy', 'sp'))?.draft?.body).toEqual({ html: winner ? '<p>Theirs</p>' : '<p>Mine</p>' });
  });

  it('publishes: getPage shows the new text at once, the publish goes live, a version is kept', async () => {
    const res = await publish('terms', 'en', 1);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Publishing…');
    expect(keyOf(res)?.key).toBe('publishQueued');
    expect(res.body.data).toMatchObject({ revision: 2 });
    expect(await termsPage()).toBe('<p>Draft by Efua</p>');

    const done = await settled(res.body.data.publishId);
    expect(done).toMatchObject({ status: 'live', error: null, paths: ['/en/terms_condition'] });
    expect(done.finishedAt).not.toBeNull();
    expect(builds).toEqual([['terms_condition']]);
    expect(pageOnDisk()).toBe('<p>Draft by Efua</p>');

    const terms = await docOf('terms', 'en');
    expect(terms).toMatchObject({
      revision: 2,
      draft: null,
      published: {
        versionId: res.body.data.versionId,
        publishedBy: 'Efua Editor',
        body: { html: '<p>Draft by Efua</p>' },
      },
    });
    const again = await publish('terms', 'en', 2);
    expect(again.status).toBe(409);
    expect(keyOf(again)?.key).toBe('nothingToPublish');
  });

  it('lists versions newest first with their author, and a revert makes a new version and keeps the draft', async () => {
    const second = await saveAndPublish('<p>Second, by Ade</p>', admin.token);
    await settled(second.publishId);
    const versions = await t.call<{ id: number; author: string; action: string; revertedFrom: number | null }[]>(
      '/api/studio/documents/terms/en/versions',
      { token: editor.token },
    );
    expect(versions.status).toBe(200);
    expect(versions.body.data.map((v) => [v.author, v.action])).toEqual([
      ['Ade Admin', 'publish'],
      ['Efua Editor', 'publish'],
    ]);
    const first = versions.body.data[1]!;
    const one = await t.call<{ body: unknown; author: string }>(`/api/studio/versions/${first.id}`, {
      token: editor.token,
    });
    expect(one.body.data).toMatchObject({
      id: first.id,
      kind: 'terms',
      lang: 'en',
      body: { html: '<p>Draft by Efua</p>' },
    });

    const draft = await saveDraft('terms', 'en', {
      revision: second.revision,
      body: { html: '<p>Work in progress</p>' },
    });
    const revert = await t.call<{ publishId: number; versionId: number; revision: number }>(
      `/api/studio/versions/${first.id}/revert`,
      { json: { revision: draft.body.data.revision }, token: editor.token },
    );
    expect(revert.status).toBe(202);
    expect(keyOf(revert)?.key).toBe('publishQueued');
    expect(await termsPage()).toBe('<p>Draft by Efua</p>');
    expect((await settled(revert.body.data.publishId)).status).toBe('live');

    const after = await t.call<{ id: number; action: string; revertedFrom: number | null }[]>(
      '/api/studio/documents/terms/en/versions',
      { token: editor.token },
    );
    expect(after.body.data[0]).toMatchObject({
      id: revert.body.data.versionId,
      action: 'revert',
      revertedFrom: first.id,
      author: 'Efua Editor',
    });
    expect(after.body.data).toHaveLength(3);
    expect((await docOf('terms', 'en'))?.draft?.body).toEqual({ html: '<p>Work in progress</p>' });
    const staleRevert = await t.call(`/api/studio/versions/${first.id}/revert`, {
      json: { revision: draft.body.data.revision },
      token: editor.token,
    });
    expect(staleRevert.status).toBe(409);
  });

  it('retries a failed rebuild, then marks the publish failed with its reason; the old pages stay on disk', async () => {
    const before = pageOnDisk();
    failuresLeft = 3;
    const res = await saveAndPublish('<p>Never built</p>');
    const done = await settled(res.publishId);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/boom/);
    expect(builds).toHaveLength(3);
    expect(await termsPage()).toBe('<p>Never built</p>');
    expect(pageOnDisk()).toBe(before);
  });

  it('goes live when a retry succeeds', async () => {
    failuresLeft = 1;
    const res = await saveAndPublish('<p>Second try</p>');
    const done = await settled(res.publishId);
    expect(done).toMatchObject({ status: 'live', error: null });
    expect(builds).toEqual([['terms_condition'], ['terms_condition']]);
    expect(pageOnDisk()).toBe('<p>Second try</p>');
  });

  it('publishes the contact document, read back by getMasters 0/160', async () => {
    const body = { phone: '+229 21 00 00 00', email: 'hi@example.test', address: 'Cotonou', latitude: 6.4 };
    const saved = await saveDraft('contact', 'en', { revision: 0, body });
    expect(saved.status).toBe(200);
    const res = await publish('contact', 'en', saved.body.data.revision);
    expect(res.status).toBe(202);
    const done = await settled(res.body.data.publishId);
    expect(done.paths).toEqual(['/en/contact_us', '/fr/contact_us', '/sp/contact_us']);
    expect((await t.call('/api/open/getMasters/0/160')).body.data).toEqual({
      userDetail: [{ String2: body.phone, String3: body.email, String4: body.address, Latitude: 6.4, Longitude: null }],
    });
  });
});

describe('the OpenAPI document', () => {
  it("lists the studio's calls under the Studio tag", async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const studio = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/studio/'));
    expect(studio.map(([path]) => path).sort()).toEqual([
      '/api/studio/documents',
      '/api/studio/documents/{kind}/{lang}/draft',
      '/api/studio/documents/{kind}/{lang}/publish',
      '/api/studio/documents/{kind}/{lang}/versions',
      '/api/studio/publishes/{id}',
      '/api/studio/versions/{id}',
      '/api/studio/versions/{id}/revert',
    ]);
    for (const [, operations] of studio) {
      for (const operation of Object.values(operations)) expect(operation.tags).toEqual(['Studio']);
    }
    expect(doc.paths['/api/studio/documents/{kind}/{lang}/publish']?.post).toHaveProperty('responses.202');
  });
});

describe('bad requests', () => {
  it('answers 404 for unknown documents, publishes and versions', async () => {
    for (const path of ['about/en', 'contact/fr', 'terms/de']) {
      const res = await saveDraft(path.split('/')[0]!, path.split('/')[1]!, { revision: 0, body: { html: 'x' } });
      expect(res.status).toBe(404);
      expect(keyOf(res)?.key).toBe('documentNotFound');
    }
    expect((await t.call('/api/studio/documents/terms/de/versions', { token: editor.token })).status).toBe(404);
    const publishMissing = await t.call('/api/studio/publishes/999999', { token: editor.token });
    expect(publishMissing.status).toBe(404);
    expect(keyOf(publishMissing)?.key).toBe('publishNotFound');
    expect((await t.call('/api/studio/versions/999999', { token: editor.token })).status).toBe(404);
    const revert = await t.call('/api/studio/versions/999999/revert', { json: { revision: 0 }, token: editor.token });
    expect(revert.status).toBe(404);
  });

  it('answers 400 for a body of the wrong kind or a missing revision', async () => {
    const contactAsTerms = await saveDraft('terms', 'fr', {
      revision: 0,
      body: { phone: '1', email: 'e', address: 'a' },
    });
    expect(contactAsTerms.status).toBe(400);
    expect(contactAsTerms.body.message).toMatch(/^body\.html: /);
    const termsAsContact = await saveDraft('contact', 'en', { revision: 5, body: { html: '<p>x</p>' } });
    expect(termsAsContact.status).toBe(400);
    expect(termsAsContact.body.message).toMatch(/^body\.phone: /);
    expect((await saveDraft('terms', 'fr', { body: { html: 'x' } })).status).toBe(400);
    expect((await saveDraft('terms', 'fr', { revision: 0, body: { html: 'x'.repeat(204_801) } })).status).toBe(400);
    expect((await docOf('terms', 'fr'))?.draft).toBeNull();
  });
});
