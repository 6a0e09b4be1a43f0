import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { contentPublishes, ROLE } from '../../../src/server/db/schema.ts';
import { createPage } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
/** The publish job's rebuild: records the routes it is asked for. */
const rebuild = vi.fn(async (routes: string[]) => ({ routes, pages: [], assets: 0, ms: 1 }));
let admin: string;
let customer: string;
let dealer: string;
let editor: string;

beforeAll(async () => {
  t = await startTestServer({}, { rebuild });
  const ctx = { db: t.server.deps.db, env: t.env };
  admin = (await createUser(ctx, { role: ROLE.admin })).token;
  customer = (await createUser(ctx, { role: ROLE.customer })).token;
  dealer = (await createUser(ctx, { role: ROLE.dealer })).token;
  editor = (await createUser(ctx, { role: ROLE.editor })).token;
  await createPage(ctx.db, { slug: 'TermAndCondition', lang: 'en', html: '<h1>Terms</h1>' });
  await createPage(ctx.db, { slug: 'TermAndCondition', lang: 'fr', html: '<h1>Conditions</h1>' });
  await createPage(ctx.db, { slug: 'TermAndCondition', lang: 'sp', html: '<h1>Términos</h1>' });
});
afterAll(() => t?.close());
/** Waits until no publish is queued or building, so a job of one test never lands in the next. */
async function publishesSettled(): Promise<void> {
  await vi.waitFor(async () => {
    const open = await t.server.deps.db
      .select({ id: contentPublishes.id })
      .from(contentPublishes)
      .where(inArray(contentPublishes.status, ['queued', 'building']));
    expect(open).toEqual([]);
  });
}
beforeEach(async () => {
  await publishesSettled();
  rebuild.mockClear();
});

/**
 * PUTs a 500 KB body with node:http: the server answers 413 before reading it and then closes the
 * socket, which fetch reports as a failure; node:http hands over the early answer first.
 */
function statusOfHugePut(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ html: 'x'.repeat(500 * 1024) });
    const req = request(url, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const page = (slug: string, query = '') => t.call<{ pdata: string }>(`/api/open/getPage/${slug}${query}`);

describe('getPage', () => {
  it.each([
    ['?lang=en', '<h1>Terms</h1>'],
    ['', '<h1>Terms</h1>'],
    ['?lang=fr', '<h1>Conditions</h1>'],
    ['?lang=sp', '<h1>Términos</h1>'],
    ['?lang=es', '<h1>Términos</h1>'],
  ])('answers TermAndCondition%s as data.pdata', async (query, html) => {
    const res = await page('TermAndCondition', query);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: 'Success', data: { pdata: html } });
  });

  it('falls back to English, and answers 404 when the page does not exist at all', async () => {
    await createPage(t.server.deps.db, { slug: 'PrivacyPolicy', lang: 'en', html: '<p>Privacy</p>' });
    expect((await page('PrivacyPolicy', '?lang=fr')).body.data.pdata).toBe('<p>Privacy</p>');
  });

  it('answers 404 for an unknown page and 400 for an unknown language or an overlong name', async () => {
    for (const slug of ['About', 'termandcondition', 'x'.repeat(64)]) {
      expect(await page(slug)).toMatchObject({
        status: 404,
        body: { status: 404, message: 'Page not found', data: null },
      });
    }
    expect((await page('x'.repeat(65))).status).toBe(400);
    const lang = await page('TermAndCondition', '?lang=de');
    expect(lang.status).toBe(400);
    expect(lang.body.message).toBe('lang: must be en, fr, sp or es');
  });
});

describe('PUT /api/admin/content/pages/{slug}', () => {
  const put = (slug: string, query: string, json: unknown, token?: string) =>
    t.call(`/api/admin/content/pages/${slug}${query}`, { method: 'PUT', json, token });

  it('lets an admin replace a page in one language and rebuilds its pages', async () => {
    const res = await put('PrivacyPolicy', '?lang=es', { html: '<p>Privacidad</p>' }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: 'Page saved', data: { slug: 'PrivacyPolicy', lang: 'sp' } });
    await vi.waitFor(() => expect(rebuild).toHaveBeenCalledExactlyOnceWith(['privacy_policy']));
    expect((await page('PrivacyPolicy', '?lang=sp')).body.data.pdata).toBe('<p>Privacidad</p>');
    await put('TermAndCondition', '', { html: '<h1>New terms</h1>' }, `Bearer ${admin}`);
    await vi.waitFor(() => expect(rebuild).toHaveBeenLastCalledWith(['terms_condition']));
    expect((await page('TermAndCondition')).body.data.pdata).toBe('<h1>New terms</h1>');
    expect((await page('TermAndCondition', '?lang=fr')).body.data.pdata).toBe('<h1>Conditions</h1>');
  });

  it('lets an editor (role 30) replace a page too, as a version of the studio', async () => {
    const res = await put('PrivacyPolicy', '?lang=en', { html: '<p>Edited</p>' }, editor);
    expect(res.status).toBe(200);
    expect((await page('PrivacyPolicy')).body.data.pdata).toBe('<p>Edited</p>');
    const versions = await t.call<{ action: string }[]>('/api/studio/documents/privacy/en/versions', {
      token: editor,
    });
    expect(versions.body.data[0]).toMatchObject({ action: 'publish', kind: 'privacy', lang: 'en' });
    await vi.waitFor(() => expect(rebuild).toHaveBeenCalledExactlyOnceWith(['privacy_policy']));
  });

  it('stores the HTML as given', async () => {
    const html = '<p onclick="x()">Hi <script>alert(1)</script></p>';
    await put('PrivacyPolicy', '?lang=fr', { html }, admin);
    expect((await page('PrivacyPolicy', '?lang=fr')).body.data.pdata).toBe(html);
  });

  it('answers 401 without a valid token and 403 for customers and importers', async () => {
    for (const token of [undefined, 'null', 'garbage']) {
      const res = await put('PrivacyPolicy', '', { html: '<p>x</p>' }, token);
      expect(res.status).toBe(401);
    }
    for (const token of [customer, dealer]) {
      const res = await put('PrivacyPolicy', '', { html: '<p>x</p>' }, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Forbidden: your account may not do this');
    }
    expect(rebuild).not.toHaveBeenCalled();
  });

  it('refuses a missing, empty or oversized page', async () => {
    expect((await put('PrivacyPolicy', '', {}, admin)).body.message).toBe(
      'html: Invalid input: expected string, received undefined',
    );
    expect((await put('PrivacyPolicy', '', { html: '' }, admin)).body.message).toBe('html: is required');
    const big = await put('PrivacyPolicy', '', { html: 'x'.repeat(200 * 1024 + 1) }, admin);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('html: must be at most 204800 characters');
    expect(await statusOfHugePut(`${t.url}/api/admin/content/pages/PrivacyPolicy`, admin)).toBe(413);
    expect((await put('Other', '', { html: '<p>x</p>' }, admin)).status).toBe(404);
    expect(rebuild).not.toHaveBeenCalled();
  });
});

describe('PUT /api/admin/content/contact', () => {
  const put = (json: unknown, token?: string) => t.call('/api/admin/content/contact', { method: 'PUT', json, token });

  it('lets an admin replace the contact strings, read back by getMasters 0/160', async () => {
    const json = {
      phone: '+229 21 00 00 00',
      email: 'hello@example.test',
      address: 'Cotonou',
      latitude: 6.36,
      longitude: 2.42,
    };
    const res = await put(json, admin);
    expect(res.status).toBe(200);
    const strings = {
      String2: json.phone,
      String3: json.email,
      String4: json.address,
      Latitude: 6.36,
      Longitude: 2.42,
    };
    expect(res.body).toEqual({ status: 200, message: 'Contact details saved', data: strings });
    await vi.waitFor(() => expect(rebuild).toHaveBeenCalledExactlyOnceWith(['contact_us']));
    expect((await t.call('/api/open/getMasters/0/160')).body.data).toEqual({ userDetail: [strings] });
    await put({ phone: '1', email: 'e@x.test', address: 'A' }, admin);
    expect((await t.call('/api/open/getMasters/0/160')).body.data).toEqual({
      userDetail: [{ String2: '1', String3: 'e@x.test', String4: 'A', Latitude: null, Longitude: null }],
    });
  });

  it('answers 401, 403 and 400 as it should', async () => {
    expect((await put({ phone: '1', email: 'e', address: 'a' })).status).toBe(401);
    expect((await put({ phone: '1', email: 'e', address: 'a' }, customer)).status).toBe(403);
    const bad = await put({ phone: '', email: 'e', address: 'a' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('phone: is required');
    expect((await put({ phone: '1', email: 'e', address: 'a', latitude: 91 }, admin)).status).toBe(400);
    expect(rebuild).not.toHaveBeenCalled();
  });
});
