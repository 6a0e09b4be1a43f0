/**
 * npm run rebuild -- terms|privacy|contact [more kinds]: rebuilds the pages that show that content,
 * in en, fr and sp, and swaps them into dist/ (DIST_DIR) atomically, as the server does after an edit.
 * Content is read from the running server (API_ORIGIN, default http://127.0.0.1:PORT); when none
 * answers, a temporary API is started on the database for the duration of the rebuild.
 */
import { parseEnv, loadEnv } from '../src/server/env.ts';
import { CONTENT_KINDS, isContentKind, routesOf } from '../src/server/rebuild/content-routes.ts';
import { rebuildPages } from '../src/server/rebuild/rebuild-pages.ts';
import { startServer, type StartedServer } from '../src/server/server.ts';

const kinds = process.argv.slice(2).filter((arg) => arg !== '--');
if (kinds.length === 0 || !kinds.every(isContentKind)) {
  console.error(`usage: npm run rebuild -- ${CONTENT_KINDS.join('|')} [more]`);
  process.exit(2);
}

const env = loadEnv();

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

let origin = (process.env.API_ORIGIN ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
let temporary: StartedServer | null = null;
if (!(await answers(origin))) {
  console.log(`No API at ${origin}: starting a temporary one on the database.`);
  const tempEnv = parseEnv({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    CONTENT_REBUILD: 'false',
    LOG_LEVEL: 'warn',
  });
  temporary = await startServer({ env: tempEnv, serveSite: false });
  origin = temporary.url;
}

try {
  const result = await rebuildPages({ routes: routesOf(kinds), distDir: env.DIST_DIR, apiOrigin: origin });
  console.log(
    `Rebuilt ${result.pages.length} pages (${result.routes.join(', ')}) in ${(result.ms / 1000).toFixed(1)} s` +
      (result.assets ? `, ${result.assets} new assets` : '') +
      `:\n  ${result.pages.join('\n  ')}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await temporary?.close();
}
