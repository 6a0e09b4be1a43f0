import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
    PHONE_AUTH_DEMO: 'true',
  });
});
afterAll(() => t?.close());

describe('in production', () => {
  it('has no development SMS outbox route at all', async () => {
    const mobileNo = freshMobile();
    const sent = await t.call('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    expect(sent.status).toBe(200);
    const res = await t.call(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Not found', data: null });
  });
});
