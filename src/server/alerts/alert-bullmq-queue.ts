/**
 * The alert queue on Redis (REDIS_URL), as the publish queue's (src/server/publish/bullmq-queue.ts):
 * BullMQ queue 'alerts', a worker of concurrency 1 on every instance, global concurrency 1. A job
 * scheduler adds a run every tickMs (one schedule for all instances: upserted by id); a request adds a
 * run deduplicated by the fixed id 'alerts-run' (keepLastIfActive): requests while one waits are that
 * run, requests while one runs are one more run after it, as the in-process queue does. Two runs at
 * once (a stalled job taken over) still send nothing twice: the digests are claimed in PostgreSQL.
 */
import { Queue, Worker } from 'bullmq';
import { bullConnections, withTimeout } from '../jobs/bull-redis.ts';
import { ALERT_ATTEMPTS, ALERT_BACKOFF_MS, runAlertJob, type AlertJobOptions } from './alert-job.ts';
import type { AlertQueue } from './alert-queue.ts';

export const ALERT_QUEUE_NAME = 'alerts';
const RUN_ID = 'alerts-run';
const SCHEDULER_ID = 'alerts-tick';

export interface BullAlertQueueOptions extends AlertJobOptions {
  url: string;
  prefix: string;
  tickMs: number;
  backoffMs?: number;
  connectTimeoutMs?: number;
}

export async function createBullAlertQueue(options: BullAlertQueueOptions): Promise<AlertQueue> {
  const { logger, prefix } = options;
  const connectTimeout = options.connectTimeoutMs ?? 3000;
  const { queueConnection, workerConnection } = bullConnections(options.url, connectTimeout, logger, 'alert queue');
  const queue = new Queue(ALERT_QUEUE_NAME, {
    connection: queueConnection,
    prefix,
    defaultJobOptions: {
      attempts: ALERT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? ALERT_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: 100,
    },
  });
  queue.on('error', (error) => logger.warn({ err: error }, 'alert queue error'));
  try {
    await withTimeout(queue.waitUntilReady(), connectTimeout, 'Redis');
    await queue.setGlobalConcurrency(1);
    if (options.tickMs > 0) await queue.upsertJobScheduler(SCHEDULER_ID, { every: options.tickMs }, { name: 'tick' });
  } catch (error) {
    await queue.close().catch(() => {});
    queueConnection.disconnect();
    workerConnection.disconnect();
    throw error;
  }
  const worker = new Worker(
    ALERT_QUEUE_NAME,
    async () => {
      await runAlertJob(options);
    },
    { connection: workerConnection, prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'alert worker error'));

  return {
    kind: 'bullmq',
    async enqueue() {
      try {
        await queue.add('run', {}, { deduplication: { id: RUN_ID, keepLastIfActive: true } });
      } catch (error) {
        logger.error({ err: error }, 'alert run not queued; the next scheduled run does it');
      }
    },
    async close(force = false) {
      await worker.close(force);
      await queue.close();
      await Promise.all([queueConnection.quit().catch(() => {}), workerConnection.quit().catch(() => {})]);
    },
  };
}
