/**
 * The server under benchmark, in its own process: the real app on the bench database, plus a
 * constant JSON answer (`/api/bench/constant`) that measures the ceiling of this machine and stack.
 * BENCH_SERVE_SITE=1 also serves the site from DIST_DIR (the build bench's publish-to-live).
 * Asked over IPC (api-server.ts, `request`), it records the statements it sends to PostgreSQL
 * (`statements:start` / `statements:stop`) or profiles its own CPU (`profile:start` / `profile:stop`,
 * the V8 profiler of `--cpu-prof`, over the measured window only).
 */
import { Session } from 'node:inspector/promises';
import { measureLayers, type LayersAsk } from './api-layers-inside.ts';
import { ok } from '../../src/server/app/envelope.ts';
import { databaseOptions, openDatabase } from '../../src/server/db/client.ts';
import { loadEnv } from '../../src/server/env.ts';
import { startServer } from '../../src/server/server.ts';

export interface SentStatement {
  text: string;
  parameters: unknown[];
  types: number[];
}

const env = loadEnv();
let recording: SentStatement[] | null = null;
const database = await openDatabase({
  ...databaseOptions(env),
  onStatement: (text, parameters, types) => recording?.push({ text, parameters, types }),
});
const server = await startServer({
  env,
  database,
  serveSite: process.env.BENCH_SERVE_SITE === '1',
  // the API bench's --processes N: N of these servers on one port (api-server.ts)
  reusePort: process.env.BENCH_REUSE_PORT === '1',
  extraApiRoutes: (app) => app.get('/api/bench/constant', (c) => ok(c, { ok: true }, 'OK')),
});
process.send?.({ ready: true, port: server.port });

let session: Session | null = null;
const answers: Record<string, (args?: unknown) => Promise<unknown>> = {
  'statements:start': async () => void (recording = []),
  'statements:stop': async () => {
    const sent = recording ?? [];
    recording = null;
    return { statements: sent };
  },
  'profile:start': async () => {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
    await session.post('Profiler.start');
  },
  // the same call in this process without HTTP, and its statements on postgres.js alone (api-layers.ts)
  layers: async (args) => measureLayers(server.app, env.DATABASE_URL ?? '', args as LayersAsk),
  'profile:stop': async () => {
    const { profile } = await session!.post('Profiler.stop');
    session!.disconnect();
    return { profile };
  },
};
process.on('message', (m: { request?: string; id?: number; args?: unknown }) => {
  const answer = m.request ? answers[m.request] : undefined;
  if (!answer) return;
  void answer(m.args).then((value) => process.send?.({ id: m.id, value }));
});

const stop = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
