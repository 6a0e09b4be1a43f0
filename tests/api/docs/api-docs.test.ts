import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  servers: unknown[];
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; responses: Record<string, unknown>; parameters?: unknown[] }>
  >;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

let t: TestServer;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await startTestServer();
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDoc;
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with title, version, servers and the token scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it.each([
    ['post', '/api/customer/V2/getAllCar', ['200', '400', '404']],
    ['post', '/api/customer/carSearchText', ['200', '400']],
    ['post', '/api/customer/getRecommendedCar', ['200', '400']],
    ['get', '/api/open/getMasters/{a}/{b}', ['200', '400', '404']],
    ['get', '/api/customer/getDealerInfo/{vehicleId}', ['200', '400', '404']],
    ['get', '/api/open/getPage/{slug}', ['200', '400', '404']],
    ['get', '/api/customer/saveCarWishlist/{carId}/{flag}', ['200', '400', '401', '404']],
    ['post', '/api/customer/getMyWishList', ['200', '400', '401']],
    ['put', '/api/admin/content/pages/{slug}', ['200', '400', '401', '403', '413']],
    ['put', '/api/admin/content/contact', ['200', '400', '401', '403']],
  ])('documents %s %s with its payload and answers', (method, path, statuses) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    if (method !== 'get') expect(operation?.requestBody).toBeDefined();
  });

  it('names the spec’s fields in the schemas', async () => {
    const text = JSON.stringify(doc);
    for (const field of ['VehicalId', 'Number_of_seates', 'BussinessName', 'Main_Image_Url', 'String2', 'pdata']) {
      expect(text).toContain(`"${field}"`);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI without inline scripts, under a script-src self policy', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\/assets\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
  });

  it.each([
    ['swagger-ui-bundle.js', /javascript/],
    ['swagger-ui.css', /text\/css/],
    ['init.js', /javascript/],
  ])('serves the asset %s locally', async (name, type) => {
    const res = await fetch(`${t.url}/api/docs/assets/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('points the UI at the document', async () => {
    expect(await (await fetch(`${t.url}/api/docs/assets/init.js`)).text()).toContain("url: '/api/openapi.json'");
  });

  it('answers 404 for an unknown asset', async () => {
    const inherited = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
    for (const name of ['nope.js', '..%2Fpackage.json', 'index.html', ...inherited]) {
      expect((await fetch(`${t.url}/api/docs/assets/${name}`)).status).toBe(404);
    }
  });
});
