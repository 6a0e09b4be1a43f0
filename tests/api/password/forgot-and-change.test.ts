import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokens, users } from '../../../src/server/db/schema.ts';
import { createUser } from '../../helpers/build-users.ts';
import { freshMobile, phoneProofFor } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    RATE_LIMITS:
      'otpCooldown=off,otpSendNumber=100/600,otpSendIp=1000/3600,otpVerifyIp=1000/900,resetNumber=100/900,resetIp=1000/900',
  });
});
afterAll(() => t?.close());

const getResetToken = (json: unknown) =>
  t.call<{ token: string }>('/api/customer/getTokeByMobileForForgetPassword', { json });
const forgotUpdate = (json: unknown, token: string | undefined) =>
  t.call('/api/customer/forgotUpdatePassword', { json, token });
const loginStatus = async (mobileNo: string, password: string) =>
  (await t.call('/api/customer/userLogin', { json: { mobileNo, countryCode: '+229', password } })).status;

describe('POST /api/customer/getTokeByMobileForForgetPassword', () => {
  it('gives a short-lived reset token for a registered number, storing only its hash', async () => {
    const { user } = await createUser(t.server.deps);
    const res = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mobile Number is Verified.');
    expect(res.body.data.token.length).toBeGreaterThan(40);
    const rows = await t.server.deps.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(res.body.data.token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // The spec's payload (mobileNo only) works when the number is unambiguous.
    expect((await getResetToken({ mobileNo: user.mobileNo })).status).toBe(200);
  });

  it('answers 404 with a message for an unknown number, and 400 naming the field', async () => {
    const res = await getResetToken({ mobileNo: freshMobile(), countryCode: '+229' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'This Mobile Number is not registered.', data: null });
    const bad = await getResetToken({ countryCode: '+229' });
    expect(bad.body).toMatchObject({ status: 400, message: 'mobileNo: Mobile Number is required Property' });
  });

  it('asks for the dial code when two countries share the number', async () => {
    const mobileNo = freshMobile();
    await createUser(t.server.deps, { mobileNo, countryCode: '+229' });
    await createUser(t.server.deps, { mobileNo, countryCode: '+228' });
    const res = await getResetToken({ mobileNo });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('countryCode: Country Code is required Property');
  });
});

describe('POST /api/customer/forgotUpdatePassword', () => {
  it('sets the new password with the reset token and a reset proof; old sessions end', async () => {
    const { user, password, token: session } = await createUser(t.server.deps);
    const reset = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    const proof = await phoneProofFor(t, user.mobileNo, { purpose: 'reset' });
    const res = await forgotUpdate({ newPassword: 'Brand-New-Pass-1', phoneProof: proof }, reset.body.data.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been updated. Please login.');
    expect(await loginStatus(user.mobileNo, 'Brand-New-Pass-1')).toBe(200);
    expect(await loginStatus(user.mobileNo, password)).toBe(401);
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token: session })).status).toBe(401);
    // Bearer form works for the reset token too, but this one is spent.
    const again = await forgotUpdate(
      { newPassword: 'Another-Pass-2', phoneProof: proof },
      `Bearer ${reset.body.data.token}`,
    );
    expect(again.status).toBe(401);
  });

  it('changes nothing with a reset token alone', async () => {
    const { user, password } = await createUser(t.server.deps);
    const reset = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    const res = await forgotUpdate({ newPassword: 'Brand-New-Pass-1' }, reset.body.data.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^phoneProof: /);
    const forged = await forgotUpdate({ newPassword: 'Brand-New-Pass-1', phoneProof: 'x.y.z' }, reset.body.data.token);
    expect(forged.status).toBe(400);
    expect(await loginStatus(user.mobileNo, password)).toBe(200);
  });

  it('refuses a proof for another number or for registration, and keeps the reset token usable', async () => {
    const { user, password } = await createUser(t.server.deps);
    const other = await createUser(t.server.deps);
    const reset = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    const otherProof = await phoneProofFor(t, other.user.mobileNo, { purpose: 'reset' });
    const registerProof = await phoneProofFor(t, freshMobile(), { purpose: 'register' });
    for (const phoneProof of [otherProof, registerProof]) {
      const res = await forgotUpdate({ newPassword: 'Brand-New-Pass-1', phoneProof }, reset.body.data.token);
      expect(res.status).toBe(400);
    }
    expect(await loginStatus(user.mobileNo, password)).toBe(200);
    const own = await phoneProofFor(t, user.mobileNo, { purpose: 'reset' });
    expect(
      (await forgotUpdate({ newPassword: 'Brand-New-Pass-1', phoneProof: own }, reset.body.data.token)).status,
    ).toBe(200);
  });

  it('refuses a proof used once already, even with a fresh reset token', async () => {
    const { user } = await createUser(t.server.deps);
    const proof = await phoneProofFor(t, user.mobileNo, { purpose: 'reset' });
    const first = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    expect(
      (await forgotUpdate({ newPassword: 'First-New-Pass-1', phoneProof: proof }, first.body.data.token)).status,
    ).toBe(200);
    const second = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    const reuse = await forgotUpdate({ newPassword: 'Second-New-Pass-2', phoneProof: proof }, second.body.data.token);
    expect(reuse.status).toBe(400);
    expect(await loginStatus(user.mobileNo, 'First-New-Pass-1')).toBe(200);
  });

  it('answers 401 without a reset token, with a session token or an expired one', async () => {
    const { user, token: session } = await createUser(t.server.deps);
    const proof = await phoneProofFor(t, user.mobileNo, { purpose: 'reset' });
    const body = { newPassword: 'Brand-New-Pass-1', phoneProof: proof };
    expect((await forgotUpdate(body, undefined)).status).toBe(401);
    expect((await forgotUpdate(body, 'null')).status).toBe(401);
    const withSession = await forgotUpdate(body, session);
    expect(withSession.body).toEqual({
      status: 401,
      message: 'Your reset request has expired. Please start again.',
      data: null,
    });
    const reset = await getResetToken({ mobileNo: user.mobileNo, countryCode: '+229' });
    await t.server.deps.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, user.id));
    expect((await forgotUpdate(body, reset.body.data.token)).status).toBe(401);
  });

  it.each([
    [{ phoneProof: 'p' }, 'newPassword: New Password is required Property'],
    [{ newPassword: 'short', phoneProof: 'p' }, 'newPassword: must be at least 8 characters'],
  ])('answers 400 naming the field for %j', async (json, message) => {
    const res = await forgotUpdate(json, 'rst_whatever');
    expect(res.body).toMatchObject({ status: 400, message });
  });
});

describe('POST /api/customer/getTokeByMobileForForgetPassword limits', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ RATE_LIMITS: 'resetNumber=2/900' });
  });
  afterAll(() => strict?.close());

  it('answers 429 with Retry-After when one number asks too often', async () => {
    const { user } = await createUser(strict.server.deps);
    const ask = () =>
      strict.call('/api/customer/getTokeByMobileForForgetPassword', {
        json: { mobileNo: user.mobileNo, countryCode: '+229' },
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts one number once, however it is typed: with or without countryCode, with its trunk zero', async () => {
    const { user } = await createUser(strict.server.deps);
    const ask = (json: object) => strict.call('/api/customer/getTokeByMobileForForgetPassword', { json });
    expect((await ask({ mobileNo: user.mobileNo, countryCode: '+229' })).status).toBe(200);
    expect((await ask({ mobileNo: user.mobileNo })).status).toBe(200);
    expect((await ask({ mobileNo: `0${user.mobileNo}` })).status).toBe(429);
    expect((await ask({ mobileNo: user.mobileNo })).status).toBe(429);
  });
});

describe('POST /api/customer/changePassword', () => {
  const change = (json: unknown, token?: string) =>
    t.call<{ token: string }>('/api/customer/changePassword', { json, token });

  it('changes the password, ends earlier sessions and hands out a new token', async () => {
    const { user, password, token } = await createUser(t.server.deps);
    const res = await change({ oldPassword: password, newPassword: 'Changed-Pass-99' }, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password Changed Successfully');
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token })).status).toBe(401);
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token: res.body.data.token })).status).toBe(200);
    expect(await loginStatus(user.mobileNo, 'Changed-Pass-99')).toBe(200);
    const [row] = await t.server.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tokenVersion).toBe(user.tokenVersion + 1);
  });

  it('answers 400 with a message for a wrong old password, changing nothing', async () => {
    const { user, password, token } = await createUser(t.server.deps);
    const res = await change({ oldPassword: 'not-it', newPassword: 'Changed-Pass-99' }, token);
    expect(res.body).toEqual({ status: 400, message: 'oldPassword: Old Password is not correct', data: null });
    expect(await loginStatus(user.mobileNo, password)).toBe(200);
  });

  it('refuses a new password equal to the current one, keeping the session', async () => {
    const { password, token } = await createUser(t.server.deps);
    const res = await change({ oldPassword: password, newPassword: password }, token);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-message-key')).toBe('passwordUnchanged');
    expect(res.body.message).toBe('newPassword: the new password must be different from the current one');
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token })).status).toBe(200);
  });

  it('answers 401 without a valid token and 400 naming the field', async () => {
    expect((await change({ oldPassword: 'a', newPassword: 'Changed-Pass-99' })).status).toBe(401);
    expect((await change({ oldPassword: 'a', newPassword: 'Changed-Pass-99' }, 'garbage')).status).toBe(401);
    const { token } = await createUser(t.server.deps);
    expect((await change({ newPassword: 'Changed-Pass-99' }, token)).body.message).toBe(
      'oldPassword: Old Password is required Property',
    );
    expect((await change({ oldPassword: 'a', newPassword: 'short' }, token)).body.message).toBe(
      'newPassword: must be at least 8 characters',
    );
  });
});
