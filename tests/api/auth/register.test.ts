import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, users } from '../../../src/server/db/schema.ts';
import { verifyPassword } from '../../../src/server/auth/passwords.ts';
import { createUser } from '../../helpers/build-users.ts';
import { freshMobile, phoneProofFor } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    RATE_LIMITS: 'otpCooldown=off,otpSendIp=1000/3600,otpVerifyIp=1000/900,checkUserNumber=3/900',
  });
});
afterAll(() => t?.close());

const registerPath = '/api/customer/userRegisteration?lang=en';
const form = (mobileNo: string, phoneProof: string, extra: Record<string, unknown> = {}) => ({
  emailId: 'ama@example.com',
  name: 'Ama Mensah',
  address: 'Lomé',
  mobileNo,
  countryCode: '+229',
  password: 'Correct-Horse-42',
  phoneProof,
  ...extra,
});

describe('POST /api/customer/checkUser', () => {
  it('allows a free number and refuses a taken one with a message', async () => {
    const { user } = await createUser(t.server.deps);
    const free = await t.call<{ isAllow: boolean }>('/api/customer/checkUser', { json: { mobileNo: freshMobile() } });
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual({ isAllow: true });
    const taken = await t.call<{ isAllow: boolean }>('/api/customer/checkUser', {
      json: { mobileNo: user.mobileNo, countryCode: '+229' },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      status: 200,
      message: 'This Mobile Number is already registered. Please login.',
      data: { isAllow: false },
    });
    // The number alone (the spec's payload) finds it too; another country's same number is free.
    const bare = await t.call<{ isAllow: boolean }>('/api/customer/checkUser', { json: { mobileNo: user.mobileNo } });
    expect(bare.body.data.isAllow).toBe(false);
    const elsewhere = await t.call<{ isAllow: boolean }>('/api/customer/checkUser', {
      json: { mobileNo: user.mobileNo, countryCode: '+228' },
    });
    expect(elsewhere.body.data.isAllow).toBe(true);
  });

  it('answers 400 naming the field, and 429 when one number is checked too often', async () => {
    const missing = await t.call('/api/customer/checkUser', { json: {} });
    expect(missing.body).toMatchObject({ status: 400, message: 'mobileNo: Mobile Number is required Property' });
    const mobileNo = freshMobile();
    for (let i = 0; i < 3; i++)
      expect((await t.call('/api/customer/checkUser', { json: { mobileNo } })).status).toBe(200);
    const limited = await t.call('/api/customer/checkUser', { json: { mobileNo } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/customer/userRegisteration', () => {
  it('creates a customer with a register proof for the number, who can then log in', async () => {
    const mobileNo = freshMobile();
    const proof = await phoneProofFor(t, mobileNo, { purpose: 'register' });
    const res = await t.call<{ Id: number }>(registerPath, { json: form(mobileNo, proof) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registered Successfully. Please login.');
    const [row] = await t.server.deps.db.select().from(users).where(eq(users.id, res.body.data.Id));
    expect(row).toMatchObject({
      role: ROLE.customer,
      countryCode: '+229',
      mobileNo,
      displayName: 'Ama Mensah',
      email: 'ama@example.com',
      address: 'Lomé',
      isActive: true,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Correct-Horse-42')).toBe(true);
    const login = await t.call('/api/customer/userLogin', {
      json: { mobileNo, countryCode: '+229', password: 'Correct-Horse-42' },
    });
    expect(login.status).toBe(200);
  });

  it('takes e-mail and address as optional (empty or missing)', async () => {
    const mobileNo = freshMobile();
    const proof = await phoneProofFor(t, mobileNo, { purpose: 'register' });
    const res = await t.call<{ Id: number }>(registerPath, {
      json: {
        name: 'Kofi',
        mobileNo,
        countryCode: '+229',
        password: 'Correct-Horse-42',
        phoneProof: proof,
        emailId: '',
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.server.deps.db.select().from(users).where(eq(users.id, res.body.data.Id));
    expect(row).toMatchObject({ email: null, address: null });
  });

  it('refuses without a proof, with a forged one, or with one for another number or purpose', async () => {
    const mobileNo = freshMobile();
    const { phoneProof: _none, ...noProof } = form(mobileNo, '');
    const missing = await t.call(registerPath, { json: noProof });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^phoneProof: /);

    const forged = await t.call(registerPath, { json: form(mobileNo, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl') });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^phoneProof: the phone verification is invalid/);

    const otherNumber = await phoneProofFor(t, freshMobile(), { purpose: 'register' });
    expect((await t.call(registerPath, { json: form(mobileNo, otherNumber) })).status).toBe(400);

    const { user } = await createUser(t.server.deps);
    const resetProof = await phoneProofFor(t, user.mobileNo, { purpose: 'reset' });
    expect((await t.call(registerPath, { json: form(freshMobile(), resetProof) })).status).toBe(400);

    // A session token is not a proof.
    const { token } = await createUser(t.server.deps);
    expect((await t.call(registerPath, { json: form(mobileNo, token) })).status).toBe(400);
    const rows = await t.server.deps.db.select().from(users).where(eq(users.mobileNo, mobileNo));
    expect(rows).toHaveLength(0);
  });

  it('answers 409 with a message when the number already has an account, leaving the proof unspent', async () => {
    const { user } = await createUser(t.server.deps);
    const mobileNo = freshMobile();
    const proof = await phoneProofFor(t, mobileNo, { purpose: 'register' });
    const taken = await t.call(registerPath, { json: form(user.mobileNo, proof) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This Mobile Number is already registered. Please login.');
    expect((await t.call(registerPath, { json: form(mobileNo, proof) })).status).toBe(200);
    // Spent now: the same proof does not create a second account either.
    const again = await t.call(registerPath, { json: form(mobileNo, proof) });
    expect(again.status).toBe(409);
  });

  it.each([
    [{ name: '' }, 'name: Name is required Property'],
    [{ name: undefined }, 'name: Name is required Property'],
    [{ name: 'Ama\u0000Mensah' }, 'name: must not contain control characters'],
    [{ password: 'short' }, 'password: must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password: must be at most 128 characters'],
    [{ password: undefined }, 'password: Password is required Property'],
    [{ emailId: 'not-an-email' }, 'emailId: must be an e-mail address'],
    [{ emailId: `${'a'.repeat(65)}@example.com` }, 'emailId: must have at most 64 characters before the @'],
    [{ mobileNo: undefined }, 'mobileNo: Mobile Number is required Property'],
    [{ countryCode: undefined }, 'countryCode: Country Code is required Property'],
  ])('answers 400 naming the field for %j', async (extra, message) => {
    const res = await t.call(registerPath, { json: form(freshMobile(), 'proof', extra) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 for an unknown lang', async () => {
    const res = await t.call('/api/customer/userRegisteration?lang=de', { json: form(freshMobile(), 'p') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^lang: /);
  });
});
