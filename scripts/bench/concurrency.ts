/**
 * Latency against the number of connections for a few calls (PostgreSQL, the goal's 100,000 cars).
 * Past the few connections that keep both cores busy, more only queue: throughput stays, and the mean
 * latency grows as connections / throughput (Little's law). The sweep shows where a call's p99 comes
 * from at the main table's connection count: the call's own time, or its wait behind the others.
 */
import type { Scenario } from './api-scenarios.ts';
import { measure, withServer } from './api-server.ts';
import { table } from './report.ts';

export const SWEEP_CONNECTIONS = [1, 2, 4, 10, 20];
const SWEEP_CALLS = ['getAllCar, no filter', 'getAllCar, brand', 'carSearchText, broad'];

export interface SweepRow {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
}

export async function sweepConnections(env: Record<string, string>, calls: Scenario[], seconds: number) {
  const list = calls.filter((s) => SWEEP_CALLS.includes(s.name));
  return withServer(env, async (origin, pid) => {
    const rows: SweepRow[] = [];
    for (const s of list) {
      for (const [i, connections] of SWEEP_CONNECTIONS.entries()) {
        const r = await measure(origin, pid, s, seconds, connections, i === 0);
        console.log(`sweep ${s.name} ${connections} connections: ${r.rps.toFixed(0)} req/s p50 ${r.p50} p99 ${r.p99}`);
        rows.push({ scenario: s.name, connections, rps: r.rps, p50: r.p50, p99: r.p99, mean: r.mean });
      }
    }
    return rows;
  });
}

export function renderSweep(rows: SweepRow[], cars: string): string[] {
  if (!rows.length) return [];
  const names = [...new Set(rows.map((r) => r.scenario))];
  return [
    '',
    `Connections against latency at ${cars} cars (one round each): the main table's p99 at its connection count ` +
      'is mostly waiting. Once a few connections keep both cores busy, more add no throughput, and the mean latency ' +
      "grows as connections / throughput (Little's law, last column).",
    '',
    table(
      ['call', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'connections / (req/s), ms'],
      names.flatMap((name) =>
        rows
          .filter((r) => r.scenario === name)
          .map((r) => [
            name,
            String(r.connections),
            r.rps.toFixed(0),
            String(r.p50),
            String(r.p99),
            r.mean.toFixed(1),
            ((r.connections / r.rps) * 1000).toFixed(1),
          ]),
      ),
    ),
  ];
}
