/**
 * npm test: lint, type check, Vitest (unit + API on PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set) and Playwright, each run even when an earlier one fails; ends with their summaries
 * and one closing line "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eCounts, readKnownFlakes, type PlaywrightReport } from './test-flakes.ts';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  /** Playwright only: passed on retry. */
  flaky?: number;
  /** Playwright only: flaky and not listed in tests/e2e/known-flakes.json; fails the step. */
  unlistedFlaky?: number;
  seconds: number;
}

/** A step passes when its command succeeded with no failed test and no unlisted flaky test. */
const stepPassed = (r: StepResult) => r.ok && r.failed === 0 && !r.unlistedFlaky;

// `node scripts/test.ts [step …] [-- playwright args]`: only those steps; args after -- go to Playwright.
const dashes = process.argv.indexOf('--');
const only = process.argv.slice(2, dashes === -1 ? undefined : dashes);
const playwrightArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const results: StepResult[] = [];
mkdirSync('test-results', { recursive: true });

function run(name: string, command: string, args: string[], count?: () => Omit<StepResult, 'name' | 'ok' | 'seconds'>) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = child.status === 0;
  const counts = count?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ok, ...counts, seconds: (Date.now() - started) / 1000 });
}

/** Like run(), but also keeps the output to read the closing counts from it. */
function runCaptured(
  name: string,
  command: string,
  args: string[],
  count: (output: string) => Omit<StepResult, 'name' | 'ok' | 'seconds'>,
) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(child.stdout ?? '');
  process.stderr.write(child.stderr ?? '');
  const ok = child.status === 0;
  const counts = count(child.stdout ?? '');
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ok, ...counts, seconds: (Date.now() - started) / 1000 });
}

function readJson<T>(path: string): T | null {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

const knownFlakes = readKnownFlakes('tests/e2e/known-flakes.json');
const flakeNotes: string[] = [];

/**
 * Counts from a Playwright JSON report. A test that passed only on retry counts as flaky, never as
 * passed, and the summary names it: with its reason when tests/e2e/known-flakes.json lists it, as
 * "FLAKY, not listed" otherwise. A flaky test that is not listed fails its step (and so the run): a
 * retry can no longer hide a defect.
 */
function playwrightCounts(name: string, path: string) {
  const counts = e2eCounts(readJson<PlaywrightReport>(path), knownFlakes);
  for (const test of counts.unknownFlaky)
    flakeNotes.push(`${name}: FLAKY, not listed in tests/e2e/known-flakes.json: ${test}`);
  for (const test of counts.knownFlaky) flakeNotes.push(`${name}: flaky (known): ${test}`);
  for (const test of counts.failedTests) flakeNotes.push(`${name}: FAILED: ${test}`);
  for (const error of counts.firstErrors) flakeNotes.push(`${name}: first error of ${error}`);
  return {
    passed: counts.passed,
    failed: counts.failed,
    flaky: counts.flaky,
    unlistedFlaky: counts.unknownFlaky.length,
    skipped: counts.skipped,
  };
}

/**
 * Steps that share nothing, run side by side (the type check is one core's work for ~100 s, lint and
 * format another's for ~50 s): each one's output printed whole once it ends, in the order given.
 */
async function runSideBySide(steps: Array<[name: string, command: string, args: string[]]>) {
  const chosen = steps.filter(([name]) => !only.length || only.includes(name));
  const ran = chosen.map(([name, command, args]) => {
    const started = Date.now();
    return new Promise<{ name: string; line: string; output: string; ok: boolean; seconds: number }>((done) => {
      const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => (output += `${error.message}\n`));
      child.on('close', (status) =>
        done({
          name,
          line: `${command} ${args.join(' ')}`,
          output,
          ok: status === 0,
          seconds: (Date.now() - started) / 1000,
        }),
      );
    });
  });
  for (const step of await Promise.all(ran)) {
    console.log(`\n━━ ${step.name}: ${step.line} (side by side)`);
    process.stdout.write(step.output);
    results.push({
      name: step.name,
      ok: step.ok,
      passed: step.ok ? 1 : 0,
      failed: step.ok ? 0 : 1,
      skipped: 0,
      seconds: step.seconds,
    });
  }
}

const bin = (name: string) => `node_modules/.bin/${name}`;
await runSideBySide([
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
]);
run(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  () => {
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(
      'test-results/vitest.json',
    );
    return {
      passed: report?.numPassedTests ?? 0,
      failed: report?.numFailedTests ?? 0,
      skipped: report?.numPendingTests ?? 0,
    };
  },
);
// Every browser spec in one Playwright run (playwright.config.ts, E2E_SUITE=all), its servers built
// side by side: the phone on PGlite, the desktop on a throwaway PostgreSQL database when
// TEST_DATABASE_URL names a server (what production runs), and the specs that change the catalogue
// (importers' cars, alerts, reports) on a server of their own, so the others see it as seeded.
// Absolute: Playwright resolves a relative report path against the config's folder.
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = resolve('test-results/e2e.json');
process.env.E2E_SUITE = 'all';
if (process.env.TEST_DATABASE_URL) process.env.E2E_DESKTOP_DATABASE_URL = process.env.TEST_DATABASE_URL;
run('playwright', bin('playwright'), ['test', '--reporter=list,json', ...playwrightArgs], () =>
  playwrightCounts('playwright', 'test-results/e2e.json'),
);
delete process.env.E2E_SUITE;
delete process.env.E2E_DESKTOP_DATABASE_URL;

// The Firebase phone-verification flow needs its own build and server (PUBLIC_PHONE_AUTH_PROVIDER=firebase).
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = resolve('test-results/e2e-firebase.json');
run(
  'firebase',
  bin('playwright'),
  ['test', '-c', 'tests/e2e/firebase/playwright.firebase.config.ts', '--reporter=list,json'],
  () => playwrightCounts('firebase', 'test-results/e2e-firebase.json'),
);

// Reliability scripts (after Playwright: the faults restart PostgreSQL, nothing else may be using it).
// Each prints a closing "N passed, N failed" line, read back here.
const closingCounts = (output: string) => {
  const match = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/m.exec(
    output.trim().split('\n').slice(-5).join('\n'),
  );
  return { passed: Number(match?.[1] ?? 0), failed: Number(match?.[2] ?? 0), skipped: Number(match?.[3] ?? 0) };
};
const loadSeconds = process.env.LOAD_SECONDS || '60';
const load = (db: string, connections: string) => [
  'tests/reliability/load.ts',
  '--db',
  db,
  '--seconds',
  loadSeconds,
  '--connections',
  connections,
];
// 200 connections on PostgreSQL, as issue 8 asks. PGlite is one embedded connection that runs its
// queue without yielding to the event loop, so at 200 connections new sockets wait tens of seconds
// to be accepted (measured; docs/decisions.md): the embedded default is checked at 50.
if (process.env.TEST_DATABASE_URL) runCaptured('load', process.execPath, load('postgres', '200'), closingCounts);
runCaptured('load-pglite', process.execPath, load('pglite', '50'), closingCounts);
runCaptured('faults', process.execPath, ['tests/reliability/faults.ts'], closingCounts);

console.log('\n━━ Summary');
for (const r of results) {
  const flaky = r.flaky === undefined ? '' : `, ${r.flaky} flaky`;
  const counts = ['vitest', 'playwright', 'firebase', 'load', 'load-pglite', 'faults'].includes(r.name)
    ? ` ${r.passed} passed, ${r.failed} failed${flaky}, ${r.skipped} skipped`
    : '';
  // A step whose tests all passed but that had an unlisted flaky test fails too.
  const ok = stepPassed(r);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(11)}${counts} (${r.seconds.toFixed(0)} s)`);
}
for (const note of flakeNotes) console.log(note);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const flaky = results.reduce((n, r) => n + (r.flaky ?? 0), 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`flaky (passed on retry, not counted as passed): ${flaky}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every(stepPassed) ? 0 : 1);
