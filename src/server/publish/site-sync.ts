/**
 * Keeps the dist/ an instance serves in step with publishes made by other instances: every
 * SITE_SYNC_MS it reads the site's generation (one cheap query) and, when it is newer than the one this
 * dist/ has, installs the newer files (src/server/publish/site-files.ts) the same atomic way as a local
 * publish: assets first, HTML last. The generation a dist/ has is kept in a marker file inside it, so an
 * instance restarted on the same dist/ catches up; a fresh dist/ (a new build) starts from the current one.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { installPage, replaceFileAtomically } from '../rebuild/install-pages.ts';
import { siteFilesSince, siteGeneration, type SiteFile } from './site-files.ts';

const MARKER = '.site-generation';

export interface SiteSync {
  /** This dist/ now has `generation` (the instance published it itself). */
  installed(generation: number): Promise<void>;
  /** Looks once for a newer generation and installs it. */
  check(): Promise<void>;
  stop(): void;
}

function isPage(file: SiteFile): boolean {
  return file.path.endsWith('.html');
}

export async function startSiteSync(options: {
  db: Db;
  distDir: string;
  intervalMs: number;
  logger: Logger;
}): Promise<SiteSync> {
  const { db, logger } = options;
  const dist = resolve(options.distDir);
  const marker = join(dist, MARKER);
  let known = existsSync(marker)
    ? Number((await readFile(marker, 'utf8')).trim()) || 0
    : await siteGeneration(db).catch(() => 0);
  let busy: Promise<void> | null = null;

  async function installed(generation: number): Promise<void> {
    if (generation <= known) return;
    known = generation;
    await replaceFileAtomically(marker, String(generation));
  }

  async function install(): Promise<void> {
    const latest = await siteGeneration(db);
    if (latest <= known) return;
    const files = await siteFilesSince(db, known);
    // Assets first (existing hashed names are the same bytes), then the pages.
    for (const file of files.filter((f) => !isPage(f))) {
      if (!existsSync(join(dist, file.path))) await replaceFileAtomically(join(dist, file.path), file.body);
    }
    for (const file of files.filter(isPage)) await installPage(join(dist, file.path), file.body);
    const generation = Math.max(latest, ...files.map((file) => file.generation));
    await installed(generation);
    logger.info({ generation, files: files.length }, "installed another instance's publish");
  }

  function check(): Promise<void> {
    busy ??= install()
      .catch((error: unknown) => logger.warn({ err: error }, 'site sync failed; trying again'))
      .finally(() => {
        busy = null;
      });
    return busy;
  }

  const timer = options.intervalMs > 0 ? setInterval(() => void check(), options.intervalMs) : null;
  timer?.unref();
  return {
    installed,
    check,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
