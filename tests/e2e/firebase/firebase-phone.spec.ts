/**
 * Registration with the `firebase` phone provider: the real Firebase JS SDK runs in the page, with its
 * network calls (reCAPTCHA script, identitytoolkit) answered by a local stand-in that signs ID tokens
 * with the key the API trusts (firebase-e2e-server.ts). Runs only under playwright.firebase.config.ts.
 */
import { readFileSync } from 'node:fs';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { Page, Route } from '@playwright/test';
import { STAY_ON_WEBSITE_KEY } from '../../../src/lib/site/mobile-store.ts';
import { expect, test } from '../fixtures.ts';
import { freshMobile, toastText } from '../accounts/account-helpers.ts';
import { FIREBASE_E2E, privateKeyFile } from './firebase-e2e-settings.ts';

/** A stand-in reCAPTCHA v2: render() keeps the callback, execute() answers a token at once. */
const RECAPTCHA_JS = `(function () {
  var widgets = [];
  window.grecaptcha = {
    render: function (container, params) { widgets.push(params); return widgets.length - 1; },
    execute: function (id) { var p = widgets[id]; setTimeout(function () { p.callback('e2e-recaptcha-token'); }, 10); },
    reset: function () {},
    getResponse: function () { return ''; },
    ready: function (cb) { cb(); }
  };
  var onload = /[?&]onload=([^&]+)/.exec(document.currentScript.src);
  if (onload) window[decodeURIComponent(onload[1])]();
})();`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

interface Calls {
  sent: string[];
  confirmed: string[];
  /** What the stand-in found wrong in a request; asserted empty by the test (an expect inside a route
   * handler would leave the request unanswered and fail as a timeout instead of by name). */
  wrong: string[];
}

async function idTokenFor(phoneNumber: string, port: number): Promise<string> {
  const jwk = JSON.parse(readFileSync(privateKeyFile(port), 'utf8')) as JWK;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ phone_number: phoneNumber, auth_time: now - 2, firebase: { sign_in_provider: 'phone' } })
    .setProtectedHeader({ alg: 'RS256', kid: FIREBASE_E2E.keyId })
    .setIssuer(`https://securetoken.google.com/${FIREBASE_E2E.projectId}`)
    .setAudience(FIREBASE_E2E.projectId)
    .setSubject('firebase-uid-e2e')
    .setIssuedAt(now - 2)
    .setExpirationTime(now + 3600)
    .sign(key);
}

/** Answers the SDK's calls to Google: the reCAPTCHA script and identitytoolkit's phone endpoints. */
async function standInFirebase(page: Page, port: number): Promise<Calls> {
  const calls: Calls = { sent: [], confirmed: [], wrong: [] };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', headers: CORS, body: JSON.stringify(body) });
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: RECAPTCHA_JS }),
  );
  await page.route(/^https:\/\/identitytoolkit\.googleapis\.com\//, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    if (url.searchParams.get('key') !== FIREBASE_E2E.apiKey)
      calls.wrong.push(`${url.pathname}: API key ${url.searchParams.get('key')}`);
    const body = (request.postDataJSON() ?? {}) as Record<string, string>;
    if (url.pathname === '/v2/recaptchaConfig')
      return json(route, 400, { error: { code: 400, message: 'CONFIGURATION_NOT_FOUND' } });
    if (url.pathname === '/v1/recaptchaParams') return json(route, 200, { recaptchaSiteKey: 'e2e-site-key' });
    if (url.pathname === '/v1/accounts:sendVerificationCode') {
      if (body.recaptchaToken !== 'e2e-recaptcha-token')
        calls.wrong.push(`${url.pathname}: reCAPTCHA token ${body.recaptchaToken}`);
      calls.sent.push(body.phoneNumber ?? '');
      return json(route, 200, { sessionInfo: `session:${body.phoneNumber}` });
    }
    if (url.pathname === '/v1/accounts:signInWithPhoneNumber') {
      if (body.code !== FIREBASE_E2E.code) return json(route, 400, { error: { code: 400, message: 'INVALID_CODE' } });
      const phoneNumber = (body.sessionInfo ?? '').replace(/^session:/, '');
      calls.confirmed.push(phoneNumber);
      return json(route, 200, {
        idToken: await idTokenFor(phoneNumber, port),
        refreshToken: 'e2e-refresh',
        expiresIn: '3600',
        localId: 'firebase-uid-e2e',
        isNewUser: true,
        phoneNumber,
      });
    }
    if (url.pathname === '/v1/accounts:lookup') {
      return json(route, 200, {
        users: [
          {
            localId: 'firebase-uid-e2e',
            providerUserInfo: [{ providerId: 'phone' }],
            lastLoginAt: '1',
            createdAt: '1',
          },
        ],
      });
    }
    return json(route, 404, { error: { code: 404, message: 'NOT_FOUND' } });
  });
  return calls;
}

test('registers through Firebase phone verification with an invisible reCAPTCHA', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.config.metadata.phoneAuthProvider !== 'firebase',
    'needs the Firebase build: npx playwright test -c tests/e2e/firebase/playwright.firebase.config.ts',
  );
  const port = Number(testInfo.config.metadata.port);
  const calls = await standInFirebase(page, port);
  const mobileNo = freshMobile();
  // This build offers phones the app store (app-store-prompt.spec.ts): this visitor chose the website.
  await page.addInitScript((key) => localStorage.setItem(key, '1'), STAY_ON_WEBSITE_KEY);

  await page.goto('/en/sign_up');
  await page.getByLabel('Mobile Number').fill(mobileNo);
  await page.getByRole('button', { name: 'Verify Phone Number' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await expect.poll(() => calls.sent).toEqual([`+229${mobileNo}`]);
  // The server sent nothing itself: Firebase did.
  const outbox = await request.get(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
  expect(((await outbox.json()) as { data: unknown[] }).data).toEqual([]);

  // Resend goes through Firebase again.
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(toastText(page, 'Verification code sent.')).toBeVisible();
  expect(calls.sent).toHaveLength(2);

  await code.fill('111111');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toastText(page, 'Please enter a valid code.')).toBeVisible();
  await code.fill(FIREBASE_E2E.code);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  expect(calls.confirmed).toEqual([`+229${mobileNo}`]);
  expect(calls.wrong).toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill('Firebase#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Firebase#2026');
  await page.getByLabel('Name').fill('Yao Firebase');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  const login = await request.post('/api/customer/userLogin', {
    data: { mobileNo, countryCode: '+229', password: 'Firebase#2026' },
  });
  expect(login.status()).toBe(200);
});
