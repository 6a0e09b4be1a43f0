/**
 * The server Playwright tests run against: the real site and API on a throwaway database,
 * built into its own folder so it never touches the developer's data/ or dist/.
 */
import { rmSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { boot } from '../src/server/boot/boot.ts';
import type { Db } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { CAR_STATUS, cars, contactInfo, importers, ROLE, users } from '../src/server/db/schema.ts';
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

/**
 * E2E_DATABASE_URL names a PostgreSQL server: the tests then run on a fresh database of their own
 * there (e2e_<port>, dropped when the server stops), as production runs on PostgreSQL. PGlite otherwise.
 */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${port}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
const pg = process.env.E2E_DATABASE_URL ? await freshPostgres(process.env.E2E_DATABASE_URL) : null;

// The app-store prompt stays off (it would cover every phone page), except in the second build
// (tests/e2e/firebase/firebase-e2e-server.ts) whose spec tests it.
const appRedirect = process.env.E2E_APP_REDIRECT === 'on' ? 'on' : 'off';

const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: pg?.url,
  // Pictures are deterministic: keep them between runs instead of drawing them again.
  MEDIA_DIR: '.tmp/e2e-media',
  DIST_DIR: distDir,
  SEED_CARS: process.env.E2E_SEED_CARS || '150',
  LOG_LEVEL: 'warn',
  // Every browser test comes from 127.0.0.1 and logs in the demo users often: per-IP and login
  // limits would trip across tests. The limits themselves are tested in tests/api/. The SMS cool-down
  // stays on, at 2 s instead of 30: the code step counts it down (otp/send's resendAfter) before Resend.
  RATE_LIMITS:
    'loginIp=off,loginNumber=off,loginNumberIp=off,checkUserIp=off,resetIp=off,otpSendIp=off,otpVerifyIp=off,otpCooldown=1/2,reportUser=off',
  OTP_IP_SENDS_PER_HOUR: '100000',
  // Playwright's API client reuses its connections and, unlike a browser, does not resend a request on one
  // the server closed as it was sent (a 'socket hang up' in CI): the server is the patient side, as behind a
  // load balancer. All connections come from 127.0.0.1, so no cap per address (tested in tests/api/).
  KEEP_ALIVE_TIMEOUT_MS: '65000',
  MAX_CONNECTIONS_PER_IP: '0',
  PUBLIC_APP_REDIRECT: appRedirect,
  // Alert messages link to this server's pages (issue 23).
  SITE_URL: `http://127.0.0.1:${port}`,
  // npm test runs three of these servers at once on one Redis: each keeps its own queues (a publish or an
  // alert job picked up by another server would be run against that server's database and site) and
  // its own rate-limit counters.
  PUBLISH_QUEUE_PREFIX: `e2e-${port}`,
  RATE_LIMIT_PREFIX: `rl-e2e-${port}`,
});
process.env.PUBLIC_APP_REDIRECT = appRedirect;
process.env.SITE_URL = `http://127.0.0.1:${port}`;

/**
 * Data the browser tests need, set before the site is built: an importer without a location (SPEC.md §9:
 * its map centres on 0,0), a copy of the oldest car's importer taking that car over; and a contact
 * address without stored coordinates, so the contact page's map centres on the geocoded address (§2)
 * (tests/e2e/dealers/importer-cars-and-map.spec.ts, tests/e2e/site/contact-page.spec.ts).
 */
async function afterSeed(db: Db): Promise<void> {
  await db.update(contactInfo).set({ latitude: null, longitude: null });
  const [oldest] = await db
    .select({ id: cars.id, importerId: cars.importerId })
    .from(cars)
    .where(eq(cars.status, CAR_STATUS.published))
    .orderBy(asc(cars.id))
    .limit(1);
  const [importer] = oldest ? await db.select().from(importers).where(eq(importers.id, oldest.importerId)) : [];
  const [owner] = importer ? await db.select().from(users).where(eq(users.id, importer.userId)) : [];
  if (!oldest || !importer || !owner) throw new Error('the seed has no car to give an unlocated importer');
  const { id: _userId, createdAt: _userCreated, updatedAt: _userUpdated, ...ownerFields } = owner;
  const [user] = await db
    .insert(users)
    .values({ ...ownerFields, mobileNo: '97000098', displayName: 'Unlocated Importer' })
    .returning({ id: users.id });
  const { id: _importerId, createdAt: _created, updatedAt: _updated, ...importerFields } = importer;
  const [unlocated] = await db
    .insert(importers)
    .values({
      ...importerFields,
      userId: user!.id,
      businessName: `${importer.businessName} Annex`,
      latitude: null,
      longitude: null,
    })
    .returning({ id: importers.id });
  await db.update(cars).set({ importerId: unlocated!.id }).where(eq(cars.id, oldest.id));
  await lagosCars(db);
}

/**
 * The finder's test search (tests/e2e/catalog/car-finder.spec.ts), "a Toyota SUV from 2015, diesel,
 * automatic, up to 80,000 km, in Nigeria", finds cars: the seed's published Toyota SUVs of 2015 or later
 * sold in Nigeria get a diesel engine, an automatic gearbox and 62,000 km (no searched text changes).
 */
async function lagosCars(db: Db): Promise<void> {
  const updated = await db.execute(sql`
    update cars set
      kms_driven = 62000,
      fuel_type_id = (select id from fuel_types where name = 'Diesel'),
      transmission_id = (select id from transmissions where name = 'Automatic')
    where status = ${CAR_STATUS.published} and manuf_year >= 2015
      and brand_id = (select id from brands where name = 'Toyota')
      and body_type_id = (select id from body_types where name = 'SUV')
      and country_id = (select id from countries where name = 'Nigeria')
    returning id`);
  if (rowsOf(updated).length === 0) {
    throw new Error('the seed has no Toyota SUV of 2015 or later in Nigeria for the finder test');
  }
}

/**
 * A fresh start in Redis too: this port's queues and rate-limit counters from an earlier run are
 * deleted (a publish or alert job a killed run left waiting would otherwise run against this run's
 * database and site).
 */
async function clearRedis(url: string, prefixes: string[]): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
if (env.REDIS_URL) await clearRedis(env.REDIS_URL, [env.PUBLISH_QUEUE_PREFIX, env.RATE_LIMIT_PREFIX]);

const server = await boot({ env, forceBuild: !process.env.E2E_REUSE_BUILD, afterSeed });
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
console.log(`e2e server ready at ${server.url} on ${pg ? 'PostgreSQL' : 'PGlite'}`);
const stop = async () => {
  await server.close();
  await pg?.drop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
