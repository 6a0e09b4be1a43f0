/**
 * The e2e server of the Firebase phone-verification spec: a local key set stands in for Google's
 * (the API checks Firebase ID tokens against FIREBASE_JWKS_URL), then the usual e2e server
 * (scripts/e2e-server.ts) is started with the site built for PUBLIC_PHONE_AUTH_PROVIDER=firebase and
 * PUBLIC_APP_REDIRECT on (the app-store prompt's spec runs on this build too).
 * The private key goes to .tmp/ for the spec, which signs the ID tokens its Firebase stand-in returns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { FIREBASE_E2E, privateKeyFile } from './firebase-e2e-settings.ts';

const port = process.env.E2E_PORT || '4398';
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const publicJwk = { ...(await exportJWK(publicKey)), kid: FIREBASE_E2E.keyId, alg: 'RS256', use: 'sig' };
mkdirSync('.tmp', { recursive: true });
writeFileSync(privateKeyFile(port), JSON.stringify(await exportJWK(privateKey)));

const jwks = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ keys: [publicJwk] }));
});
await new Promise<void>((done) => jwks.listen(0, '127.0.0.1', done));
const jwksPort = (jwks.address() as AddressInfo).port;
process.on('exit', () => jwks.close());

Object.assign(process.env, {
  PHONE_AUTH_PROVIDER: 'firebase',
  FIREBASE_PROJECT_ID: FIREBASE_E2E.projectId,
  FIREBASE_JWKS_URL: `http://127.0.0.1:${jwksPort}/jwks`,
  PUBLIC_PHONE_AUTH_PROVIDER: 'firebase',
  PUBLIC_FIREBASE_API_KEY: FIREBASE_E2E.apiKey,
  PUBLIC_FIREBASE_AUTH_DOMAIN: `${FIREBASE_E2E.projectId}.firebaseapp.com`,
  PUBLIC_FIREBASE_PROJECT_ID: FIREBASE_E2E.projectId,
  PUBLIC_FIREBASE_APP_ID: FIREBASE_E2E.appId,
  // This build also has the app-store prompt on, for tests/e2e/site/app-store-prompt.spec.ts.
  E2E_APP_REDIRECT: 'on',
});

await import('../../../scripts/e2e-server.ts');
