/**
 * Inside the bench server (bench-server.ts, asked over IPC by api-layers.ts): one call's CPU per call in
 * this process, without HTTP (the app's own `fetch`, as the node adapter calls it), and its statements on
 * postgres.js alone (a pool of its own, the same session settings, prepared), each by `concurrency`
 * loops for `seconds`. The main thread's CPU comes from /proc (the JavaScript), the whole process's from
 * process.cpuUsage (with V8's compiler and GC threads).
 */
import postgres from 'postgres';
import type { App } from '../../src/server/app/types.ts';
import { poolSizeOf, postgresTarget } from '../../src/server/db/client.ts';
import type { SentStatement } from './bench-server.ts';
import { processCpu } from './cpu.ts';

export interface LayersAsk {
  method: string;
  path: string;
  body: unknown;
  statements: SentStatement[];
  settings: Record<string, string>;
  seconds: number;
  concurrency: number;
}

export interface LayerCost {
  calls: number;
  /** CPU µs per call: the main thread, and every thread of the process. */
  mainUs: number;
  allUs: number;
}

/** The main thread's CPU ms so far (its task is the process id), or NaN without /proc. */
const mainThreadMs = () => processCpu(`${process.pid}/task/${process.pid}`)?.ms ?? NaN;

async function costOf(call: () => Promise<unknown>, seconds: number, concurrency: number): Promise<LayerCost> {
  for (let i = 0; i < 200; i++) await call(); // warm: JIT, pool, prepared statements
  const until = performance.now() + seconds * 1000;
  let calls = 0;
  const main0 = mainThreadMs();
  const all0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await call();
        calls++;
      }
    }),
  );
  const all = process.cpuUsage(all0);
  return {
    calls,
    mainUs: ((mainThreadMs() - main0) * 1000) / calls,
    allUs: (all.user + all.system) / calls,
  };
}

export async function measureLayers(
  app: App,
  databaseUrl: string,
  ask: LayersAsk,
): Promise<{ app: LayerCost; driver: LayerCost }> {
  const body = ask.body === undefined ? undefined : JSON.stringify(ask.body);
  const viaApp = () =>
    Promise.resolve(
      app.fetch(
        new Request(`http://127.0.0.1${ask.path}`, {
          method: ask.method,
          headers: { 'content-type': 'application/json' },
          body,
        }),
      ),
    ).then((r) => r.arrayBuffer());
  const target = postgresTarget(databaseUrl);
  const sql = postgres(target.url, {
    ...target.options,
    // the server's pool size, as its calls' statements run on it
    max: poolSizeOf(databaseUrl, process.env.PG_POOL_SIZE),
    prepare: true,
    connection: ask.settings,
    onnotice: () => {},
  });
  try {
    const viaDriver = async () => {
      for (const st of ask.statements) await sql.unsafe(st.text, st.parameters as never[], { prepare: true });
    };
    const appCost = await costOf(viaApp, ask.seconds, ask.concurrency);
    const driverCost = await costOf(viaDriver, ask.seconds, ask.concurrency);
    return { app: appCost, driver: driverCost };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
