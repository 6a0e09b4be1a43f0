/**
 * Fault: the rate limiter's Redis dies mid-run. Uses a throwaway redis-server on a free port (never
 * the machine's shared one). After the kill, login still works promptly and a limit still trips
 * (counted in memory); once Redis is back, the counters go to it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import {
  call,
  createScratchDatabase,
  freePort,
  prepareData,
  serverEnv,
  sleep,
  startServerProcess,
  tail,
  type ServerProcess,
  type Tally,
} from './harness.ts';

interface ThrowawayRedis {
  url: string;
  process: ChildProcess;
  kill(): Promise<void>;
}

async function startRedis(port: number): Promise<ThrowawayRedis> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('error', () => {});
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') break;
      } catch {
        if (i > 50) throw new Error('redis-server did not answer in 10 s');
        await sleep(200);
      }
    }
  } finally {
    probe.disconnect();
  }
  return {
    url,
    process: child,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function keysUnder(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    return (await client.keys(`${prefix}:*`)).length;
  } finally {
    client.disconnect();
  }
}

export async function redisStopped(tally: Tally): Promise<void> {
  const label = 'Redis stopped';
  const scratch = await createScratchDatabase('pglite');
  const logFile = join(scratch.dir, 'server.log');
  let server: ServerProcess | undefined;
  let redis: ThrowawayRedis | undefined;
  try {
    const port = await freePort();
    redis = await startRedis(port);
    const fixture = await prepareData(scratch, { cars: 0, customers: 3 });
    const [first, second] = fixture.customers;
    if (!first || !second) throw new Error('customers not created');
    const prefix = `reliability-${randomBytes(4).toString('hex')}`;
    server = await startServerProcess(
      serverEnv(scratch, fixture, {
        REDIS_URL: redis.url,
        RATE_LIMIT_PREFIX: prefix,
        RATE_LIMITS: 'loginNumberIp=3/600,loginIp=off',
      }),
      logFile,
    );
    const url = server.url;
    const login = (mobileNo: string, password: string) =>
      call<{ token: string }>(url, '/api/customer/userLogin', { json: { countryCode: '+229', mobileNo, password } });

    const before = await login(first.mobileNo, first.password);
    const keys = await keysUnder(redis.url, prefix);
    tally.check(
      `${label}: login counted in Redis while it runs`,
      before.status === 200 && keys > 0,
      `${before.status}, ${keys} keys`,
    );

    await redis.kill();
    const after = await login(first.mobileNo, first.password);
    tally.check(
      `${label}: login still works at once after Redis died`,
      after.status === 200 && typeof after.data?.token === 'string' && after.ms < 5000,
      `${after.status} in ${Math.round(after.ms)} ms`,
    );
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await login(second.mobileNo, 'wrong-password'));
    const limited = await login(second.mobileNo, second.password);
    tally.check(
      `${label}: the login limit still trips (memory fallback)`,
      tries.every((r) => r.status === 401) && limited.status === 429 && limited.headers.get('retry-after') !== null,
      `${tries.map((r) => r.status).join(', ')}, then ${limited.status} ${limited.message}`,
    );

    // Redis comes back on the same port: the limiter reconnects by itself (retry at most every 3 s).
    redis = await startRedis(port);
    let counted = 0;
    for (let i = 0; i < 40 && counted === 0; i++) {
      await login(`4${String(i).padStart(7, '0')}`, 'whatever-password');
      counted = await keysUnder(redis.url, prefix);
      if (!counted) await sleep(250);
    }
    tally.check(`${label}: counts go to Redis again once it is back`, counted > 0, `${counted} keys`);
    tally.check(`${label}: the server process kept running`, server.alive());
  } catch (error) {
    tally.check(`${label}: ran`, false, `${(error as Error).message}\n${tail(logFile)}`);
  } finally {
    await server?.kill();
    await redis?.kill();
    await scratch.drop();
  }
}
