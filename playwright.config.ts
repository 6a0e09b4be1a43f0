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
 * of their own: the other specs read the catalogue and expect it as seeded (the newest car, its
 * pictures and equipment, one car per name in a wish list).
 */
export const CATALOGUE_WRITES = ['my-cars/**', 'alerts/**', 'trust/**'];

/**
 * One server: `scripts/e2e-server.ts` (the built site and the API on a throwaway database) at a port.
 * Ready when the built home page answers (the API answers earlier, while the site still builds).
 */
const server = (serverPort: number, databaseUrl = '') => ({
  command: 'node scripts/e2e-server.ts',
  url: `http://127.0.0.1:${serverPort}/en/home`,
  timeout: 600_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { E2E_PORT: String(serverPort), E2E_DATABASE_URL: databaseUrl },
});
/** The two widths every spec runs at (the Firebase config has the same projects). */
export const WIDTHS = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions } },
] as const;
const [desktop, mobile] = WIDTHS.map((width) => width.use);
const at = (serverPort: number) => `http://127.0.0.1:${serverPort}`;

/**
 * `npm test` runs every spec in one Playwright run (E2E_SUITE=all), so the servers build side by side:
 * the phone on PGlite (the embedded default) at E2E_PORT; the desktop on a fresh PostgreSQL database
 * (what production runs) at E2E_PORT − 2 when E2E_DESKTOP_DATABASE_URL names a server; the catalogue
 * writers on a server of their own at E2E_PORT − 3, at both widths. Without E2E_SUITE one server
 * answers both widths: the writers' specs with E2E_WRITES=1, the others without.
 */
const all = process.env.E2E_SUITE === 'all';
const writes = Boolean(process.env.E2E_WRITES);
const desktopDatabase = all ? process.env.E2E_DESKTOP_DATABASE_URL : undefined;
const desktopPort = desktopDatabase ? port - 2 : port;
const writesPort = port - 3;
const specs = writes && !all ? { testMatch: CATALOGUE_WRITES } : { testIgnore: CATALOGUE_WRITES };

export default defineConfig({
  testDir: 'tests/e2e',
  // Traces and screenshots of failures. Playwright empties this folder when it starts: the default,
  // test-results/ itself, took Vitest's report (and the first run's) with it.
  outputDir: 'test-results/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // CI shares 2 cores among three servers, two browsers and the studio's rebuilds: on a busy machine a
  // page that shows in under a second alone has been seen to need more than 7 s (two desktop tests
  // failed once and passed on retry in a 71-minute run). Waiting longer costs nothing when it works.
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: at(port),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Project names are the widths the specs ask for (testInfo.project.name): the writers' projects share them.
  projects: [
    { name: 'desktop', ...specs, use: { ...desktop, baseURL: at(desktopPort) } },
    { name: 'mobile', ...specs, use: mobile },
    ...(all
      ? [
          { name: 'desktop', testMatch: CATALOGUE_WRITES, use: { ...desktop, baseURL: at(writesPort) } },
          { name: 'mobile', testMatch: CATALOGUE_WRITES, use: { ...mobile, baseURL: at(writesPort) } },
        ]
      : []),
  ],
  webServer: [
    // Alone, the one server is on PostgreSQL when E2E_DATABASE_URL names a server (PGlite otherwise).
    server(port, all ? '' : process.env.E2E_DATABASE_URL),
    ...(desktopDatabase ? [server(desktopPort, desktopDatabase)] : []),
    ...(all ? [server(writesPort)] : []),
  ],
});
