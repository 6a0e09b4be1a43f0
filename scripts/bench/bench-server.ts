/**
 * The server under benchmark, in its own process: the real app on the bench database, plus a
 * constant JSON answer (`/api/bench/constant`) that measures the ceiling of this machine and stack.
 * BENCH_SERVE_SITE=1 also serves the site from DIST_DIR (the build bench's publish-to-live).
 */
import { ok } from '../../src/server/app/envelope.ts';
import { loadEnv } from '../../src/server/env.ts';
import { startServer } from '../../src/server/server.ts';

const env = loadEnv();
const server = await startServer({
  env,
  serveSite: process.env.BENCH_SERVE_SITE === '1',
  extraApiRoutes: (app) => app.get('/api/bench/constant', (c) => ok(c, { ok: true }, 'OK')),
});
process.send?.({ ready: true, port: server.port });
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
