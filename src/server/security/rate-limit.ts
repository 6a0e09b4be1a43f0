/**
 * Fixed-window rate limiter: `hit(key, limit, windowMs)` counts one hit and says whether it is allowed.
 * Progressive delay: `fail(key, …)` counts a failure and, past a number of free ones, makes the key wait
 * 1 s, 2 s, 4 s… up to a cap; `waitOf(key)` says how long it still waits (it slows, never locks out).
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
  /** Milliseconds `key` still waits after its last failure (0: it may try now). */
  waitOf(key: string): Promise<number>;
  /** Counts one failure of `key` (window from its first); returns the wait this failure sets (ms). */
  fail(key: string, delay: DelayRule): Promise<number>;
  close(): Promise<void>;
}

/** A progressive delay: `free` failures per window cost nothing; each further one waits twice the last, from 1 s to `capMs`. */
export interface DelayRule {
  free: number;
  windowMs: number;
  capMs: number;
}

/**
 * The wait after the `failures`-th failure.
 * @example delayAfter(13, { free: 10, windowMs: 900_000, capMs: 60_000 }) // 4000 (the 11th waited 1 s, the 12th 2 s)
 */
export function delayAfter(failures: number, rule: DelayRule): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.capMs, 1000 * 2 ** Math.min(failures - rule.free - 1, 30));
}

function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** A per-process limiter; expired windows are swept every minute. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const delays = new Map<string, { failures: number; resetAt: number; until: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    for (const [key, d] of delays) if (d.resetAt <= t && d.until <= t) delays.delete(key);
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
    waitOf: async (key) => Math.max(0, (delays.get(key)?.until ?? 0) - now()),
    fail: async (key, rule) => {
      const t = now();
      let d = delays.get(key);
      if (!d || d.resetAt <= t) {
        d = { failures: 0, resetAt: t + rule.windowMs, until: d?.until ?? 0 };
        delays.set(key, d);
      }
      d.failures += 1;
      const wait = delayAfter(d.failures, rule);
      if (wait) d.until = t + wait;
      return wait;
    },
    close: async () => {
      clearInterval(sweep);
      windows.clear();
      delays.clear();
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

// The progressive delay in one hash {n: failures, until: ms}, timed by Redis's clock so that every
// instance agrees; the key lives for the window (or the wait, if longer).
const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
const FAIL_SCRIPT = `${NOW_MS}
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
local free, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local wait = 0
if n > free then
  wait = math.min(cap, 1000 * 2 ^ math.min(n - free - 1, 30))
  redis.call('HSET', KEYS[1], 'until', string.format('%d', now + wait))
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
if ttl < wait then redis.call('PEXPIRE', KEYS[1], wait) end
return wait`;
const WAIT_SCRIPT = `${NOW_MS}
local u = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if u > now then return u - now end
return 0`;

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

  /** Runs a script on `key`; undefined (and the outage noted) when Redis cannot answer. */
  const run = async (script: string, key: string, args: (string | number)[]): Promise<unknown> => {
    if (client.status !== 'ready') {
      noteFailure(new Error(`Redis connection is ${client.status}`));
      return undefined;
    }
    try {
      return await client.eval(script, 1, `${prefix}:${key}`, ...args.map(String));
    } catch (error) {
      noteFailure(error);
      return undefined;
    }
  };
  const unexpected = (reply: unknown) =>
    noteFailure(new Error(`unexpected reply from Redis: ${JSON.stringify(reply)}`));

  return {
    kind: 'redis',
    hit: async (key, limit, windowMs) => {
      const reply = await run(HIT_SCRIPT, key, [windowMs]);
      if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
        return resultOf(reply[0], limit, reply[1]);
      }
      if (reply !== undefined) unexpected(reply);
      return memory.hit(key, limit, windowMs);
    },
    waitOf: async (key) => {
      const reply = await run(WAIT_SCRIPT, key, []);
      if (typeof reply === 'number') return reply;
      if (reply !== undefined) unexpected(reply);
      return memory.waitOf(key);
    },
    fail: async (key, rule) => {
      const reply = await run(FAIL_SCRIPT, key, [rule.free, rule.windowMs, rule.capMs]);
      if (typeof reply === 'number') return reply;
      if (reply !== undefined) unexpected(reply);
      return memory.fail(key, rule);
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
