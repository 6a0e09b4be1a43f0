/**
 * Answers to a caller with a token are private (Cache-Control: no-store), and HSTS is sent when the
 * visitor came over TLS, directly or through a trusted proxy that says so (issue 20).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';

describe('behind a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('an answer to a call with a token is no-store; the same call without one is not', async () => {
    const { token } = await createUser(t.server.deps);
    const detail = await t.call('/api/customer/getUserDetail', { json: {}, token });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    const listed = await t.call(LIST, { json: { pageSize: 2 }, token });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const anonymous = await t.call(LIST, { json: { pageSize: 2 } });
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });

  it('a refusal to a token holder is no-store too', async () => {
    const res = await t.call('/api/customer/getUserDetail', { json: {}, token: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS when the proxy says the visitor came over https, not otherwise', async () => {
    const tls = await t.call('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.call('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('without a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-Proto: anyone can write it', async () => {
    const res = await t.call('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
