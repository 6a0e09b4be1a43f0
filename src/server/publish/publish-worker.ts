/**
 * The one job of publishing (run by either queue, src/server/publish/): claim every queued publish,
 * rebuild the routes of their kinds once, then mark them live. A failed rebuild leaves the previous
 * pages in place (src/server/rebuild/install-pages.ts) and puts the publishes back in the queue for
 * the next attempt, or marks them failed with the reason after the last one.
 */
import type { Logger } from 'pino';
import { claimPublishes, settlePublishes } from '../content/publish-jobs.ts';
import type { Db } from '../db/client.ts';
import { rm } from 'node:fs/promises';
import { routesOf } from '../rebuild/content-routes.ts';
import type { RebuildResult } from '../rebuild/rebuild-pages.ts';
import type { PublishBuilt } from './publish-built.ts';

/**
 * Rebuilds some routes of the site (all languages); replaceable in tests. A result with `builtDir`
 * leaves the built site there for `publishBuilt`; the job removes it afterwards.
 */
export type RebuildRoutes = (routes: string[]) => Promise<RebuildResult>;

export interface PublishWorkerOptions {
  db: Db;
  logger: Logger;
  rebuild: RebuildRoutes;
  /** Hands a build to the publish target (src/server/publish/publish-built.ts). */
  publishBuilt?: PublishBuilt;
  /**
   * Take over every 'building' publish, not only stale ones: true when the queue runs one job at a time
   * across all instances (BullMQ), so a 'building' row at a job's start was left by a worker that died.
   */
  exclusive?: boolean;
}

/** Tries of one publish job, and the first wait between two (doubled each time). */
export const PUBLISH_ATTEMPTS = 3;
export const PUBLISH_BACKOFF_MS = 2000;

export interface JobOutcome {
  publishIds: number[];
  routes: string[];
}

/**
 * Runs one attempt. `finalAttempt`: a failure marks the claimed publishes 'failed' instead of
 * queueing them again. Throws the rebuild's error so the queue retries. Finding nothing queued is
 * no error: the job did nothing (an earlier job took its publish along).
 */
export async function runPublishJob(options: PublishWorkerOptions, finalAttempt: boolean): Promise<JobOutcome> {
  const { db, logger } = options;
  const claimed = await claimPublishes(db, { takeOverBuilding: options.exclusive ?? false });
  const publishIds = claimed.map((row) => row.id);
  if (claimed.length === 0) return { publishIds, routes: [] };
  const routes = routesOf(claimed.map((row) => row.kind));
  try {
    const result = await options.rebuild(routes);
    if (result.builtDir) {
      try {
        if (options.publishBuilt) await options.publishBuilt(result.builtDir, routes);
      } finally {
        await rm(result.builtDir, { recursive: true, force: true });
      }
    }
    await settlePublishes(db, publishIds, { status: 'live' });
    logger.info({ publishIds, routes, pages: result.pages.length, ms: result.ms }, 'content pages published');
    return { publishIds, routes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await settlePublishes(db, publishIds, { status: finalAttempt ? 'failed' : 'queued', error: reason });
    logger.error(
      { err: error, publishIds, routes, finalAttempt },
      finalAttempt ? 'content publish failed; the previous pages stay' : 'content rebuild failed; will retry',
    );
    throw error;
  }
}
