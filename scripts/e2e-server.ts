/**
 * The server Playwright tests run against: the real site and API on a throwaway database,
 * built into its own folder so it never touches the developer's data/ or dist/.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { boot } from '../src/server/boot/boot.ts';
import { ROLE, users } from '../src/server/db/schema.ts';
import { parseEnv } from '../src/server/env.ts';

/** The studio's editor of the browser tests (tests/e2e/studio/studio-helpers.ts has the same): role 30. */
const E2E_EDITOR = { countryCode: '+229', mobileNo: '97000004', password: 'Editor#2026', name: 'Studio Editor' };

const port = process.env.E2E_PORT || '4399';
// Per-port folders, so several runs (or developers' helpers) can go side by side.
const dataDir = `.tmp/e2e-data-${port}`;
const distDir = `.tmp/e2e-dist-${port}`;
rmSync(dataDir, { recursive: true, force: true });
// A fresh build starts from nothing: an old build's /en/home would answer Playwright's readiness check
// while the new one is still building, and the first tests would run against the old site.
if (!process.env.E2E_REUSE_BUILD) rmSync(distDir, { recursive: true, force: true });

const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  // Pictures are deterministic: keep them between runs instead of drawing them again.
  MEDIA_DIR: '.tmp/e2e-media',
  DIST_DIR: distDir,
  SEED_CARS: process.env.E2E_SEED_CARS || '150',
  LOG_LEVEL: 'warn',
  // Every browser test comes from 127.0.0.1 and logs in the demo users often: per-IP and login
  // limits would trip across tests. The limits themselves are tested in tests/api/.
  RATE_LIMITS: 'loginIp=off,loginNumber=off,checkUserIp=off,resetIp=off,otpSendIp=off,otpVerifyIp=off,otpCooldown=off',
  OTP_IP_SENDS_PER_HOUR: '100000',
  PUBLIC_APP_REDIRECT: 'off',
});
process.env.PUBLIC_APP_REDIRECT = 'off';
process.env.SITE_URL = `http://127.0.0.1:${port}`;

const server = await boot({ env, forceBuild: !process.env.E2E_REUSE_BUILD });
await server.deps.db
  .insert(users)
  .values({
    role: ROLE.editor,
    countryCode: E2E_EDITOR.countryCode,
    mobileNo: E2E_EDITOR.mobileNo,
    passwordHash: await hashPassword(E2E_EDITOR.password),
    displayName: E2E_EDITOR.name,
    email: 'editor@example.com',
  })
  .onConflictDoNothing();
// The oldest car (the last of the default list) has no mileage and no colour, so the pages' "N/A"
// for a missing value is seen in the browser (tests/e2e/car-detail/tabs.spec.ts).
await server.deps.db.execute(
  sql`update cars set kms_driven = null, color = null where id = (select min(id) from cars where status = 1)`,
);
console.log(`e2e server ready at ${server.url}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
