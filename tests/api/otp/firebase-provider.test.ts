import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// A locally generated key set stands in for Google's: served as a JWKS on 127.0.0.1.
const PROJECT = 'autoimport-test';
/** The server's provider and the site's, which must agree (issue 20). */
const FIREBASE_BOTH_SIDES = {
  PHONE_AUTH_PROVIDER: 'firebase',
  FIREBASE_PROJECT_ID: PROJECT,
  PUBLIC_PHONE_AUTH_PROVIDER: 'firebase',
  PUBLIC_FIREBASE_API_KEY: 'test-key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  PUBLIC_FIREBASE_PROJECT_ID: PROJECT,
  PUBLIC_FIREBASE_APP_ID: 'test-app',
};
let t: TestServer;
let jwks: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((done) => jwks.listen(0, '127.0.0.1', done));
  const { port } = jwks.address() as AddressInfo;
  t = await startTestServer({
    ...FIREBASE_BOTH_SIDES,
    FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
    RATE_LIMITS: 'otpCooldown=off,otpSendIp=1000/3600,otpVerifyIp=1000/900',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((done) => jwks?.close(done));
});

interface TokenOptions {
  phone: string;
  key?: CryptoKey;
  kid?: string;
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
}

function idToken(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    phone_number: options.phone,
    auth_time: now - 5,
    firebase: { sign_in_provider: 'phone' },
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(options.audience ?? PROJECT)
    .setSubject('firebase-uid-1')
    .setIssuedAt(now - 5)
    .setExpirationTime(options.expiresIn ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const send = (mobileNo: string, purpose = 'register') =>
  t.call<{ verificationId: string }>('/api/customer/otp/send', { json: { countryCode: '+229', mobileNo, purpose } });
const verify = (json: unknown) => t.call<{ phoneProof: string }>('/api/customer/otp/verify', { json });

describe('firebase provider', () => {
  it('turns a valid Firebase ID token for the number into a phone proof that registers it', async () => {
    const mobileNo = freshMobile();
    const sent = await send(mobileNo);
    expect(sent.status).toBe(200);
    // No SMS leaves the server: Firebase sends it from the browser.
    const outbox = await t.call<unknown[]>(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
    expect(outbox.body.data).toEqual([]);
    const res = await verify({
      verificationId: sent.body.data.verificationId,
      idToken: await idToken({ phone: `+229${mobileNo}` }),
    });
    expect(res.status).toBe(200);
    const register = await t.call('/api/customer/userRegisteration?lang=en', {
      json: {
        name: 'Efua',
        mobileNo,
        countryCode: '+229',
        password: 'Correct-Horse-42',
        phoneProof: res.body.data.phoneProof,
      },
    });
    expect(register.status).toBe(200);
  });

  it('works without a verificationId when the number and purpose come with the token', async () => {
    const mobileNo = freshMobile();
    const res = await verify({
      idToken: await idToken({ phone: `+229${mobileNo}` }),
      countryCode: '+229',
      mobileNo,
      purpose: 'register',
    });
    expect(res.status).toBe(200);
    const missing = await verify({ idToken: await idToken({ phone: `+229${mobileNo}` }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^verificationId: /);
    const noToken = await verify({ verificationId: 'x' });
    expect(noToken.body).toMatchObject({ status: 400, message: 'idToken: the Firebase ID token is required' });
  });

  it.each<[string, (phone: string) => Promise<string>]>([
    ['another phone number', () => idToken({ phone: '+22960000000' })],
    ['a key that is not in the key set', (phone) => idToken({ phone, key: strangerKey })],
    ['an unknown key id', (phone) => idToken({ phone, kid: 'other' })],
    ['another project (aud)', (phone) => idToken({ phone, audience: 'someone-else' })],
    ['another issuer', (phone) => idToken({ phone, issuer: 'https://securetoken.google.com/someone-else' })],
    ['an expired token', (phone) => idToken({ phone, expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    [
      'a sign-in time in the future',
      (phone) => idToken({ phone, claims: { auth_time: Math.floor(Date.now() / 1000) + 3600 } }),
    ],
    [
      'an HS256 token',
      async (phone) =>
        new SignJWT({ phone_number: phone, auth_time: 1 })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
          .setIssuer(`https://securetoken.google.com/${PROJECT}`)
          .setAudience(PROJECT)
          .setSubject('x')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a'.repeat(32))),
    ],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s', async (_what, make) => {
    const mobileNo = freshMobile();
    const sent = await send(mobileNo);
    const res = await verify({ verificationId: sent.body.data.verificationId, idToken: await make(`+229${mobileNo}`) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please Enter Valid OTP!!!');
  });
});

describe('firebase provider without its key set', () => {
  let down: TestServer;
  beforeAll(async () => {
    down = await startTestServer({
      ...FIREBASE_BOTH_SIDES,
      FIREBASE_JWKS_URL: 'http://127.0.0.1:9/jwks',
    });
  });
  afterAll(() => down?.close());

  it('answers 503 with a message when Google keys cannot be fetched', async () => {
    const mobileNo = freshMobile();
    const sent = await down.call<{ verificationId: string }>('/api/customer/otp/send', {
      json: { countryCode: '+229', mobileNo, purpose: 'register' },
    });
    const res = await down.call('/api/customer/otp/verify', {
      json: { verificationId: sent.body.data.verificationId, idToken: await idToken({ phone: `+229${mobileNo}` }) },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Phone verification is unavailable right now. Please try again in a moment.');
  });
});
