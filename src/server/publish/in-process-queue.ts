/**
 * The publish queue without Redis: jobs run one at a time in this process; requests that arrive
 * during a job are answered by one more job (a burst of publishes is one rebuild), and a failed job is
 * tried again after a doubling wait, PUBLISH_ATTEMPTS times in all, like the BullMQ queue.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PublishQueue } from './publish-queue.ts';
import { PUBLISH_ATTEMPTS, PUBLISH_BACKOFF_MS, runPublishJob, type PublishWorkerOptions } from './publish-worker.ts';

export function createInProcessPublishQueue(options: PublishWorkerOptions & { backoffMs?: number }): PublishQueue {
  const backoffMs = options.backoffMs ?? PUBLISH_BACKOFF_MS;
  const stop = new AbortController();
  let wanted = false;
  let running: Promise<void> | null = null;

  async function runWithRetries(): Promise<void> {
    for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS && !stop.signal.aborted; attempt++) {
      try {
        // A job stopped by close() is not the last attempt: its publishes wait for the next start.
        await runPublishJob(options, attempt === PUBLISH_ATTEMPTS && !stop.signal.aborted);
        return;
      } catch {
        if (attempt < PUBLISH_ATTEMPTS) {
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

  return {
    kind: 'in-process',
    async enqueue() {
      if (stop.signal.aborted) return;
      wanted = true;
      running ??= drain();
    },
    async close() {
      stop.abort();
      await running;
    },
  };
}
