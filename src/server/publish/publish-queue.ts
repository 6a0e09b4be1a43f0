/**
 * The publish queue: `enqueue(publishId)` after a publish's transaction commits asks for a job
 * (src/server/publish/publish-worker.ts) to run. BullMQ when REDIS_URL is set (one build at a time
 * across every instance), in process otherwise; both retry a failed job PUBLISH_ATTEMPTS times.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createBullPublishQueue } from './bullmq-queue.ts';
import { createInProcessPublishQueue } from './in-process-queue.ts';
import type { PublishBuilt } from './publish-built.ts';
import type { RebuildRoutes } from './publish-worker.ts';

export interface PublishQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Asks for a publish job; returns once the request is recorded (not when the pages are built). */
  enqueue(publishId: number): Promise<void>;
  /**
   * Stops taking jobs and waits for (or stops) the running one; `force` (BullMQ) leaves it at once, as
   * a dying process would: another instance's worker takes it over when its lock lapses.
   */
  close(force?: boolean): Promise<void>;
}

export interface PublishQueueOptions {
  env: Env;
  db: Db;
  logger: Logger;
  rebuild: RebuildRoutes;
  publishBuilt?: PublishBuilt;
  /** First wait between two tries (ms); tests shorten it. */
  backoffMs?: number;
  /** BullMQ job lock and stalled-job check (ms); tests shorten them. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

export async function createPublishQueue(options: PublishQueueOptions): Promise<PublishQueue> {
  const { env, logger } = options;
  if (!env.REDIS_URL) return createInProcessPublishQueue(options);
  try {
    return await createBullPublishQueue({ ...options, url: env.REDIS_URL, prefix: env.PUBLISH_QUEUE_PREFIX });
  } catch (error) {
    logger.error({ err: error }, 'Redis unreachable: content publishes run in this process only');
    return createInProcessPublishQueue(options);
  }
}
