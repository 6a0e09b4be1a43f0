/** Applies the committed migrations in ./drizzle to either database. */
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(database.db as never, config);
  }
}
