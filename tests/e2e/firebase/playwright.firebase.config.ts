/**
 * The Firebase phone-verification spec needs its own build (PUBLIC_PHONE_AUTH_PROVIDER=firebase) and
 * server (PHONE_AUTH_PROVIDER=firebase against a local key set); that build also turns the app-store
 * prompt on, for its spec (tests/e2e/site/app-store-prompt.spec.ts):
 *   E2E_PORT=4398 npx playwright test -c tests/e2e/firebase/playwright.firebase.config.ts
 * The main config skips both specs.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { WIDTHS } from '../../../playwright.config.ts';

const port = Number(process.env.E2E_PORT || 4398);
const root = join(import.meta.dirname, '../../..');

export default defineConfig({
  ...base,
  testDir: '..',
  outputDir: join(root, 'test-results/e2e-firebase'),
  testMatch: ['firebase/firebase-*.spec.ts', 'site/app-store-prompt.spec.ts'],
  metadata: { phoneAuthProvider: 'firebase', appRedirect: true, port },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [...WIDTHS],
  webServer: {
    command: 'node tests/e2e/firebase/firebase-e2e-server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/en/home`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
