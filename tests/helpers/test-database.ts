/**
 * A throwaway database per test file: in-memory PGlite, or (TEST_DB=postgres) a fresh
 * database on the TEST_DATABASE_URL server, dropped when the file is done.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** The connection string of the throwaway PostgreSQL database, when there is one. */
  url?: string;
  drop(): Promise<void>;
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', max: 5 });
  await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
