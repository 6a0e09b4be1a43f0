import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src/server/routes/otp/otp.schemas.ts';
import { phoneVerifications } from '../../../src/server/db/schema.ts';
import { createUser } from '../../helpers/build-users.ts';
import { freshMobile, lastCode } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Default limits (30 s cool-down, 3 SMS per number per 10 min) on one server; per-IP cap of 3 via TRUST_PROXY.
let t: TestServer;
let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.2.0.${++ip}` });

beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: 'true', OTP_IP_SENDS_PER_HOUR: '3', OTP_ALLOWED_DIAL_CODES: '+229,228' });
});
afterAll(() => t?.close());

interface Sent {
  verificationId: string;
  resendAfter: number;
}
const send = (json: unknown, headers: Record<string, string> = fromNewIp()) =>
  t.call<Sent>('/api/customer/otp/send', { json, headers });
const resend = (verificationId: unknown, headers: Record<string, string> = fromNewIp()) =>
  t.call<Sent>('/api/customer/otp/resend', { json: { verificationId }, headers });
const verify = (json: unknown, headers: Record<string, string> = fromNewIp()) =>
  t.call<{ phoneProof: string; expiresIn: number }>('/api/customer/otp/verify', { json, headers });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('otp/send and the development outbox', () => {
  it('sends a 6-digit code, listed newest first in the outbox, storing only its hash', async () => {
    const mobileNo = freshMobile();
    const res = await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Verification Code Send');
    expect(res.body.data.verificationId).toMatch(/^[\w-]{16,}$/);
    expect(res.body.data.resendAfter).toBe(30);

    const outbox = await t.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data).toHaveLength(1);
    const [message] = outbox.body.data;
    expect(message).toMatchObject({ to: `+229${mobileNo}` });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);
    expect(new Date(message?.sentAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.server.deps.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, res.body.data.verificationId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(message?.code);
    expect(row?.purpose).toBe('register');
  });

  it('lists nothing for a number that got no SMS, and reads an unencoded + as the dial code', async () => {
    const none = await t.call<OutboxMessage[]>('/api/dev/sms-outbox?to=%2B22900000000');
    expect(none.body.data).toEqual([]);
    const mobileNo = freshMobile();
    await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    const plus = await t.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=+229${mobileNo}`);
    expect(plus.body.data).toHaveLength(1);
    expect((await t.call('/api/dev/sms-outbox')).status).toBe(400);
  });

  it('refuses dial codes outside OTP_ALLOWED_DIAL_CODES with 400 naming the field', async () => {
    const res = await send({ countryCode: '+33', mobileNo: freshMobile(), purpose: 'register' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('countryCode: phone verification is not available for +33');
    // An allow-list entry written without + still counts.
    expect((await send({ countryCode: '+228', mobileNo: freshMobile(), purpose: 'register' })).status).toBe(200);
  });

  it('answers 409 for "register" on a taken number and 404 for "reset" on an unknown one', async () => {
    const { user } = await createUser(t.server.deps);
    const taken = await send({ countryCode: '+229', mobileNo: user.mobileNo, purpose: 'register' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already registered/);
    const unknown = await send({ countryCode: '+229', mobileNo: freshMobile(), purpose: 'reset' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This Mobile Number is not registered.');
    expect((await send({ countryCode: '+229', mobileNo: user.mobileNo, purpose: 'reset' })).status).toBe(200);
  });

  it.each([
    [{ mobileNo: '97000001', purpose: 'register' }, 'countryCode: Country Code is required Property'],
    [{ countryCode: '+229', purpose: 'register' }, 'mobileNo: Mobile Number is required Property'],
    [{ countryCode: '+229', mobileNo: '97000001' }, 'purpose: Purpose is required Property'],
  ])('answers 400 naming the field for %j', async (json, message) => {
    const res = await send(json);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 for a purpose it does not know', async () => {
    const res = await send({ countryCode: '+229', mobileNo: freshMobile(), purpose: 'login' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^purpose: /);
  });
});

describe('otp/verify', () => {
  it('turns the right code into a phone proof, once', async () => {
    const mobileNo = freshMobile();
    const sent = await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    const code = await lastCode(t, `+229${mobileNo}`);
    const res = await verify({ verificationId: sent.body.data.verificationId, code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Phone Number Verified');
    expect(res.body.data.expiresIn).toBe(900);
    expect(res.body.data.phoneProof.split('.')).toHaveLength(3);
    const again = await verify({ verificationId: sent.body.data.verificationId, code });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already verified/);
  });

  it('answers "Please Enter Valid OTP!!!" for a wrong code and stops after 5 tries', async () => {
    const mobileNo = freshMobile();
    const sent = await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    const code = await lastCode(t, `+229${mobileNo}`);
    const verificationId = sent.body.data.verificationId;
    for (let i = 0; i < 5; i++) {
      const res = await verify({ verificationId, code: wrongCodeFor(code) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please Enter Valid OTP!!!');
    }
    const blocked = await verify({ verificationId, code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong codes. Please ask for a new one.');
  });

  it('refuses an expired code', async () => {
    const mobileNo = freshMobile();
    const sent = await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    const code = await lastCode(t, `+229${mobileNo}`);
    await t.server.deps.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.id, sent.body.data.verificationId));
    const res = await verify({ verificationId: sent.body.data.verificationId, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please ask for a new one.');
  });

  it('answers 404 for an unknown verification and 400 for missing or malformed fields', async () => {
    expect((await verify({ verificationId: 'nope', code: '123456' })).status).toBe(404);
    const nul = await verify({ verificationId: 'a\u0000b', code: '123456' });
    expect(nul.body).toMatchObject({ status: 400, message: 'verificationId: is not a verification id' });
    const noId = await verify({ code: '123456' });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^verificationId: /);
    const noCode = await verify({ verificationId: 'x' });
    expect(noCode.body).toMatchObject({ status: 400, message: 'code: Please Enter OTP' });
    const short = await verify({ verificationId: 'x', code: '123' });
    expect(short.body).toMatchObject({ status: 400, message: 'code: OTP must be at least 6 characters long' });
  });

  it('stops one address guessing across many verifications', async () => {
    const headers = fromNewIp();
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++)
      status = (await verify({ verificationId: `v${i}`, code: '000000' }, headers)).status;
    expect(status).toBe(429);
  });
});

describe('otp/resend and the caps', () => {
  it('keeps a 30 s cool-down per number: 429 with Retry-After and a readable message', async () => {
    const mobileNo = freshMobile();
    const sent = await send({ countryCode: '+229', mobileNo, purpose: 'register' });
    const res = await resend(sent.body.data.verificationId);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(res.body.message).toBe(`Please wait ${wait} seconds before asking for another code.`);
    // A second send for the same number is held back the same way.
    expect((await send({ countryCode: '+229', mobileNo, purpose: 'register' })).status).toBe(429);
  });

  it('counts the cool-down by the number, however it is typed (a trunk zero is the same number)', async () => {
    const nine = `9${freshMobile().slice(2)}`;
    expect((await send({ countryCode: '+229', mobileNo: nine, purpose: 'register' })).status).toBe(200);
    expect((await send({ countryCode: '+229', mobileNo: `0${nine}`, purpose: 'register' })).status).toBe(429);
  });

  it('answers 404 for an unknown verification id and 400 without one', async () => {
    const res = await resend('unknown-id');
    expect(res.status).toBe(404);
    const missing = await t.call('/api/customer/otp/resend', { json: {}, headers: fromNewIp() });
    expect(missing.body).toMatchObject({
      status: 400,
      message: 'verificationId: Verification ID is missing. Unable to resend OTP.',
    });
  });

  it('caps SMS per address (OTP_IP_SENDS_PER_HOUR)', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 3; i++) {
      expect((await send({ countryCode: '+229', mobileNo: freshMobile(), purpose: 'register' }, headers)).status).toBe(
        200,
      );
    }
    const blocked = await send({ countryCode: '+229', mobileNo: freshMobile(), purpose: 'register' }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('otp caps without the cool-down', () => {
  let fast: TestServer;
  beforeAll(async () => {
    fast = await startTestServer({ RATE_LIMITS: 'otpCooldown=off,otpSendIp=100/3600' });
  });
  afterAll(() => fast?.close());

  it('sends a new code on resend (the old one stops working) and caps SMS at 3 per number', async () => {
    const mobileNo = freshMobile();
    const to = `+229${mobileNo}`;
    const sent = await fast.call<Sent>('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    const verificationId = sent.body.data.verificationId;
    const first = await lastCode(fast, to);
    const again = await fast.call<Sent>('/api/customer/otp/resend', { json: { verificationId } });
    expect(again.status).toBe(200);
    expect(again.body.data.verificationId).toBe(verificationId);
    const second = await lastCode(fast, to);
    const outbox = await fast.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=${encodeURIComponent(to)}`);
    expect(outbox.body.data.map((m) => m.code)).toEqual([second, first]);

    if (first !== second) {
      const old = await fast.call('/api/customer/otp/verify', { json: { verificationId, code: first } });
      expect(old.status).toBe(400);
    }
    // Third SMS to the number is allowed, the fourth is not (3 per 10 minutes).
    expect((await fast.call('/api/customer/otp/resend', { json: { verificationId } })).status).toBe(200);
    const fourth = await fast.call('/api/customer/otp/resend', { json: { verificationId } });
    expect(fourth.status).toBe(429);
    const fresh = await fast.call('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    expect(fresh.status).toBe(429);

    const latest = await lastCode(fast, to);
    const ok = await fast.call('/api/customer/otp/verify', { json: { verificationId, code: latest } });
    expect(ok.status).toBe(200);
    // A verified verification cannot be resent.
    expect((await fast.call('/api/customer/otp/resend', { json: { verificationId } })).status).toBe(400);
  });
});
