/**
 * The publish queue on Redis (REDIS_URL): BullMQ queue 'content-publish'. Every instance runs a worker
 * of concurrency 1 and the queue's global concurrency is 1, so one build runs at a time across all
 * instances; a failed job is retried (PUBLISH_ATTEMPTS, exponential backoff), its last failure marks
 * its publishes failed. A request that cannot reach Redis is logged, not lost: its publish stays
 * queued in the database and the next job (or the next start's sweep) takes it along.
 */
import { Queue, Worker } from 'bullmq';
import { bullConnections, withTimeout } from '../jobs/bull-redis.ts';
import type { PublishQueue } from './publish-queue.ts';
import { PUBLISH_ATTEMPTS, PUBLISH_BACKOFF_MS, runPublishJob, type PublishWorkerOptions } from './publish-worker.ts';

export const PUBLISH_QUEUE_NAME = 'content-publish';

export interface BullQueueOptions extends PublishWorkerOptions {
  url: string;
  /** BullMQ key prefix (one per deployment sharing a Redis; tests use one per test). */
  prefix: string;
  backoffMs?: number;
  /** How long start-up waits for Redis (ms). */
  connectTimeoutMs?: number;
  /**
   * A job whose worker died is handed to another worker once its lock (lockDurationMs, renewed while
   * the worker lives) has lapsed, seen by a check every stalledIntervalMs; BullMQ's defaults are 30 s.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

export async function createBullPublishQueue(options: BullQueueOptions): Promise<PublishQueue> {
  const { logger, prefix } = options;
  const connectTimeout = options.connectTimeoutMs ?? 3000;
  const { queueConnection, workerConnection } = bullConnections(options.url, connectTimeout, logger, 'publish queue');
  const queue = new Queue(PUBLISH_QUEUE_NAME, {
    connection: queueConnection,
    prefix,
    defaultJobOptions: {
      attempts: PUBLISH_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? PUBLISH_BACKOFF_MS },
      removeOnComplete: 1000,
      removeOnFail: 1000,
    },
  });
  queue.on('error', (error) => logger.warn({ err: error }, 'publish queue error'));
  try {
    await withTimeout(queue.waitUntilReady(), connectTimeout, 'Redis');
    await queue.setGlobalConcurrency(1);
  } catch (error) {
    await queue.close().catch(() => {});
    queueConnection.disconnect();
    workerConnection.disconnect();
    throw error;
  }
  const worker = new Worker(
    PUBLISH_QUEUE_NAME,
    async (job) => {
      const attempts = job.opts.attempts ?? PUBLISH_ATTEMPTS;
      await runPublishJob({ ...options, exclusive: true }, job.attemptsMade + 1 >= attempts);
    },
    {
      connection: workerConnection,
      prefix,
      concurrency: 1,
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
    },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'publish worker error'));

  return {
    kind: 'bullmq',
    async enqueue(publishId) {
      try {
        await queue.add('publish', { publishId });
      } catch (error) {
        logger.error({ err: error, publishId }, 'publish job not queued; the next job takes this publish along');
      }
    },
    async close(force = false) {
      await worker.close(force);
      await queue.close();
      await Promise.all([queueConnection.quit().catch(() => {}), workerConnection.quit().catch(() => {})]);
    },
  };
}
