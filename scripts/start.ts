/** npm start: the whole marketplace (site, API, media) in one process. */
import { boot } from '../src/server/boot/boot.ts';
import { loadEnv } from '../src/server/env.ts';

const env = loadEnv();
const server = await boot({ env, forceBuild: process.argv.includes('--build') });
console.log(`\nAutoImport is running at ${server.url}/en/home  (API docs: ${server.url}/api/docs)\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
