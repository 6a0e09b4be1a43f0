/**
 * What each layer of a call costs the server's CPU: over HTTP (autocannon, the server's whole process by
 * /proc), in the server's process without HTTP (the app's fetch), and the call's statements on postgres.js
 * alone (api-layers-inside.ts, run inside the bench server). HTTP is the first less the second; the app
 * above its driver is the second less the third. Same concurrency for all three, one after the other.
 * `npm run bench:api -- --layers --calls "no filter,narrow" --cars 100000 --db postgres`
 */
import { loadavg } from 'node:os';
import type { Scenario } from './api-scenarios.ts';
import { scenarios } from './api-scenarios.ts';
import { measure, prepareDatabase, withServer } from './api-server.ts';
import type { LayerCost } from './api-layers-inside.ts';
import { comparedWithPgbench, recordStatements, sessionOf } from './pgbench.ts';
import { table } from './report.ts';

export async function layersApi(
  wanted: (s: Scenario) => boolean,
  cars: number,
  run: { seconds: number; connections: number },
): Promise<string> {
  const env = await prepareDatabase('postgres', cars);
  const list = scenarios(cars).filter((s) => comparedWithPgbench(s) && wanted(s));
  const loads: string[] = [];
  const rows = await withServer(env, async (origin, pid, control) => {
    const out: string[][] = [];
    for (const s of list) {
      const statements = await recordStatements(origin, control, s);
      await measure(origin, pid, s, 3, run.connections, false); // warm (JIT): not counted
      const http = await measure(origin, pid, s, run.seconds, run.connections, false);
      const inside = (await control.request('layers', {
        method: s.method,
        path: s.path,
        body: s.body,
        statements,
        settings: sessionOf(statements),
        seconds: run.seconds,
        concurrency: run.connections,
      })) as { app: LayerCost; driver: LayerCost };
      loads.push(loadavg()[0]!.toFixed(1));
      const httpUs = (http.cpu?.server ?? NaN) * 1000;
      const us = (n: number) => n.toFixed(0);
      out.push([
        s.name,
        us(httpUs),
        `${us(inside.app.allUs)} (${us(inside.app.mainUs)})`,
        `${us(inside.driver.allUs)} (${us(inside.driver.mainUs)})`,
        us(httpUs - inside.app.allUs),
        us(inside.app.allUs - inside.driver.allUs),
        `${us(inside.app.calls / run.seconds)} / ${us(inside.driver.calls / run.seconds)}`,
      ]);
      console.log(`layers ${s.name}: ${out.at(-1)!.slice(1).join(' | ')}`);
    }
    return out;
  });
  return [
    `CPU µs per call of the server's process, ${run.connections} at once, ${run.seconds} s each, PostgreSQL, ` +
      `${cars.toLocaleString('en')} cars, list cache off (main thread's in brackets); load average (1 min) ` +
      `after each call ${loads.join(', ')}:`,
    '',
    table(
      [
        'call',
        'over HTTP',
        'app.fetch in the process',
        'its statements on postgres.js alone',
        'HTTP',
        'app above the driver',
        'calls/s in the process: app / driver',
      ],
      rows,
    ),
  ].join('\n');
}
