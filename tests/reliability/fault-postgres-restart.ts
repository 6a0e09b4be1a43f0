/**
 * Fault: PostgreSQL stopped and started again while 20 customers browse and like cars. While it is
 * down every answer is 503 with a readable message and Retry-After (never 500, never a dropped
 * socket); once it is back the API recovers by itself within a few seconds; acknowledged likes stay.
 * PostgreSQL is always started again, even when the test fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { likes } from '../../src/server/db/schema.ts';
import {
  call,
  createScratchDatabase,
  errorCode,
  likeOffsets,
  pick,
  prepareData,
  serverEnv,
  sleep,
  startServerProcess,
  tail,
  type Customer,
  type Fixture,
  type ServerProcess,
  type Tally,
} from './harness.ts';
import {
  otherSessions,
  sharedCluster,
  throwawayCluster,
  waitForConnections,
  type RestartableCluster,
} from './postgres-cluster.ts';
import { ToggleLedger } from './toggle-ledger.ts';

const DOWN_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const RECOVERY_LIMIT_MS = 10_000;

interface Event {
  at: number;
  ms: number;
  status: number;
  message: string;
  retryAfter: string | null;
  error?: string;
}

const clock = (() => {
  const origin = performance.now();
  return () => performance.now() - origin;
})();

/** One customer browsing and toggling likes on 10 cars, one call at a time, until stopped. */
async function browser(
  url: string,
  customer: Customer,
  fixture: Fixture,
  ledger: ToggleLedger,
  events: Event[],
  stopped: () => boolean,
) {
  const cars = fixture.publishedCarIds.slice(0, 10);
  while (!stopped()) {
    const roll = Math.random();
    const at = clock();
    let pair: string | null = null;
    try {
      let res;
      if (roll < 0.3) {
        const carId = pick(cars);
        pair = ToggleLedger.key(customer.id, carId);
        const flag = ledger.nextFlag(pair);
        ledger.send(pair, flag);
        res = await call(url, `/api/customer/saveCarWishlist/${carId}/${flag}`, { token: customer.token });
        if (res.status === 200) ledger.acknowledge(pair, flag);
        else ledger.unacknowledged(pair);
      } else if (roll < 0.6) {
        res = await call(url, '/api/customer/V2/getAllCar', {
          json: { take: 12, skip: 0, sortString: String(pick([0, 25, 50, 75, 100])), filterString: '' },
        });
      } else if (roll < 0.8) {
        res = await call(url, '/api/customer/V2/getAllCar', { json: { VehicalId: pick(cars) } });
      } else {
        res = await call(url, '/api/customer/carSearchText', { json: { searchString: pick(fixture.searchWords) } });
      }
      events.push({
        at,
        ms: res.ms,
        status: res.status,
        message: res.message,
        retryAfter: res.headers.get('retry-after'),
      });
    } catch (error) {
      if (pair) ledger.unacknowledged(pair);
      events.push({ at, ms: clock() - at, status: 0, message: '', retryAfter: null, error: errorCode(error) });
    }
    await sleep(25);
  }
}

/**
 * The causes of the server's "database unavailable" (503) and "unhandled error" (500) log lines, e.g.
 * "Error: connect ECONNREFUSED" (pino prints a cause only in the stack, as "caused by: …").
 */
function loggedCauses(logFile: string): { down: string[]; unhandled: string[] } {
  const down = new Set<string>();
  const unhandled = new Set<string>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const causes = [...line.matchAll(/caused by: ([^\\]+)/g)].map((m) => m[1]?.replace(/ \S+:\d+$/, '').trim());
    const text = causes.join(' ← ') || (/"message":"([^"]{0,120})/.exec(line)?.[1] ?? '?');
    if (line.includes('"msg":"database unavailable"')) down.add(text);
    if (line.includes('"msg":"unhandled error"')) unhandled.add(text);
  }
  return { down: [...down], unhandled: [...unhandled] };
}

export async function postgresRestartUnderLoad(tally: Tally, mode: 'throwaway' | 'shared'): Promise<void> {
  const label = 'PostgreSQL restarted under load';
  const cluster: RestartableCluster | string = mode === 'shared' ? await sharedCluster() : await throwawayCluster();
  if (typeof cluster === 'string') {
    tally.check(`${label}: a cluster to restart`, false, cluster);
    return;
  }
  console.log(`  on a ${cluster.description}`);
  let scratch;
  try {
    scratch = await createScratchDatabase('postgres', cluster.adminUrl);
  } catch (error) {
    await cluster.dispose();
    tally.check(`${label}: a test database`, false, (error as Error).message);
    return;
  }
  const logFile = join(scratch.dir, 'server.log');
  let server: ServerProcess | undefined;
  let stop = false;
  let workers: Promise<void>[] = [];
  try {
    const fixture = await prepareData(scratch, { cars: 60, customers: 20 });
    const own = new URL(scratch.env.DATABASE_URL ?? '').pathname.slice(1);
    for (let waited = 0; ; waited += 2) {
      const others = await otherSessions(cluster.adminUrl, own);
      if (!others.length) break;
      if (waited >= 60)
        throw new Error(`PostgreSQL is in use by other sessions (${others.join(', ')}); not restarting it under them`);
      await sleep(2000);
    }
    server = await startServerProcess(serverEnv(scratch, fixture), logFile);
    const url = server.url;
    const events: Event[] = [];
    const ledger = new ToggleLedger();
    workers = fixture.customers.map((customer) => browser(url, customer, fixture, ledger, events, () => stop));

    await sleep(2000);
    const stopSent = clock();
    await cluster.stop();
    const down = clock();
    await sleep(4000);
    const startSent = clock();
    await cluster.start();
    if (!(await waitForConnections(cluster.adminUrl, 60_000)))
      throw new Error('PostgreSQL did not accept connections within 60 s');
    const up = clock();
    // Recovered: 3 s of only 200s after PostgreSQL is back (30 s at most).
    let recoveredAt: number | null = null;
    while (clock() - up < 30_000) {
      const lastBad = Math.max(up, ...events.filter((e) => e.status !== 200).map((e) => e.at + e.ms));
      const goodAfter = events.filter((e) => e.at > lastBad && e.status === 200).length;
      if (clock() - lastBad >= 3000 && goodAfter > 0) {
        recoveredAt = lastBad;
        break;
      }
      await sleep(250);
    }
    stop = true;
    await Promise.all(workers);

    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const before = events.filter((e) => e.at + e.ms < stopSent);
    const whileDown = events.filter((e) => e.at >= down && e.at + e.ms <= startSent);
    const startedWhileDown = events.filter((e) => e.at >= down && e.at <= startSent);
    const downAnswers = events.filter((e) => e.status === 503);
    const statuses = new Map<string, number>();
    for (const e of events)
      statuses.set(String(e.error ?? e.status), (statuses.get(String(e.error ?? e.status)) ?? 0) + 1);
    console.log(
      `  ${events.length} requests: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; PostgreSQL down ` +
        `${secs(startSent - down)} (stop took ${secs(down - stopSent)}, start ${secs(up - startSent)}); ` +
        `slowest answer to a request sent while down ${secs(Math.max(0, ...startedWhileDown.map((e) => e.ms)))}`,
    );
    const causes = loggedCauses(logFile);
    console.log(`  causes answered 503: ${causes.down.join('; ') || 'none'}`);
    console.log(`  causes answered 500: ${causes.unhandled.join('; ') || 'none'}`);

    tally.check(`${label}: all 200 before the restart`, before.length > 0 && before.every((e) => e.status === 200));
    tally.check(
      `${label}: never a 500, another status or a dropped socket`,
      events.every((e) => e.status === 200 || e.status === 503),
      [...statuses]
        .filter(([s]) => s !== '200' && s !== '503')
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
    );
    tally.check(
      `${label}: 503 with the message and Retry-After while down`,
      whileDown.length > 0 &&
        whileDown.every((e) => e.status === 503) &&
        downAnswers.every((e) => e.message === DOWN_MESSAGE && e.retryAfter !== null),
      `${whileDown.length} answers while down, ${whileDown.filter((e) => e.status === 503).length} of them 503`,
    );
    tally.check(
      `${label}: recovers by itself within ${RECOVERY_LIMIT_MS / 1000} s`,
      recoveredAt !== null && recoveredAt - up <= RECOVERY_LIMIT_MS,
      recoveredAt === null
        ? 'still failing after 30 s'
        : `all 200 again ${secs(Math.max(0, recoveredAt - up))} after PostgreSQL was back`,
    );
    tally.check(`${label}: the server process kept running`, server.alive());
    await server.stop();

    const database = await scratch.open();
    try {
      const ids = fixture.customers.map((c) => c.id);
      const rows = await database.db.select().from(likes).where(inArray(likes.userId, ids));
      const problems = ledger.compare(new Set(rows.map((r) => ToggleLedger.key(r.userId, r.carId))));
      const after = await likeOffsets(database.db);
      const drifted = [...after].filter(([id, offset]) => fixture.likeOffsets.get(id) !== offset);
      tally.check(
        `${label}: acknowledged likes kept, counters consistent`,
        problems.length === 0 && drifted.length === 0,
        `${ledger.acknowledged} toggles acknowledged; ${problems.length} likes differ, ${drifted.length} counters drifted`,
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    tally.check(`${label}: ran`, false, `${(error as Error).message}\n${tail(logFile)}`);
  } finally {
    stop = true;
    await Promise.allSettled(workers);
    const running = await cluster.ensureRunning();
    if (!running) tally.check(`${label}: PostgreSQL is running again`, false, 'it does not accept connections');
    await server?.kill();
    await scratch.drop().catch((error: unknown) => console.error(`drop: ${(error as Error).message}`));
    await cluster.dispose();
  }
}
