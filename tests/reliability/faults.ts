/**
 * Fault tests (issue 8), each case on its own throwaway database and server process:
 *   kill-pglite, kill-postgres  kill -9 of the server during writes, restart: acknowledged writes are kept
 *   postgres-restart            PostgreSQL restarted under load: 503 with a message while down, recovery alone
 *   redis                       a throwaway Redis killed mid-run: limits fall back to memory, login works
 * kill-postgres uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). postgres-restart
 * stops and starts a private cluster it creates with initdb (--pg-cluster throwaway, the default), or the
 * local cluster of TEST_DATABASE_URL with pg_ctlcluster (--pg-cluster shared: only when no one else uses it).
 *
 *   npm run test:faults -- [--only kill-pglite,kill-postgres,postgres-restart,redis] [--pg-cluster shared]
 */
import { parseArgs } from 'node:util';
import { killDuringWrites } from './fault-kill.ts';
import { postgresRestartUnderLoad } from './fault-postgres-restart.ts';
import { redisStopped } from './fault-redis.ts';
import { Tally } from './harness.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'pg-cluster': { type: 'string', default: 'throwaway' } },
});
const clusterMode = values['pg-cluster'] === 'shared' ? 'shared' : 'throwaway';

const CASES: Record<string, (tally: Tally) => Promise<void>> = {
  'kill-pglite': (tally) => killDuringWrites(tally, 'pglite'),
  'kill-postgres': (tally) => killDuringWrites(tally, 'postgres'),
  'postgres-restart': (tally) => postgresRestartUnderLoad(tally, clusterMode),
  redis: redisStopped,
};

const names = values.only ? values.only.split(',').map((s) => s.trim()) : Object.keys(CASES);
const unknown = names.filter((name) => !CASES[name]);
if (unknown.length) {
  console.error(`Unknown case ${unknown.join(', ')}; cases: ${Object.keys(CASES).join(', ')}`);
  process.exit(2);
}

const tally = new Tally();
for (const name of names) {
  const started = Date.now();
  console.log(`\n── ${name}`);
  await CASES[name]?.(tally);
  console.log(`   (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
tally.finish();
