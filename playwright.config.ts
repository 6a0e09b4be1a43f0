import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where present (Playwright cannot download its own browser here). */
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT || 4399);
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Specs that add, reprice or take down cars (importers, alerts, reports) run on a server and database
 * of their own (E2E_WRITES=1, the `pw-writes` step of `npm test`): the other specs read the catalogue
 * and expect it as seeded (the newest car, its pictures and equipment, one car per name in a wish list).
 */
export const CATALOGUE_WRITES = ['my-cars/**', 'alerts/**', 'trust/**'];
const writes = Boolean(process.env.E2E_WRITES);

// The built site and the API on a throwaway database (scripts/e2e-server.ts), in Chromium,
// at a desktop width and a phone's.
export default defineConfig({
  testDir: 'tests/e2e',
  ...(writes ? { testMatch: CATALOGUE_WRITES } : { testIgnore: CATALOGUE_WRITES }),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    // Ready when the built home page answers (the API answers earlier, while the site still builds).
    url: `http://127.0.0.1:${port}/en/home`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
