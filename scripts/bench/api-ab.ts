/**
 * A/B of the API: two bench servers up at once on one database, this checkout (B) and either another
 * git ref (`--against <ref>`, checked out in a temporary worktree with this checkout's node_modules) or
 * this checkout again with other settings (`--a-env K=V,…`, `--b-env K=V,…`). Each call is measured on
 * one then the other, the order swapped every round, so a drift of this shared machine's speed falls on
 * both; medians of the rounds, the ratio B / A, and the load average of each round.
 * `npm run bench:api -- --ab --against main --calls "no filter" --rounds 5`
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Scenario } from './api-scenarios.ts';
import { measure, withServer, type Measurement } from './api-server.ts';
import { median, table } from './report.ts';

export interface AbSide {
  label: string;
  root: string;
  env: Record<string, string>;
  /** Server processes on one port (SO_REUSEPORT, api-server.ts); 1 by default. */
  processes?: number;
}

export const envOf = (list: string) =>
  Object.fromEntries(
    list
      .split(',')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

/** A temporary worktree of `ref` (detached), node_modules linked from this checkout. */
export function checkoutOf(ref: string): { root: string; label: string; remove: () => void } {
  const sha = spawnSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).stdout.trim();
  if (!sha) throw new Error(`unknown ref ${ref}`);
  const root = resolve(`.tmp/bench/against-${sha}`);
  if (!existsSync(root)) {
    const added = spawnSync('git', ['worktree', 'add', '--detach', root, sha], { encoding: 'utf8' });
    if (added.status !== 0) throw new Error(added.stderr);
    symlinkSync(resolve('node_modules'), resolve(root, 'node_modules'));
  }
  return {
    root,
    label: `${ref} (${sha})`,
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', root]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

interface AbRow {
  scenario: string;
  a: Measurement[];
  b: Measurement[];
  loads: number[];
}

export async function runAb(
  env: Record<string, string>,
  sides: [AbSide, AbSide],
  calls: Scenario[],
  run: { seconds: number; connections: number; rounds: number },
): Promise<string> {
  const [a, b] = sides;
  const rows: AbRow[] = [];
  await withServer(
    { ...env, ...a.env },
    (originA, pidA) =>
      withServer(
        { ...env, ...b.env },
        async (originB, pidB) => {
          for (const s of calls) {
            const row: AbRow = { scenario: s.name, a: [], b: [], loads: [] };
            // warm both (JIT, pools, prepared statements)
            await measure(originA, pidA, s, 1, run.connections, false);
            await measure(originB, pidB, s, 1, run.connections, false);
            for (let round = 0; round < run.rounds; round++) {
              row.loads.push(loadavg()[0]!);
              const first = round % 2 === 0;
              const one = async (side: 'a' | 'b') =>
                side === 'a'
                  ? row.a.push(await measure(originA, pidA, s, run.seconds, run.connections, false))
                  : row.b.push(await measure(originB, pidB, s, run.seconds, run.connections, false));
              await one(first ? 'a' : 'b');
              await one(first ? 'b' : 'a');
            }
            const rps = (ms: Measurement[]) => median(ms.map((m) => m.rps));
            console.log(
              `A/B ${s.name}: ${rps(row.a).toFixed(0)} → ${rps(row.b).toFixed(0)} req/s ` +
                `(${(rps(row.b) / rps(row.a)).toFixed(2)} ×), p99 ${median(row.a.map((m) => m.p99))} → ${median(row.b.map((m) => m.p99))} ms, ` +
                `load ${row.loads.map((l) => l.toFixed(1)).join(', ')}`,
            );
            rows.push(row);
          }
        },
        b.root,
        b.processes ?? 1,
      ),
    a.root,
    a.processes ?? 1,
  );
  return renderAb(rows, sides, run);
}

const processesOf = (side: AbSide) =>
  (side.processes ?? 1) > 1 ? `, ${side.processes} server processes on one port` : '';

function renderAb(
  rows: AbRow[],
  [a, b]: [AbSide, AbSide],
  run: { seconds: number; connections: number; rounds: number },
) {
  const med = (ms: Measurement[], pick: (m: Measurement) => number) => median(ms.map(pick));
  const cpu = (ms: Measurement[]) => {
    const c = ms.map((m) => m.cpu).filter((x) => x !== null);
    return c.length ? median(c.map((x) => x.server)) : NaN;
  };
  const pg = (ms: Measurement[]) => {
    const c = ms.map((m) => m.cpu).filter((x) => x !== null);
    return c.length ? median(c.map((x) => x.postgres)) : NaN;
  };
  const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  return [
    `A: ${a.label}${Object.keys(a.env).length ? ` with ${JSON.stringify(a.env)}` : ''}${processesOf(a)}; ` +
      `B: ${b.label}${Object.keys(b.env).length ? ` with ${JSON.stringify(b.env)}` : ''}${processesOf(b)}. ` +
      `${run.rounds} rounds of ${run.seconds} s per side and call at ${run.connections} connections, alternated (the order swapped each round), ` +
      `both servers up at once on one database; medians of the rounds. Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    table(
      [
        'call',
        'A req/s',
        'B req/s',
        'B / A',
        'A p50 / p99 ms',
        'B p50 / p99 ms',
        'A mean ms',
        'B mean ms',
        'server CPU ms/call A → B',
        'PostgreSQL CPU ms/call A → B',
        'load average (1 min) per round',
      ],
      rows.map((r) => [
        r.scenario,
        f(med(r.a, (m) => m.rps)),
        f(med(r.b, (m) => m.rps)),
        `${(med(r.b, (m) => m.rps) / med(r.a, (m) => m.rps)).toFixed(2)} ×`,
        `${med(r.a, (m) => m.p50)} / ${med(r.a, (m) => m.p99)}`,
        `${med(r.b, (m) => m.p50)} / ${med(r.b, (m) => m.p99)}`,
        f(
          med(r.a, (m) => m.mean),
          1,
        ),
        f(
          med(r.b, (m) => m.mean),
          1,
        ),
        `${f(cpu(r.a), 2)} → ${f(cpu(r.b), 2)}`,
        `${f(pg(r.a), 2)} → ${f(pg(r.b), 2)}`,
        r.loads.map((l) => l.toFixed(1)).join(', '),
      ]),
    ),
  ].join('\n');
}
