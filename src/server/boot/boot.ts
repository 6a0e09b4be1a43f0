/**
 * `npm start`: migrate, seed an empty database, listen, build the site when stale, print the URL.
 * Also used by the Playwright web server with a throwaway database and its own dist folder.
 */
import type { Logger } from 'pino';
import { databaseOptions, openDatabase, type Db } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { Env } from '../env.ts';
import { createLogger } from '../logger.ts';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed-database.ts';
import { mediaDirOf, startServer, type StartedServer } from '../server.ts';
import { seedProgress } from './seed-progress.ts';
import { buildSite, isSiteStale } from './site-build.ts';

export interface BootOptions {
  env: Env;
  logger?: Logger;
  /** Build even when dist/ looks current. */
  forceBuild?: boolean;
  /** Changes to freshly seeded data, made before the site is built (the browser tests' server). */
  afterSeed?: (db: Db) => Promise<void>;
  /** Lines for the person at the terminal (progress, the URL). */
  say?: (line: string) => void;
}

export async function boot(options: BootOptions): Promise<StartedServer> {
  const { env } = options;
  const say = options.say ?? ((line: string) => process.stdout.write(`${line}\n`));
  const logger = options.logger ?? createLogger(env);
  const database = await openDatabase(databaseOptions(env));
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) {
      say(`Seeding the demo catalogue (${env.SEED_CARS} cars)…`);
      await seedDatabase(database.db, {
        cars: env.SEED_CARS,
        mediaDir: mediaDirOf(env),
        onProgress: seedProgress(say),
      });
      await options.afterSeed?.(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const server = await startServer({ env, logger, database });
  const closeServer = server.close;
  server.close = async () => {
    await closeServer();
    await database.close();
  };
  if (options.forceBuild || (await isSiteStale(env.DIST_DIR))) {
    say('Building the site (about half a minute on 2 cores)…');
    const started = Date.now();
    const apiOrigin = `http://127.0.0.1:${server.port}`;
    await buildSite({ distDir: env.DIST_DIR, apiOrigin, log: (text) => process.stderr.write(text) });
    say(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return server;
}
