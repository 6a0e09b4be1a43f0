/**
 * Security headers on every kind of response (issue 8): API success and errors (400, 401, 404, 429,
 * 500, 503), media files and their 404, a car's main picture by id (200, 304, 302, 204, 404), the static
 * pages, their 404 and a redirect. The site is served
 * from a tiny dist/ made here, with the CSP meta tag Astro writes into each page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/server/env.ts';
import { startServer, type StartedServer } from '../../../src/server/server.ts';
import { createCar } from '../../helpers/build-catalog.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const PAGE_HASH = "'sha256-pagehashpagehashpagehashpagehashpagehash000='";
const page = (body: string, hash = PAGE_HASH) => `<!doctype html><html><head>
<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' ${hash}">
</head><body>${body}<script>/* inline, allowed by its hash */</script></body></html>`;

let server: StartedServer;
let testDb: TestDatabase;
let root: string;
let pictureCar = 0;
let urlCar = 0;
let videoCar = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'autoimport-headers-'));
  const dist = join(root, 'dist');
  const media = join(root, 'media');
  mkdirSync(join(dist, 'en', 'home'), { recursive: true });
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(media, 'other', 'thumb'), { recursive: true });
  writeFileSync(join(dist, 'en', 'home', 'index.html'), page('<h1>Home</h1>'));
  writeFileSync(
    join(dist, '404.html'),
    page('<h1>Not found</h1>', "'sha256-notfoundnotfoundnotfoundnotfoundnotfound00='"),
  );
  writeFileSync(join(dist, 'plain.html'), '<!doctype html><p>A page without a CSP meta tag</p>');
  writeFileSync(join(dist, '_astro', 'app.js'), 'console.log(1)');
  writeFileSync(join(media, 'other', 'thumb', 'face.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  mkdirSync(join(media, 'photo'), { recursive: true });
  writeFileSync(join(media, 'photo', 'car.webp'), Buffer.from('RIFF0000WEBPVP8 '));

  testDb = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: root,
    DIST_DIR: dist,
    MEDIA_DIR: media,
    CONTENT_REBUILD: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'loginNumberIp=1/600',
  });
  server = await startServer({
    env,
    database: testDb.database,
    serveSite: true,
    extraApiRoutes: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('boom');
      });
      app.get('/api/test/database-down', () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
    },
  });
  // Cars for the main-picture-by-id answers (/media/car/{id}/…): 200, 304, 302 and 204.
  const ctx = { db: testDb.database.db, env };
  pictureCar = (await createCar(ctx, { media: [{ fileName: 'car.webp' }] })).id;
  urlCar = (await createCar(ctx, { media: [{ fileName: 'https://cdn.example.com/car.webp' }] })).id;
  videoCar = (await createCar(ctx, { media: [{ fileName: 'walk.mp4', type: 'V' }] })).id;
});
afterAll(async () => {
  await server?.close();
  await testDb?.drop();
  if (root) rmSync(root, { recursive: true, force: true });
});

type Request = {
  path: string;
  method?: string;
  json?: unknown;
  revalidate?: boolean;
  headers?: Record<string, string>;
};
const send = ({ path, method, json, headers }: Request) =>
  fetch(server.url + path, {
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? null : JSON.stringify(json),
    redirect: 'manual',
  });

/** The directives of a CSP header, by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0] ?? '', d] as const),
  );
}

function expectSecurityHeaders(headers: Headers): void {
  const policy = headers.get('content-security-policy') ?? '';
  const csp = directives(policy);
  // a fetch directive left out falls back to default-src
  const effective = (name: string) =>
    csp.get(name)?.replace(name, '') ?? csp.get('default-src')?.replace('default-src', '');
  const document = (headers.get('content-type') ?? '').startsWith('text/html');
  expect(effective('script-src'), policy).toBeDefined();
  expect(effective('script-src')).not.toContain("'unsafe-inline'");
  expect(effective('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(effective('object-src')?.trim()).toBe("'none'");
  if (!document) expect(policy).toBe("default-src 'none'; frame-ancestors 'none'");
  if (document) expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('security headers on every kind of response', () => {
  const password = 'Wrong#password1';
  it.each<[string, Request, number]>([
    ['API JSON success', { path: '/api/health' }, 200],
    ['API 400 (validation)', { path: '/api/customer/userLogin', json: {} }, 400],
    ['API 400 (body not JSON)', { path: '/api/customer/carSearchText', method: 'POST' }, 400],
    ['API 401', { path: '/api/customer/getUserDetail', json: {} }, 401],
    ['API 404', { path: '/api/no-such-call' }, 404],
    ['API 500', { path: '/api/test/boom' }, 500],
    ['API 503 (database down)', { path: '/api/test/database-down' }, 503],
    ['media file', { path: '/media/other/thumb/face.webp' }, 200],
    ['media 404', { path: '/media/other/thumb/missing.webp' }, 404],
    ['car picture by id', { path: '/media/car/{picture}/medium' }, 200],
    ['car picture by id, revalidated', { path: '/media/car/{picture}/full', revalidate: true }, 304],
    ['car picture by id, stored as a URL (redirect)', { path: '/media/car/{url}/medium' }, 302],
    ['car picture by id, car without a picture', { path: '/media/car/{video}/medium' }, 204],
    ['car picture by id 404', { path: '/media/car/abc/medium' }, 404],
    ['static page', { path: '/en/home' }, 200],
    ['page without its own policy', { path: '/plain.html' }, 200],
    ['static asset', { path: '/_astro/app.js' }, 200],
    ['page 404', { path: '/en/no-such-page' }, 404],
    ['redirect', { path: '/' }, 302],
  ])('%s', async (_name, request, status) => {
    const path = request.path
      .replace('{picture}', String(pictureCar))
      .replace('{url}', String(urlCar))
      .replace('{video}', String(videoCar));
    const etag = request.revalidate ? ((await send({ path })).headers.get('etag') ?? '') : null;
    const res = await send({ ...request, path, headers: etag ? { 'if-none-match': etag } : {} });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it('API 429 (rate limited)', async () => {
    const json = { countryCode: '+229', mobileNo: '55500001', password };
    expect((await send({ path: '/api/customer/userLogin', json })).status).toBe(401);
    const res = await send({ path: '/api/customer/userLogin', json });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expectSecurityHeaders(res.headers);
  });

  it("gives a page the policy of its own meta tag (its script hashes) plus frame-ancestors, and the 404 page's to 404s", async () => {
    const home = (await send({ path: '/en/home' })).headers.get('content-security-policy');
    expect(home).toContain(PAGE_HASH);
    const missing = (await send({ path: '/fr/nowhere' })).headers.get('content-security-policy');
    expect(missing).toContain('notfoundnotfound');
    expect(missing).toContain("frame-ancestors 'none'");
  });

  it('answers errors as JSON or plain text, never as a page that could run script', async () => {
    for (const path of ['/api/test/boom', '/api/no-such-call']) {
      const res = await send({ path });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.text()).not.toContain('Error: boom');
    }
    expect((await send({ path: '/media/x.webp' })).headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
