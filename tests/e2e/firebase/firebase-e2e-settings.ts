/** Settings shared by the Firebase e2e server and its spec. */

export const FIREBASE_E2E = {
  projectId: 'autoimport-e2e',
  apiKey: 'e2e-api-key',
  appId: '1:123456789:web:e2e',
  keyId: 'e2e-key',
  /** The code the Firebase stand-in accepts. */
  code: '246810',
} as const;

/** Where the server wrapper leaves the private key of its stand-in key set. */
export function privateKeyFile(port: string | number): string {
  return `.tmp/e2e-firebase-key-${port}.json`;
}
