/**
 * The server under test in its own process (so a test can SIGKILL it): the real API and media,
 * no site, settings from the environment. Tells its parent the port once it listens.
 */
import { loadEnv } from '../../src/server/env.ts';
import { startServer } from '../../src/server/server.ts';

const server = await startServer({ env: loadEnv(), serveSite: false });
process.send?.({ ready: true, port: server.port });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The parent went away: do not linger.
process.on('disconnect', () => void stop());
