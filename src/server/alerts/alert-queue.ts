/**
 * The alert queue (issue 23), the publish queue's pattern (src/server/publish/publish-queue.ts):
 * BullMQ when REDIS_URL is set, in process otherwise. Its one job (alert-job.ts) runs every
 * ALERT_TICK_MS, so held messages leave at 07:00 and nothing depends on an event in memory, and
 * `enqueue()` asks for a run at once (after a car is published or a price changes).
 */
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { createBullAlertQueue } from './alert-bullmq-queue.ts';
import { createInProcessAlertQueue } from './alert-in-process-queue.ts';
import { runAlertJob, type AlertJobOptions, type AlertJobOutcome } from './alert-job.ts';

export interface AlertQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Asks for a run soon; runs asked for while one waits are one run. */
  enqueue(): Promise<void>;
  /** Stops the timer and the worker; `force` (BullMQ) leaves a running job to another instance. */
  close(force?: boolean): Promise<void>;
}

export interface AlertQueueOptions extends AlertJobOptions {
  env: Env;
  logger: Logger;
  /** First wait between two tries (ms); tests shorten it. */
  backoffMs?: number;
}

/** The queue, and one run in this process on demand (`at` replaces the clock: the development endpoint). */
export interface Alerts extends AlertQueue {
  runNow(at?: Date): Promise<AlertJobOutcome>;
}

async function createQueue(options: AlertQueueOptions): Promise<AlertQueue> {
  const { env, logger } = options;
  const tickMs = env.ALERT_TICK_MS;
  if (!env.REDIS_URL) return createInProcessAlertQueue({ ...options, tickMs });
  try {
    return await createBullAlertQueue({ ...options, tickMs, url: env.REDIS_URL, prefix: env.PUBLISH_QUEUE_PREFIX });
  } catch (error) {
    logger.error({ err: error }, 'Redis unreachable: alerts run in this process only');
    return createInProcessAlertQueue({ ...options, tickMs });
  }
}

export async function createAlerts(options: AlertQueueOptions): Promise<Alerts> {
  const queue = await createQueue(options);
  return {
    kind: queue.kind,
    enqueue: () => queue.enqueue(),
    close: (force) => queue.close(force),
    runNow: (at) => runAlertJob(options, at),
  };
}
