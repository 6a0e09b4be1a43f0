/**
 * A JSON call takes the node adapter's short path both ways (issue 25): its body, of known length, is read
 * straight from the socket, and its answer is written from the JSON text, with no web stream on either
 * side. The body cap (security/body-cap.ts) and the JSON compression (app/json-compress.ts) each once made
 * the adapter build a web Request or Response and a stream to read through, for every call.
 */
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

/** A POST over node:http (fetch would add Accept-Encoding), as autocannon and the site's calls send it. */
function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      `${t.url}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const BODY = JSON.stringify({ take: 12, skip: 0, VehicalId: 0, sortString: '0', filterString: '' });

describe('the node adapter short path', () => {
  it('a getAllCar call: no web stream over the request body nor the answer', async () => {
    await post(LIST, BODY); // warm: the first call builds its statement
    const toWeb = vi.spyOn(Readable, 'toWeb');
    const getReader = vi.spyOn(ReadableStream.prototype, 'getReader');
    const res = await post(LIST, BODY);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ rowCount: 0, carList: [] });
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(toWeb).not.toHaveBeenCalled();
    expect(getReader).not.toHaveBeenCalled();
  });

  it('the body cap still refuses a body over it from its Content-Length, and a bad JSON body is still a 400', async () => {
    const over = await post(LIST, JSON.stringify({ filler: 'x'.repeat(17 * 1024) }));
    expect(over.status).toBe(413);
    const bad = await post(LIST, '{"take":');
    expect(bad.status).toBe(400);
  });

  it('a large JSON answer without Accept-Encoding is written from its text too', async () => {
    const getReader = vi.spyOn(ReadableStream.prototype, 'getReader');
    const res = await new Promise<number>((resolve, reject) =>
      request(`${t.url}/api/openapi.json`, (r) => r.resume().on('end', () => resolve(r.statusCode ?? 0)))
        .on('error', reject)
        .end(),
    );
    expect(res).toBe(200);
    expect(getReader).not.toHaveBeenCalled();
  });
});
