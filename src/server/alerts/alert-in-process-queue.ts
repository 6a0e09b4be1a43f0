/**
 * The alert queue without Redis, as the publish queue's (src/server/publish/in-process-queue.ts): one
 * run at a time in this process, requests during a run answered by one more run, a failed run tried
 * again after a doubling wait, ALERT_ATTEMPTS times in all; and a run every tickMs (0: only on request).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ALERT_ATTEMPTS, ALERT_BACKOFF_MS, runAlertJob, type AlertJobOptions } from './alert-job.ts';
import type { AlertQueue } from './alert-queue.ts';

export function createInProcessAlertQueue(
  options: AlertJobOptions & { backoffMs?: number; tickMs: number },
): AlertQueue {
  const backoffMs = options.backoffMs ?? ALERT_BACKOFF_MS;
  const stop = new AbortController();
  let wanted = false;
  let running: Promise<void> | null = null;

  async function runWithRetries(): Promise<void> {
    for (let attempt = 1; attempt <= ALERT_ATTEMPTS && !stop.signal.aborted; attempt++) {
      try {
        await runAlertJob(options);
        return;
      } catch (error) {
        options.logger.error({ err: error, attempt }, 'alert run failed');
        if (attempt < ALERT_ATTEMPTS) {
          await sleep(backoffMs * 2 ** (attempt - 1), undefined, { signal: stop.signal }).catch(() => {});
        }
      }
    }
  }

  async function drain(): Promise<void> {
    while (wanted && !stop.signal.aborted) {
      wanted = false;
      await runWithRetries();
    }
    running = null;
  }

  const enqueue = async () => {
    if (stop.signal.aborted) return;
    wanted = true;
    running ??= drain();
  };
  const timer = options.tickMs > 0 ? setInterval(() => void enqueue(), options.tickMs) : null;
  timer?.unref();

  return {
    kind: 'in-process',
    enqueue,
    async close() {
      if (timer) clearInterval(timer);
      stop.abort();
      await running;
    },
  };
}
