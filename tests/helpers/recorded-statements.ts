import { openDatabase, type Db } from '../../src/server/db/client.ts';

/**
 * `check` run on a PostgreSQL database of its own (its own statement and estimate caches) over the
 * database at `url`, given the statements it has sent (postgres.js's debug hook; a check may empty the
 * list between its steps). `genericPlans`: on as the server's default (PG_GENERIC_PLANS) and the test databases.
 */
export async function recordedStatements(
  url: string,
  check: (db: Db, sent: string[]) => Promise<void>,
  genericPlans = true,
) {
  const sent: string[] = [];
  const recording = await openDatabase({
    databaseUrl: url,
    dataDir: 'memory://',
    max: 2,
    genericPlans,
    onStatement: (text) => sent.push(text),
  });
  try {
    await check(recording.db, sent);
  } finally {
    await recording.close();
  }
}
