/**
 * npm run seed [-- --cars N] [--reset]
 * Fills the database named by DATABASE_URL (or the PGlite under DATA_DIR) with the demo catalogue
 * and draws its pictures into MEDIA_DIR (default DATA_DIR/media). N defaults to SEED_CARS (1000).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOptions, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { loadEnv } from '../src/server/env.ts';
import { DEMO_ACCOUNTS } from '../src/server/seed/reference-data.ts';
import {
  isDatabaseEmpty,
  MAX_SEED_CARS,
  resetDatabase,
  seedDatabase,
  type SeedProgress,
} from '../src/server/seed/seed-database.ts';

/** Same rule as mediaDirOf in src/server/server.ts, which cannot be imported without loading every route. */
const mediaDirOf = (env: { MEDIA_DIR?: string | undefined; DATA_DIR: string }) =>
  resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR, 'media'));

const { values } = parseArgs({
  options: {
    cars: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run seed -- [--cars N] [--reset]\n  --cars N  number of cars (default SEED_CARS or 1000, at most 1,000,000)\n  --reset   empty every table first',
  );
  process.exit(0);
}

const env = loadEnv();
const cars = values.cars === undefined ? env.SEED_CARS : Number(values.cars.replace(/[_,]/g, ''));
if (!Number.isInteger(cars) || cars < 0 || cars > MAX_SEED_CARS) {
  console.error(`--cars must be a whole number from 0 to ${MAX_SEED_CARS.toLocaleString('en')}`);
  process.exit(1);
}

const database = await openDatabase(databaseOptions(env));
try {
  await migrateDatabase(database);
  if (values.reset) {
    await resetDatabase(database.db);
    console.error('All tables emptied.');
  } else if (!(await isDatabaseEmpty(database.db))) {
    console.error('The database already holds data. Run again with --reset to replace it.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const mediaDir = mediaDirOf(env);
    console.error(
      `Seeding ${cars.toLocaleString('en')} cars into ${database.kind === 'postgres' ? 'PostgreSQL' : env.DATA_DIR}, media in ${mediaDir}`,
    );
    const summary = await seedDatabase(database.db, { cars, mediaDir, onProgress: progressLine() });
    process.stderr.write('\n');
    console.error(
      `Done in ${(summary.milliseconds / 1000).toFixed(1)} s: ${summary.cars.toLocaleString('en')} cars, ${summary.media.toLocaleString('en')} media rows, ` +
        `${summary.importers} importers, ${summary.picturesDrawn} media files written.`,
    );
    console.error('Demo accounts:');
    for (const a of DEMO_ACCOUNTS) console.error(`  ${a.role.padEnd(9)} ${a.countryCode} ${a.mobileNo}  ${a.password}`);
  }
} finally {
  await database.close();
}

/** One self-overwriting stderr line per phase: count/total, rate and time left. */
function progressLine() {
  let phase = '';
  let started = Date.now();
  let last = 0;
  return (p: SeedProgress) => {
    const now = Date.now();
    if (p.phase !== phase) {
      if (phase) process.stderr.write('\n');
      phase = p.phase;
      started = now;
    } else if (now - last < 200 && p.done < p.total) return;
    last = now;
    const seconds = Math.max(0.001, (now - started) / 1000);
    const rate = p.done / seconds;
    const left = rate > 0 ? (p.total - p.done) / rate : 0;
    const percent = p.total ? ((100 * p.done) / p.total).toFixed(1) : '100';
    process.stderr.write(
      `\r  ${p.phase.padEnd(9)} ${p.done.toLocaleString('en')}/${p.total.toLocaleString('en')} (${percent}%)  ${Math.round(rate).toLocaleString('en')}/s  ${left > 0 ? `${Math.ceil(left)} s left` : ''}   `,
    );
  };
}
