import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../../src/server/env.ts';
import { forwardedClient, ipKey } from '../../../../src/server/security/client-ip.ts';
import { tooManyMessage } from '../../../../src/server/security/guard.ts';
import { limitsOf, parseLimitOverrides } from '../../../../src/server/security/limits.ts';
import {
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  delayAfter,
  type RateLimiter,
} from '../../../../src/server/security/rate-limit.ts';

const REDIS_URL = process.env.REDIS_URL;

/** A logger whose warn calls are counted. */
function spyLogger() {
  const logger = pino({ level: 'silent' });
  const warn = vi.spyOn(logger, 'warn');
  return { logger, warn };
}

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then answers with the seconds left, then starts again', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 15_500;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    now += 44_500;
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    await limiter.close();
  });

  it('never answers a Retry-After below 1 second', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 1, 1000);
    now = 999;
    expect(await limiter.hit('k', 1, 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await limiter.close();
  });
});

describe('progressive delay (memory)', () => {
  const rule = { free: 2, windowMs: 60_000, capMs: 8000 };

  it('waits nothing for the free failures, then 1 s, 2 s, 4 s… up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((n) => delayAfter(n, rule))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('says how long a key still waits, per key, and forgets the failures with the window', async () => {
    let now = 5_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.fail('n', rule)).toBe(0);
    expect(await limiter.fail('n', rule)).toBe(0);
    expect(await limiter.waitOf('n')).toBe(0);
    expect(await limiter.fail('n', rule)).toBe(1000);
    now += 400;
    expect(await limiter.waitOf('n')).toBe(600);
    expect(await limiter.waitOf('other')).toBe(0);
    now += 600;
    expect(await limiter.waitOf('n')).toBe(0);
    expect(await limiter.fail('n', rule)).toBe(2000);
    now += 60_000;
    expect(await limiter.fail('n', rule)).toBe(0);
    await limiter.close();
  });
});

describe('limit settings', () => {
  it('parses overrides and switches limits off', () => {
    expect(parseLimitOverrides('loginNumber=3/60, otpCooldown=off')).toEqual({
      loginNumber: { limit: 3, windowSeconds: 60 },
      otpCooldown: null,
    });
    expect(parseLimitOverrides('')).toEqual({});
  });

  it.each(['nope=1/1', 'loginNumber=1', 'loginNumber=a/1', 'loginNumber=1/0', 'loginNumber'])('refuses %j', (text) => {
    expect(() => parseLimitOverrides(text)).toThrow(/loginNumber|window/);
  });

  it('stops start-up naming RATE_LIMITS when it is wrong', () => {
    expect(() => parseEnv({ RATE_LIMITS: 'loginNumbr=1/1' })).toThrow(/RATE_LIMITS: "loginNumbr=1\/1"/);
    expect(() => parseEnv({ RATE_LIMIT_PREFIX: 'has space' })).toThrow(/RATE_LIMIT_PREFIX/);
  });

  it('takes the defaults of issue 3 and OTP_IP_SENDS_PER_HOUR', () => {
    const limits = limitsOf(parseEnv({ OTP_IP_SENDS_PER_HOUR: '7', RATE_LIMITS: 'loginIp=off' }));
    expect(limits.otpSendNumber).toEqual({ limit: 3, windowSeconds: 600 });
    expect(limits.otpCooldown).toEqual({ limit: 1, windowSeconds: 30 });
    expect(limits.loginNumber).toEqual({ limit: 10, windowSeconds: 900 });
    expect(limits.loginNumberIp).toEqual({ limit: 10, windowSeconds: 900 });
    expect(limits.otpSendIp).toEqual({ limit: 7, windowSeconds: 3600 });
    expect(limits.loginIp).toBeNull();
  });

  it('words the wait', () => {
    expect(tooManyMessage('loginIp', 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyMessage('loginIp', 61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyMessage('otpCooldown', 30)).toBe('Please wait 30 seconds before asking for another code.');
  });
});

describe('client address keys', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.0.0.7', '10.0.0.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s -> %s', (address, key) => {
    expect(ipKey(address)).toBe(key);
  });
});

describe('forwardedClient', () => {
  it.each([
    ['203.0.113.9', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
    ['203.0.113.9', 3, '203.0.113.9'],
    [' , 203.0.113.9 ,', 1, '203.0.113.9'],
    ['', 1, undefined],
  ])('%j with %i hops -> %s', (header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });
});

describe('createRateLimiter', () => {
  it('uses memory without REDIS_URL', async () => {
    const limiter = await createRateLimiter(parseEnv({}), pino({ level: 'silent' }));
    expect(limiter.kind).toBe('memory');
    await limiter.close();
  });
});

describe.skipIf(!REDIS_URL)('Redis rate limiter', () => {
  const url = REDIS_URL ?? '';
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const opened: RateLimiter[] = [];
  const open = async (options: { url?: string; prefix?: string; logger?: pino.Logger } = {}) => {
    const limiter = await createRedisRateLimiter({
      url: options.url ?? url,
      prefix: options.prefix ?? prefix,
      logger: options.logger ?? pino({ level: 'silent' }),
    });
    opened.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    const redis = new Redis(url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const limiter of opened) await limiter.close();
  });

  it('shares counters between instances with the same prefix, with an expiry on every key', async () => {
    const a = await open();
    const b = await open();
    expect(a.kind).toBe('redis');
    expect((await a.hit('login:1', 2, 60_000)).allowed).toBe(true);
    expect((await b.hit('login:1', 2, 60_000)).allowed).toBe(true);
    const third = await a.hit('login:1', 2, 60_000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    const redis = new Redis(url);
    expect(await redis.get(`${prefix}:login:1`)).toBe('3');
    const ttl = await redis.pttl(`${prefix}:login:1`);
    expect(ttl).toBeGreaterThan(55_000);
    redis.disconnect();
  });

  it('keeps the progressive delay in Redis, shared by instances and timed by its clock', async () => {
    const a = await open();
    const b = await open();
    const rule = { free: 1, windowMs: 60_000, capMs: 4000 };
    expect(await a.fail('delay:1', rule)).toBe(0);
    expect(await b.fail('delay:1', rule)).toBe(1000);
    const left = await a.waitOf('delay:1');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(1000);
    expect(await b.waitOf('delay:2')).toBe(0);
    expect(await a.fail('delay:1', rule)).toBe(2000);
    const redis = new Redis(url);
    expect(await redis.hget(`${prefix}:delay:1`, 'n')).toBe('3');
    expect(await redis.pttl(`${prefix}:delay:1`)).toBeGreaterThan(55_000);
    redis.disconnect();
  });

  it('keeps prefixes apart and starts a new window when the old one expires', async () => {
    const other = await open({ prefix: `${prefix}-other` });
    const mine = await open();
    expect((await mine.hit('w', 1, 200)).allowed).toBe(true);
    expect((await other.hit('w', 1, 200)).allowed).toBe(true);
    expect((await mine.hit('w', 1, 200)).allowed).toBe(false);
    await new Promise((done) => setTimeout(done, 250));
    expect((await mine.hit('w', 1, 200)).allowed).toBe(true);
  });

  it('falls back to memory at once when Redis cannot be reached, warning once', async () => {
    const { logger, warn } = spyLogger();
    const started = Date.now();
    const limiter = await open({ url: 'redis://127.0.0.1:9', logger });
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to memory without blocking when Redis goes away mid-way, and uses it again when it is back', async () => {
    // A TCP relay to Redis that the test can cut, standing in for "Redis stopped".
    const target = new URL(url);
    const sockets = new Set<Socket>();
    let accepting = true;
    const relay: Server = createServer((client) => {
      if (!accepting) return client.destroy();
      const upstream = createConnection(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
    const port = (relay.address() as { port: number }).port;
    const { logger, warn } = spyLogger();
    const limiter = await open({ url: `redis://127.0.0.1:${port}`, logger });
    expect((await limiter.hit('cut', 5, 60_000)).allowed).toBe(true);
    expect(warn).not.toHaveBeenCalled();

    accepting = false;
    for (const s of sockets) s.destroy();
    await new Promise((done) => setTimeout(done, 50));
    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('cut', 5, 60_000)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warn).toHaveBeenCalledTimes(1);

    accepting = true;
    await vi.waitFor(
      async () => {
        const redis = new Redis(url);
        await limiter.hit('back', 5, 60_000);
        const value = await redis.get(`${prefix}:back`);
        redis.disconnect();
        expect(value).not.toBeNull();
      },
      { timeout: 5000, interval: 200 },
    );
    await limiter.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((done) => relay.close(() => done()));
  });
});
