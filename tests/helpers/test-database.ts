/**
 * A throwaway database per test file: in-memory PGlite, or (TEST_DB=postgres) a fresh
 * database on the TEST_DATABASE_URL server, dropped when the file is done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/server/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** The connection string of the throwaway PostgreSQL database, when there is one. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A migrated PGlite database, dumped once (PGlite's dumpDataDir) and kept on disk for every later test
 * file: a new PGlite (its initdb) and the migrations take 2.5–3 s, a database loaded from the dump
 * 0.45 s, and the API tests open one per file. Kept under a name made of the migrations' files and
 * PGlite's version (migrationsKey), so a new migration or PGlite makes a new one; written under a
 * temporary name and renamed, so two workers making it at once both end with a whole file.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const path = join(IMAGE_FOLDER, `pglite-${migrationsKey()}.tar`);
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const image = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await database.close();
    mkdirSync(IMAGE_FOLDER, { recursive: true });
    const part = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(part, image);
    renameSync(part, path);
  }
  return new Blob([readFileSync(path)]);
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE_FOLDER = join(ROOT, 'node_modules', '.cache', 'autoimport-test-db');

/** A hash of every migration file (SQL and journal) and of PGlite's package.json (the image's maker). */
function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(MIGRATIONS_FOLDER, path)).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteImage: await migratedPgliteImage() });
    // the image holds every migration there is; this only confirms it (nothing left to apply)
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(admin, serverUrl)}"`);
  const url = databaseUrlOf(serverUrl, name);
  // generic plans as the server's default (PG_GENERIC_PLANS): statements keyed by ids run on the pool that plans once
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', max: 5, genericPlans: true });
  // the template holds every migration there is; this only confirms it (nothing left to apply)
  await migrateDatabase(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The connection string of database `name` on the server of `serverUrl`. */
function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated PostgreSQL database that test databases are copied from (CREATE DATABASE … TEMPLATE: ~0.1 s,
 * where a new one and the migrations take ~0.6 s), named by the migrations (migrationsKey), made once per
 * server under an advisory lock (two workers may ask at once) and renamed into place when whole. Older
 * templates (older migrations) are dropped when a new one is made; nothing ever connects to one.
 */
async function migratedTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const name = `tpl_migrated_${migrationsKey()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (await exists()) return name;
  await admin`select pg_advisory_lock(hashtext(${name}))`;
  try {
    if (await exists()) return name;
    const part = `${name}_part`;
    await admin.unsafe(`DROP DATABASE IF EXISTS "${part}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${part}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, part), dataDir: 'memory://', max: 1 });
    await migrateDatabase(database);
    await database.close();
    await admin.unsafe(`ALTER DATABASE "${part}" RENAME TO "${name}"`);
    const older = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, 'tpl_migrated_') and datname <> ${name}`;
    for (const { datname } of older) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    return name;
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
  }
}
