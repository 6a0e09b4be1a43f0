/**
 * X-Message-Key: every answer carrying a catalogue message names its key (and variables), so the site
 * translates by key; the envelope's English `message` is the catalogue's text for that key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessageKey, messageText, type MessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMITS: 'loginNumberIp=1/900' });
});
afterAll(() => t?.close());

/** The key and variables an answer named, checked against its message. */
function keyOf(res: { headers: Headers; body: { message: string } }) {
  const named = decodeMessageKey(res.headers.get(MESSAGE_KEY_HEADER));
  expect(named, `X-Message-Key of "${res.body.message}"`).not.toBeNull();
  if (named) expect(messageText(named.key as MessageKey, named.vars)).toBe(res.body.message);
  return named;
}

describe('X-Message-Key', () => {
  it('names the key of a refusal', async () => {
    const res = await t.call('/api/customer/V2/getAllCar', { json: { VehicalId: 2_000_000_000, take: 1, skip: 0 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Car not found', data: null });
    expect(keyOf(res)).toEqual({ key: 'carNotFound', vars: {} });
  });

  it('names the key and variables of a 429, beside Retry-After', async () => {
    const { user } = await createUser(t.server.deps);
    const login = () =>
      t.call('/api/customer/userLogin', {
        json: { mobileNo: user.mobileNo, countryCode: user.countryCode, password: 'wrong-password' },
        headers: { 'x-forwarded-for': '10.9.0.1' },
      });
    expect((await login()).status).toBe(401);
    const res = await login();
    expect(res.status).toBe(429);
    const named = keyOf(res);
    expect(named?.key).toBe('tooManyMinutes');
    expect(named?.vars).toEqual({ count: '15' });
    expect(res.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('names the field of a refused body', async () => {
    const res = await t.call('/api/customer/checkUser', { json: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('mobileNo: Mobile Number is required Property');
    expect(keyOf(res)).toEqual({
      key: 'invalidField',
      vars: { field: 'mobileNo', reason: 'Mobile Number is required Property' },
    });
  });

  it('names the key of a success', async () => {
    const res = await t.call('/api/customer/checkUser', { json: { mobileNo: '96999999', countryCode: '+229' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mobile Number is available');
    expect(keyOf(res)?.key).toBe('numberAvailable');
  });

  it('names the key of the API 404', async () => {
    const res = await t.call('/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'Not found', data: null });
    expect(keyOf(res)?.key).toBe('notFound');
  });
});
