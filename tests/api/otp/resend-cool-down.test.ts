/**
 * The resend cool-down the code step counts down (docs/decisions.md, "Resend after the countdown"):
 * otp/send and otp/resend answer `resendAfter`, the server's cool-down in seconds; a resend before it
 * is over is refused with a wait no longer than it, and a resend once it is over is accepted.
 * The real 30 s window is checked on a default server; the "after" side on a server with a 1 s window.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, lastCode } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

interface Sent {
  verificationId: string;
  resendAfter: number;
}

describe('the resend cool-down with the default limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('announces 30 s, and refuses an earlier resend with a wait within it, by its message key', async () => {
    const mobileNo = freshMobile();
    const sent = await t.call<Sent>('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.resendAfter).toBe(30);
    const early = await t.call('/api/customer/otp/resend', { json: { verificationId: sent.body.data.verificationId } });
    expect(early.status).toBe(429);
    const wait = Number(early.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(sent.body.data.resendAfter);
    expect(early.headers.get('x-message-key')).toBe(`otpWaitSeconds?count=${wait}`);
  });
});

describe('the resend cool-down, once the countdown is over', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ RATE_LIMITS: 'otpCooldown=1/1' });
  });
  afterAll(() => t?.close());

  it('accepts the resend after `resendAfter` seconds: a new code works, the first no longer does', async () => {
    const mobileNo = freshMobile();
    const to = `+229${mobileNo}`;
    const sent = await t.call<Sent>('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    expect(sent.body.data.resendAfter).toBe(1);
    const { verificationId } = sent.body.data;
    const first = await lastCode(t, to);
    expect((await t.call('/api/customer/otp/resend', { json: { verificationId } })).status).toBe(429);

    // What the page does: count down `resendAfter` seconds from the answer, then offer Resend.
    await sleep(sent.body.data.resendAfter * 1000);
    const again = await t.call<Sent>('/api/customer/otp/resend', { json: { verificationId } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ verificationId, resendAfter: 1 });
    const second = await lastCode(t, to);

    const outbox = await t.call<{ code: string }[]>(`/api/dev/sms-outbox?to=${encodeURIComponent(to)}`);
    expect(outbox.body.data.map((m) => m.code)).toEqual([second, first]);
    if (first !== second) {
      const old = await t.call('/api/customer/otp/verify', { json: { verificationId, code: first } });
      expect(old.status).toBe(400);
    }
    const ok = await t.call('/api/customer/otp/verify', { json: { verificationId, code: second } });
    expect(ok.status).toBe(200);
  });
});
