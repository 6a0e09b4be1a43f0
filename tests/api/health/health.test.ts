import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('platform', () => {
  it('answers health with the envelope and security headers', async () => {
    const res = await t.call<{ database: string }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'OK' });
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.call('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Not found', data: null });
  });
});
