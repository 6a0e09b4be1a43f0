/**
 * Load test (issue 8): the real server on a fresh, seeded database, then --seconds (default 60) at
 * --connections (default 200) on loopback mixing car lists (random filters, sorts and pages), car
 * details, text searches and like toggles by 50 customers. Passes when no answer is an error, no
 * socket fails, the likes table equals the acknowledged toggles and every cars.like_count moved
 * exactly with its likes (the seed's like_count is a demo popularity without like rows, so the check
 * is on the difference). Importers add cars and change prices meanwhile (issue 23, importer-writes.ts):
 * each price ends at its last acknowledged value with one history row per change, each add is listed
 * and searchable, and the count tables equal a recount. Prints requests per second and latencies (reported, never asserted).
 *
 *   npm run test:load -- [--seconds 60] [--connections 200] [--db pglite|postgres] [--timeout 30]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, inArray, notInArray } from 'drizzle-orm';
import { likes } from '../../src/server/db/schema.ts';
import {
  call,
  createScratchDatabase,
  errorLines,
  likeOffsets,
  pick,
  prepareData,
  serverEnv,
  startServerProcess,
  Tally,
  tail,
  type DbKind,
  type Fixture,
} from './harness.ts';
import { ImporterLedger, importerChecks, prepareImporters, pricesOf } from './importer-writes.ts';
import { ToggleLedger } from './toggle-ledger.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '30' },
    db: { type: 'string', default: 'pglite' },
    cars: { type: 'string', default: '300' },
    customers: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const kind = values.db as DbKind;
if (!['pglite', 'postgres'].includes(kind) || !(seconds > 0) || !(connections > 0)) {
  console.error('Usage: load.ts [--seconds N] [--connections N] [--db pglite|postgres] [--timeout S] [--cars N]');
  process.exit(2);
}

/** Likes go to this many cars only, so many customers fight over the same counters. */
const HOT_CARS = 8;

type Action = 'list' | 'detail' | 'search' | 'toggle' | 'price' | 'add';
interface Pending {
  action: Action;
  carId?: number;
  price?: number;
  pair?: string;
  flag?: 0 | 1;
  /** When the request was built, i.e. sent (one request per connection at a time). */
  sentAt: number;
}

/**
 * A few calls of each kind, one at a time, before the load: a server that just started compiles its
 * code paths and plans on first use (PGlite's WebAssembly too), and 200 first requests at once would
 * measure that instead of the steady state. Reads only, so the likes ledger starts empty.
 */
async function warmUp(url: string, f: Fixture): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 3000) {
    await call(url, '/api/customer/V2/getAllCar', { json: listBody(f) });
    await call(url, '/api/customer/V2/getAllCar', { json: { VehicalId: pick(f.publishedCarIds) } });
    await call(url, '/api/customer/carSearchText', { json: { searchString: pick(f.searchWords) } });
    await call(url, '/api/customer/getMyWishList', { json: { take: 12, skip: 0 }, token: pick(f.customers).token });
  }
}

/** "p50 / p99 / max" of a list of milliseconds. */
function percentiles(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `${at(0.5)} / ${at(0.99)} / ${at(1)} ms`;
}

function listBody(f: Fixture): object {
  const filters = [
    () => '',
    () => `150?${pick(f.brandIds)}`,
    () => `50?${pick(f.bodyTypeIds)}`,
    () => `250?${pick(f.modelIds)}`,
    () => `500?${pick(f.countryIds)}`,
    () => `400?${pick([0, 1, 2])}`,
    () => `100?${pick([0, 2_000_000, 5_000_000])},${pick([8_000_000, 20_000_000, 90_000_000])}`,
    () => `150?${pick(f.brandIds)}|400?${pick([0, 1])}`,
  ];
  return {
    take: 12,
    skip: 12 * Math.floor(Math.random() * 25),
    VehicalId: 0,
    sortString: String(pick([0, 25, 50, 75, 100])),
    filterString: pick(filters)(),
  };
}

const tally = new Tally();
const scratch = await createScratchDatabase(kind);
const logFile = join(scratch.dir, 'server.log');
try {
  console.log(
    `Load: ${kind}, ${values.cars} cars, ${values.customers} customers, ${connections} connections, ${seconds} s`,
  );
  const fixture = await prepareData(scratch, { cars: Number(values.cars), customers: Number(values.customers) });
  const hotCars = fixture.publishedCarIds.slice(0, HOT_CARS);
  const ledger = new ToggleLedger();
  const statuses = new Map<string, number>();
  let badToggleAnswers = 0;
  const socketErrors = new Map<string, number>();
  const latencies = new Map<Action, number[]>();
  let serverCpu = Number.NaN;

  const setup = await scratch.open();
  const importerFixture = await prepareImporters(setup.db, fixture.jwtSecret).finally(() => setup.close());
  const ownCarIds = importerFixture.writers.flatMap((w) => w.carIds);
  const importerLedger = new ImporterLedger();
  {
    const before = await scratch.open();
    importerLedger.rememberBefore(await pricesOf(before.db, ownCarIds).finally(() => before.close()));
  }
  const server = await startServerProcess(serverEnv(scratch, fixture), logFile);
  let result: autocannon.Result;
  try {
    await warmUp(server.url, fixture);
    // Toggles stop a little before the end, so nearly all of them are answered before the sockets close.
    const togglesUntil = performance.now() + 1000 * Math.max(seconds * 0.85, seconds - 10);
    const request: autocannon.Request = {
      setupRequest: (req, context) => {
        const pending = context as Pending;
        pending.sentAt = performance.now();
        const roll = Math.random();
        if (roll < 0.25 && performance.now() < togglesUntil) {
          // Only one toggle per (customer, car) is ever in flight, so acknowledgement order is apply order.
          const customer = pick(fixture.customers);
          const carId = pick(hotCars);
          const pair = ToggleLedger.key(customer.id, carId);
          if (!ledger.busy(pair)) {
            const flag = ledger.nextFlag(pair);
            ledger.send(pair, flag);
            Object.assign(pending, { action: 'toggle', pair, flag });
            return {
              ...req,
              method: 'GET',
              path: `/api/customer/saveCarWishlist/${carId}/${flag}`,
              headers: { authorization: `Bearer ${customer.token}` },
            };
          }
        }
        if (roll >= 0.97 && performance.now() < togglesUntil && importerFixture.writers.length) {
          // Issue 23: an importer's write, one per car in flight.
          const writer = pick(importerFixture.writers);
          const headers = { authorization: writer.token, 'content-type': 'application/json' };
          if (roll >= 0.995) {
            importerLedger.addsSent += 1;
            pending.action = 'add';
            const body = JSON.stringify(importerFixture.form());
            return { ...req, method: 'POST', path: '/api/importer/addCar', headers, body };
          }
          const carId = pick(writer.carIds);
          if (!importerLedger.busy(carId)) {
            const price = 1_000_000 + 50_000 * Math.floor(Math.random() * 400);
            importerLedger.send(carId, price);
            Object.assign(pending, { action: 'price', carId, price });
            const body = JSON.stringify({ carId, Price: price });
            return { ...req, method: 'POST', path: '/api/importer/setCarPrice', headers, body };
          }
        }
        if (roll < 0.45) {
          pending.action = 'detail';
          const body = { VehicalId: pick(fixture.publishedCarIds) };
          return { ...req, method: 'POST', path: '/api/customer/V2/getAllCar', body: JSON.stringify(body) };
        }
        if (roll < 0.65) {
          pending.action = 'search';
          const words = `${pick(fixture.searchWords)} ${Math.random() < 0.3 ? String(pick([2012, 2016, 2019])) : ''}`;
          const body = { searchString: words.trim(), take: 12, skip: pick([0, 0, 12]) };
          return { ...req, method: 'POST', path: '/api/customer/carSearchText', body: JSON.stringify(body) };
        }
        pending.action = 'list';
        return { ...req, method: 'POST', path: '/api/customer/V2/getAllCar', body: JSON.stringify(listBody(fixture)) };
      },
      onResponse: (status, body, context) => {
        const pending = context as Pending;
        const times = latencies.get(pending.action) ?? [];
        times.push(performance.now() - pending.sentAt);
        latencies.set(pending.action, times);
        const key = `${pending.action} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (pending.action === 'price' && pending.carId !== undefined && pending.price !== undefined) {
          if (status === 200) importerLedger.acknowledgePrice(pending.carId, pending.price);
          importerLedger.settle(pending.carId);
          return;
        }
        if (pending.action === 'add') {
          const id = status === 200 ? (JSON.parse(body) as { data?: { Id?: number } }).data?.Id : undefined;
          if (id) importerLedger.addedIds.push(id);
          return;
        }
        if (pending.action !== 'toggle' || !pending.pair || pending.flag === undefined) return;
        if (status !== 200) {
          ledger.unacknowledged(pending.pair);
          return;
        }
        const data = (JSON.parse(body) as { data?: { IsLiked?: boolean } }).data;
        if (data?.IsLiked !== (pending.flag === 1)) badToggleAnswers++;
        ledger.acknowledge(pending.pair, pending.flag);
      },
    };
    const cpuBefore = cpuSeconds(server.child.pid);
    result = await new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          timeout: Number(values.timeout),
          headers: { 'content-type': 'application/json' },
          requests: [request],
        },
        (error: unknown, outcome) => (error ? fail(error as Error) : done(outcome)),
      );
      instance.on('reqError', (error: Error & { code?: string }) => {
        const key = error.code ?? error.message;
        socketErrors.set(key, (socketErrors.get(key) ?? 0) + 1);
      });
    });
    serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  } finally {
    await server.stop();
  }

  const total = result.requests.total;
  console.log(
    `Throughput: ${Math.round(result.requests.average)} req/s average, ${total} requests; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `server CPU ${serverCpu.toFixed(1)} s (${((1000 * serverCpu) / Math.max(1, total)).toFixed(1)} ms per request)`,
  );
  console.log(
    `Latency p50 / p99 / max by call: ${[...latencies]
      .map(([action, times]) => `${action} ${percentiles(times)}`)
      .join(', ')}`,
  );
  console.log(
    `Answers: ${[...statuses.entries()]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );
  console.log(
    `Toggles: ${ledger.acknowledged} acknowledged on ${ledger.pairs} (customer, car) pairs; ` +
      `${ledger.unsettled().length} unanswered at the end (either state accepted)`,
  );

  const errorAnswers = [...statuses.entries()].filter(([k]) => !k.endsWith(' 200')).reduce((n, [, c]) => n + c, 0);
  tally.check(
    'every answer is 200',
    errorAnswers === 0 && result.non2xx === 0,
    errorAnswers === 0
      ? '0 other answers'
      : `${errorAnswers} other answers; the server logged:\n${errorLines(logFile)}`,
  );
  tally.check(
    'no socket errors or timeouts',
    result.errors === 0 && result.timeouts === 0,
    `${result.errors} errors (${[...socketErrors].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'}), ${result.timeouts} timeouts`,
  );
  tally.check('toggles ran', ledger.acknowledged > 0, `${ledger.acknowledged} acknowledged`);
  tally.check('each toggle answer says the state asked for', badToggleAnswers === 0, `${badToggleAnswers} wrong`);

  const database = await scratch.open();
  try {
    const { db } = database;
    const ids = fixture.customers.map((c) => c.id);
    const rows = await db
      .select({ userId: likes.userId, carId: likes.carId })
      .from(likes)
      .where(inArray(likes.userId, ids));
    const mismatches = ledger.compare(new Set(rows.map((r) => ToggleLedger.key(r.userId, r.carId))));
    tally.check(
      "the customers' likes equal their last acknowledged toggles",
      mismatches.length === 0,
      `${rows.length} likes; ${mismatches.length} differ${mismatches.length ? `: ${mismatches.slice(0, 5).join('; ')}` : ''}`,
    );
    const others = await db.$count(likes, notInArray(likes.userId, ids));
    tally.check('likes of other users untouched', others === fixture.likesBefore, `${others} rows`);
    const after = await likeOffsets(db);
    // Cars the importers added during the load start at 0 likes and 0 like_count.
    const drifted = [...after].filter(([id, offset]) => (fixture.likeOffsets.get(id) ?? 0) !== offset);
    tally.check(
      "every car's like_count moved exactly with its likes",
      drifted.length === 0 &&
        after.size >= fixture.likeOffsets.size + importerLedger.addedIds.length &&
        after.size <= fixture.likeOffsets.size + importerLedger.addsSent,
      drifted.length
        ? `${drifted.length} cars drifted, e.g. car ${drifted[0]?.[0]}: ${fixture.likeOffsets.get(drifted[0]?.[0] ?? 0)} → ${drifted[0]?.[1]}`
        : `${after.size} cars checked`,
    );
    console.log(
      `Importer writes: ${importerLedger.priceWrites} cars repriced (${importerLedger.priceChanges} changes), ` +
        `${importerLedger.addedIds.length} of ${importerLedger.addsSent} adds acknowledged`,
    );
    for (const [name, passed, detail] of await importerChecks(db, importerLedger, ownCarIds)) {
      tally.check(name, passed, detail);
    }
    const hot = await db.$count(likes, and(inArray(likes.carId, hotCars), inArray(likes.userId, ids)));
    console.log(`Likes on the hot cars at the end: ${hot}`);
  } finally {
    await database.close();
  }
} catch (error) {
  tally.check('run completed', false, `${(error as Error).message}\n${tail(logFile)}`);
} finally {
  await scratch.drop();
}
tally.finish();

/** User + system CPU seconds of a process so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
