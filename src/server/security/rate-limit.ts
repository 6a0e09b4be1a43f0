/**
 * Fixed-window rate limiter: `hit(key, limit, windowMs)` counts one hit and says whether it is allowed.
 * In memory by default; in Redis (atomic INCR + PEXPIRE in one Lua script) when REDIS_URL is set,
 * so every API instance shares the counters. When Redis errors or is unreachable, hits fall back to
 * memory at once (no queueing, short timeouts) and a warning is logged once per outage.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** A per-process limiter; expired windows are swept every minute. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    hit: async (key, limit, windowMs) => {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return resultOf(w.count, limit, w.resetAt - t);
    },
    close: async () => {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

// Increments and sets the expiry in one atomic step; a key left without expiry (e.g. by a crash
// between two separate commands) is repaired on its next hit.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

export interface RedisLimiterOptions {
  url: string;
  prefix: string;
  logger: Logger;
  /** How long start-up waits for Redis before serving from memory (ms). */
  connectTimeoutMs?: number;
}

/** A Redis-backed limiter that falls back to memory while Redis is unavailable. */
export async function createRedisRateLimiter(options: RedisLimiterOptions): Promise<RateLimiter> {
  const { logger, prefix } = options;
  const connectTimeout = options.connectTimeoutMs ?? 1000;
  const memory = createMemoryRateLimiter();
  const client = new Redis(options.url, {
    connectTimeout,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 250, 3000),
  });
  let degraded = false;
  const noteFailure = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    logger.warn({ err: error }, 'Redis unavailable: rate limiting falls back to memory until it answers');
  };
  client.on('error', noteFailure);
  client.on('ready', () => {
    if (degraded) logger.info('Redis answers again: rate limiting uses it');
    degraded = false;
  });
  await new Promise<void>((done) => {
    const timer = setTimeout(done, connectTimeout);
    const finish = () => {
      clearTimeout(timer);
      client.off('ready', finish);
      client.off('error', finish);
      done();
    };
    client.once('ready', finish);
    client.once('error', finish);
  });

  return {
    kind: 'redis',
    hit: async (key, limit, windowMs) => {
      if (client.status === 'ready') {
        try {
          const reply = await client.eval(HIT_SCRIPT, 1, `${prefix}:${key}`, String(windowMs));
          if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
            return resultOf(reply[0], limit, reply[1]);
          }
          throw new Error(`unexpected reply from Redis: ${JSON.stringify(reply)}`);
        } catch (error) {
          noteFailure(error);
        }
      } else {
        noteFailure(new Error(`Redis connection is ${client.status}`));
      }
      return memory.hit(key, limit, windowMs);
    },
    close: async () => {
      client.disconnect();
      await memory.close();
    },
  };
}

/** The server's limiter: Redis when REDIS_URL is set, memory otherwise. */
export function createRateLimiter(
  env: Pick<Env, 'REDIS_URL' | 'RATE_LIMIT_PREFIX'>,
  logger: Logger,
): Promise<RateLimiter> {
  if (!env.REDIS_URL) return Promise.resolve(createMemoryRateLimiter());
  return createRedisRateLimiter({ url: env.REDIS_URL, prefix: env.RATE_LIMIT_PREFIX, logger });
}
