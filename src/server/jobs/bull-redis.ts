/**
 * What the BullMQ queues (content publish, alerts) share: their two Redis connections and a bounded
 * wait for Redis at start-up. The queue's connection fails fast while Redis is away (a request is
 * logged, not held); the worker's blocking connection waits for it to come back.
 */
import { Redis } from 'ioredis';

interface Logger {
  debug: (details: object, message: string) => void;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The queue's and the worker's connections to `url`; their errors are logged at debug as "`what`: Redis error". */
export function bullConnections(
  url: string,
  connectTimeout: number,
  logger: Logger,
  what: string,
): { queueConnection: Redis; workerConnection: Redis } {
  const queueConnection = new Redis(url, { connectTimeout, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const workerConnection = new Redis(url, { connectTimeout, maxRetriesPerRequest: null });
  for (const connection of [queueConnection, workerConnection]) {
    connection.on('error', (error) => logger.debug({ err: error }, `${what}: Redis error`));
  }
  return { queueConnection, workerConnection };
}
