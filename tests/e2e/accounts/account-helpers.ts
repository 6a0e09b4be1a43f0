/**
 * Helpers of the account specs: fresh numbers, the code from the development SMS outbox, a user made
 * through the API, and stand-ins for the sign-in calls (for the validation specs, which must not spend
 * the real SMS limits).
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { API_MESSAGES, encodeMessageKey, type MessageKey } from '../../../src/lib/messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../../../src/lib/messages/message-key-header.ts';
import { expect } from '../fixtures.ts';
import { signIn } from '../site/site-helpers.ts';
import { ACCOUNT_WORDS } from './account-words.ts';

export type { Lang } from './account-words.ts';
/** The words to check account pages against, in each language (pinned by hand in account-words.ts). */
export const STRINGS = ACCOUNT_WORDS;

/** A fresh 8-digit Benin number (per-number limits: one per test). */
export function freshMobile(): string {
  return `6${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/**
 * The newest code the console provider "sent" to +229<mobile>, waiting for the `nth` message to that
 * number to arrive (1: the first; 2: the one after a registration's, …).
 */
export async function codeFromOutbox(request: APIRequestContext, mobileNo: string, nth = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
        const body = (await response.json()) as { data: { code: string }[] };
        code = body.data.length >= nth ? (body.data[0]?.code ?? '') : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A customer registered through the API (one SMS to the number); resolves to the SMS cool-down (s). */
export async function registerThroughApi(
  request: APIRequestContext,
  user: { mobileNo: string; password: string; name: string },
): Promise<number> {
  const sent = await request.post('/api/customer/otp/send', {
    data: { countryCode: '+229', mobileNo: user.mobileNo, purpose: 'register' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { data } = (await sent.json()) as { data: { verificationId: string; resendAfter: number } };
  const code = await codeFromOutbox(request, user.mobileNo);
  const verified = await request.post('/api/customer/otp/verify', {
    data: { verificationId: data.verificationId, code },
  });
  expect(verified.status()).toBe(200);
  const { phoneProof } = ((await verified.json()) as { data: { phoneProof: string } }).data;
  const registered = await request.post('/api/customer/userRegisteration?lang=en', {
    data: { name: user.name, mobileNo: user.mobileNo, countryCode: '+229', password: user.password, phoneProof },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return data.resendAfter;
}

/** A session token through the API. */
export async function tokenFor(request: APIRequestContext, mobileNo: string, password: string): Promise<string> {
  const response = await request.post('/api/customer/userLogin', { data: { mobileNo, countryCode: '+229', password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * The X-Message-Key the server sends with a catalogue message (a stand-in knows only the text; the server
 * names the key it built the text from). Null for a text of no key (the page then shows it as it is).
 */
function messageKeyOf(message: string): string | null {
  for (const [key, template] of Object.entries(API_MESSAGES) as [MessageKey, string][]) {
    if (template.startsWith('{')) continue; // "{field}: {reason}" and the like fit any text
    const names: string[] = [];
    const pattern = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (name === 's') return 's?';
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`).exec(message);
    if (match) return encodeMessageKey(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])));
  }
  return null;
}

/** Answers a call with the API's envelope, and the X-Message-Key the server would send with it. */
export function envelope(route: Route, status: number, message: string, data: unknown = null): Promise<void> {
  const key = messageKeyOf(message);
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: key ? { [MESSAGE_KEY_HEADER]: key } : {},
    body: JSON.stringify({ status, message, data }),
  });
}

/**
 * Stand-ins for checkUser, otp/send, otp/verify (code 123456 is right) and the reset token, so the
 * validation specs reach every step without sending real SMS.
 */
export async function standInVerification(page: Page): Promise<void> {
  await page.route('**/api/customer/checkUser', (route) =>
    envelope(route, 200, 'Mobile Number is available', { isAllow: true }),
  );
  await page.route('**/api/customer/getTokeByMobileForForgetPassword', (route) =>
    envelope(route, 200, 'Mobile Number is Verified.', { token: 'reset-token' }),
  );
  await page.route('**/api/customer/otp/send', (route) =>
    envelope(route, 200, 'Verification Code Send', { verificationId: 'stand-in', resendAfter: 30 }),
  );
  await page.route('**/api/customer/otp/verify', (route) => {
    const body = route.request().postDataJSON() as { code?: string };
    return body.code === '123456'
      ? envelope(route, 200, 'Phone Number Verified', { phoneProof: 'proof', expiresIn: 900 })
      : envelope(route, 400, 'Please Enter Valid OTP!!!');
  });
}

/** A toast with this text (react-hot-toast renders them in a status region). */
export function toastText(page: Page, text: string) {
  return page.locator('[role="status"]').filter({ hasText: text });
}

/** Signs the page in as a new customer of the real server (registered through the API). */
export async function signInFresh(page: Page, request: APIRequestContext): Promise<string> {
  const mobileNo = freshMobile();
  await registerThroughApi(request, { mobileNo, password: 'Client#2026', name: 'Ama Mensah' });
  await signIn(page, await tokenFor(request, mobileNo, 'Client#2026'));
  return mobileNo;
}
