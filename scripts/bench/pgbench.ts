/**
 * What the database alone can do for a call: the statements the bench server sent for one call
 * (recorded by bench-server.ts from postgres.js), run by pgbench at the same concurrency, prepared
 * (as the server prepares them), with the session settings the server's connections use
 * (src/server/db/client.ts). The API's throughput over pgbench's is what the server adds to a call.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Scenario } from './api-scenarios.ts';
import type { ServerControl } from './api-server.ts';
import type { SentStatement } from './bench-server.ts';
import { median } from './report.ts';
import { GENERIC_PLAN_SESSION, POSTGRES_SESSION } from '../../src/server/db/client.ts';
import { planModeOf } from '../../src/server/db/plan-mode.ts';

const PGBENCH = process.env.PGBENCH ?? 'pgbench';

export function pgbenchAvailable(): boolean {
  return spawnSync(PGBENCH, ['--version'], { encoding: 'utf8' }).status === 0;
}

/** The calls compared with pgbench: every list and search read of one body (not the ceiling, masters or login). */
export const comparedWithPgbench = (s: Scenario) => /getAllCar|carSearchText/.test(s.name) && !s.bodyAt;

/** The session of the pool the server runs these statements on: all planned once, or not. */
export const sessionOf = (statements: SentStatement[]): Readonly<Record<string, string>> =>
  statements.every((st) => planModeOf(st.text) === 'generic') ? GENERIC_PLAN_SESSION : POSTGRES_SESSION;

/** The statements one call sends once warm (the call is made once first: per-process lookups are then kept). */
export async function recordStatements(origin: string, control: ServerControl, s: Scenario): Promise<SentStatement[]> {
  const call = () =>
    fetch(origin + s.path, {
      method: s.method,
      headers: { 'content-type': 'application/json' },
      body: s.body === undefined ? undefined : JSON.stringify(s.body),
    }).then((r) => r.arrayBuffer());
  await call();
  await control.request('statements:start');
  await call();
  const { statements } = (await control.request('statements:stop')) as { statements: SentStatement[] };
  return statements;
}

/** A parameter as postgres.js sends it in text (its default serializers). */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === true || value === false) return value ? 't' : 'f';
  if (Array.isArray(value)) return `{${value.map((v) => JSON.stringify(asText(v))).join(',')}}`;
  return String(value);
}

/**
 * The SQL names of the parameter types postgres.js declared (it sends them with the statement; pgbench
 * declares none, so a parameter PostgreSQL cannot type from its place, `$1 = ''` say, needs the cast).
 */
function typeNames(databaseUrl: string, oids: number[]): Map<number, string> {
  const wanted = [...new Set(oids.filter((oid) => oid > 0))];
  if (wanted.length === 0) return new Map();
  const out = spawnSync(
    'psql',
    [databaseUrl, '-Atc', `select oid, format_type(oid, null) from pg_type where oid in (${wanted.join(',')})`],
    { encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`psql could not name the parameter types: ${out.stderr}`);
  return new Map(
    out.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('|') as [string, string])
      .map(([oid, name]) => [Number(oid), name]),
  );
}

/**
 * pgbench reads `:name` as a variable even inside a string literal (the listing date's
 * 'YYYY-MM-DD"T"HH24:MI:SS…'), so such a colon is spelled `' || ':' || '`: the same text, folded once
 * by the planner.
 */
function colonsOutOfLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, (literal) => literal.replace(/:(?=[A-Za-z0-9_])/g, "' || ':' || '"));
}

/**
 * A pgbench script running the statements in order (one transaction of pgbench = one call), and its
 * variables: each `$n` becomes `:s<statement>_<n>`, given with -D, so prepared mode binds it as a
 * parameter just as the server does, cast to the type postgres.js declared for it.
 */
export function pgbenchScript(
  statements: SentStatement[],
  types: Map<number, string> = new Map(),
): { script: string; defines: string[] } {
  const defines: string[] = [];
  const lines = statements.map((st, i) => {
    st.parameters.forEach((value, k) => defines.push(`s${i}_${k + 1}=${asText(value)}`));
    const text = colonsOutOfLiterals(st.text).replace(/\$(\d+)\b/g, (_, n: string) => {
      const type = types.get(st.types[Number(n) - 1] ?? 0);
      return type ? `:s${i}_${n}::${type}` : `:s${i}_${n}`;
    });
    return `${text.trim()};`;
  });
  return { script: lines.join('\n') + '\n', defines };
}

export interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
  transactions: number;
}

/** Runs the script for `seconds` with `clients` (prepared, the server's session settings); latency in ms. */
export async function runPgbench(
  databaseUrl: string,
  statements: SentStatement[],
  options: { seconds: number; clients: number; settings: Record<string, string> },
): Promise<PgbenchResult> {
  const dir = '.tmp/bench/pgbench';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const types = typeNames(
    databaseUrl,
    statements.flatMap((st) => st.types),
  );
  const { script, defines } = pgbenchScript(statements, types);
  writeFileSync(`${dir}/call.sql`, script);
  const url = new URL(databaseUrl);
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(options.clients),
    '-j',
    '2',
    '-T',
    String(options.seconds),
    '-f',
    `${dir}/call.sql`,
    '-l',
    `--log-prefix=${dir}/log`,
    ...defines.flatMap((d) => ['-D', d]),
    '-h',
    // a Unix socket's directory (libpq's ?host=/dir, as the server takes it: postgresTarget), else the host
    url.searchParams.get('host') ?? url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  ];
  const pgoptions = Object.entries(options.settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(PGBENCH, args, {
      env: { ...process.env, PGOPTIONS: pgoptions, PGPASSWORD: decodeURIComponent(url.password) },
    });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`pgbench failed (${code}):\n${text}`)),
    );
  });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
  // per-transaction log: client, transaction, latency (µs), script, epoch s, epoch µs
  const latencies: number[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith('log'))) {
    for (const line of readFileSync(`${dir}/${file}`, 'utf8').split('\n')) {
      const us = Number(line.split(' ')[2]);
      if (Number.isFinite(us) && line) latencies.push(us / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { tps, p50: at(0.5), p99: at(0.99), transactions: latencies.length };
}

/** Medians of several pgbench runs of one call. */
export function medianPgbench(runs: PgbenchResult[]): PgbenchResult & { p99s: number[] } {
  return {
    tps: median(runs.map((r) => r.tps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    p99s: runs.map((r) => r.p99),
    transactions: runs.reduce((s, r) => s + r.transactions, 0),
  };
}
