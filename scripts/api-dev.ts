/** The API alone (used by `npm run dev`; the site comes from Astro's dev server). */
import { databaseOptions, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { loadEnv } from '../src/server/env.ts';
import { isDatabaseEmpty, seedDatabase } from '../src/server/seed/seed-database.ts';
import { mediaDirOf, startServer } from '../src/server/server.ts';

const env = loadEnv();
const database = await openDatabase(databaseOptions(env));
await migrateDatabase(database);
if (await isDatabaseEmpty(database.db))
  await seedDatabase(database.db, { cars: env.SEED_CARS, mediaDir: mediaDirOf(env) });
const server = await startServer({ env, database, serveSite: false });
console.log(`API listening on ${server.url}`);
const stop = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
