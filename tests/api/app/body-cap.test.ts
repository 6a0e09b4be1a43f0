/**
 * Request bodies are capped before they are read (issue 20): a 413 at the cap, from Content-Length at once
 * and from a chunked body as it streams, without reading the rest; bodies under the cap work as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyCapOf, DEFAULT_BODY_CAP } from '../../../src/server/security/body-cap.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A JSON body of `bytes` bytes that getAllCar would otherwise accept (the filler is an unknown field). */
function listBody(bytes: number): string {
  const head = '{"pageSize":10,"filler":"';
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
}

describe('request body caps', () => {
  it('a JSON call answers 200 under its cap', async () => {
    const res = await t.call(LIST, {
      body: listBody(DEFAULT_BODY_CAP - 100),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('a JSON call over its cap answers 413 with a readable message', async () => {
    const res = await t.call(LIST, {
      body: listBody(DEFAULT_BODY_CAP + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, message: 'The request is too large: at most 16 KB', data: null });
    expect(res.headers.get('x-message-key')).toBe('bodyTooLarge?max=16');
  });

  it('a chunked body is cut at the cap: 413 long before the body ends', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    // A server that read the whole body first would answer only after these 256 MB.
    const total = 256 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"filler":"'));
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${t.url}${LIST}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // The sockets take a few MB ahead of the server; the answer came long before the end.
    expect(sent).toBeLessThan(total / 8);
    await res.body?.cancel();
  });

  it('uploads and content pages get the room they need, everything else the default', () => {
    expect(bodyCapOf('/api/admin/uploadphoto/2')).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyCapOf('/api/importer/uploadCarPhoto')).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyCapOf('/api/admin/content/pages/TermAndCondition')).toBeGreaterThan(800 * 1024);
    expect(bodyCapOf('/api/customer/userLogin')).toBe(DEFAULT_BODY_CAP);
  });
});
