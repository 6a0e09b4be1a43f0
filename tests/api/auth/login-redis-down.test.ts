import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { numberLimitKey } from '../../../src/server/security/number-key.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const REDIS_URL = process.env.REDIS_URL;

const login = (t: TestServer, mobileNo: string, password: string) =>
  t.call('/api/customer/userLogin', { json: { mobileNo, countryCode: '+229', password } });

describe.skipIf(!REDIS_URL)('login limits in Redis (REDIS_URL)', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      REDIS_URL: REDIS_URL ?? '',
      RATE_LIMIT_PREFIX: prefix,
      RATE_LIMITS: 'loginNumberIp=3/900,loginNumber=0/900',
    });
  });
  afterAll(async () => {
    await t?.close();
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts tries in Redis under the server prefix and answers 429 past the limit', async () => {
    const { user, password } = await createUser(t.server.deps);
    const numberKey = numberLimitKey(user.mobileNo);
    const redis = new Redis(REDIS_URL ?? '');
    // No free failure: the first wrong password makes the number wait 1 s, kept in Redis.
    expect((await login(t, user.mobileNo, 'wrong-password')).status).toBe(401);
    expect(await redis.hget(`${prefix}:loginNumber:${numberKey}`, 'n')).toBe('1');
    const slowed = await login(t, user.mobileNo, password);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    await new Promise((done) => setTimeout(done, 1100));
    expect((await login(t, user.mobileNo, password)).status).toBe(200);
    // This address's tries on the number: 4 > 3.
    const limited = await login(t, user.mobileNo, password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    const ipKeys = await redis.keys(`${prefix}:loginNumberIp:${numberKey}@*`);
    expect(ipKeys).toHaveLength(1);
    expect(await redis.get(ipKeys[0] ?? '')).toBe('4');
    expect(await redis.pttl(ipKeys[0] ?? '')).toBeGreaterThan(800_000);
    redis.disconnect();
  });
});

describe('login with Redis unreachable', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMITS: 'loginNumberIp=2/900' });
  });
  afterAll(() => t?.close());

  it('still signs in, with the limits kept in memory', async () => {
    const { user, password } = await createUser(t.server.deps);
    const started = Date.now();
    expect((await login(t, user.mobileNo, password)).status).toBe(200);
    expect((await login(t, user.mobileNo, password)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await login(t, user.mobileNo, password)).status).toBe(429);
  });
});
