import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../src/server/app/json-compress.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// node:http, not fetch: fetch decompresses on its own and hides what was sent.
import { request } from 'node:http';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('JSON answers compressed in one zlib call', () => {
  // the OpenAPI document: a JSON answer of tens of KB
  it('gzips a large JSON answer for a client that accepts it, and the answer is the same once unzipped', async () => {
    const plain = await raw('/api/openapi.json', {});
    const zipped = await raw('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const deflated = await raw('/api/openapi.json', { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.body).equals(plain.body)).toBe(true);
  });

  it('sends a JSON answer under 1 KB as it is', async () => {
    const small = await raw('/api/open/getMasters/0/10', { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(small.body.toString()).status).toBe(200);
  });

  it('chooses encodings as Hono compress() does', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('br')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chooseEncoding('deflate, gzip;q=0.5')).toBe('deflate');
    expect(chooseEncoding('*;q=0.3')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, deflate;q=0.2')).toBe('deflate');
  });
});
