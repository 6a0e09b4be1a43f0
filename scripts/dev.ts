/**
 * npm run dev: the API (restarted on change by node --watch) and Astro's dev server with hot reload.
 * Astro proxies /api and /media to the API, so the browser sees one origin as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadEnv } from '../src/server/env.ts';

const env = loadEnv();
const apiPort = env.PORT + 1;
const children: ChildProcess[] = [];

function run(command: string, args: string[], extraEnv: Record<string, string>) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) shutdown(code);
  });
}

run(process.execPath, ['--watch-path=src/server', '--watch-path=src/lib', 'scripts/api-dev.ts'], {
  PORT: String(apiPort),
});
run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(env.PORT)], {
  DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  ASTRO_TELEMETRY_DISABLED: '1',
});

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
