/**
 * Reads a Playwright JSON report for `npm test`: counts passed, failed, flaky and skipped tests apart
 * (a test that failed and then passed on retry is flaky, never "passed"), and checks each flaky test
 * against the list of known flakes (tests/e2e/known-flakes.json: a title and the reason it is known).
 * An unknown flaky test fails the run, so a retry can no longer hide a defect.
 */
import { existsSync, readFileSync } from 'node:fs';

/** One entry of tests/e2e/known-flakes.json. */
export interface KnownFlake {
  /** "file › title path", as flakyTests() names a test (e.g. "catalog/home-ads.spec.ts › Home ads › wraps"). */
  test: string;
  /** Only on this project (desktop, mobile); on every project when absent. */
  project?: string;
  /** Why it is flaky and what would fix it, printed in every summary. */
  reason: string;
}

export interface E2eCounts {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  /** Flaky tests not listed as known: each one fails the run. */
  unknownFlaky: string[];
  /** Flaky tests that are listed, with their reason. */
  knownFlaky: string[];
  /** Tests that failed on every try, named so a CI log that shows only its tail still says which. */
  failedTests: string[];
  /** For each flaky or failed test, its first failed try's error and where it was raised. */
  firstErrors: string[];
}

interface ReportResult {
  status: string;
  error?: { message?: string; location?: { file: string; line: number } };
}
interface ReportTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results?: ReportResult[];
}
interface ReportSpec {
  title: string;
  file: string;
  tests: ReportTest[];
}
interface ReportSuite {
  title: string;
  suites?: ReportSuite[];
  specs?: ReportSpec[];
}
export interface PlaywrightReport {
  suites?: ReportSuite[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/**
 * Every flaky test of a report as "file › describe › title" with its project.
 * @example flakyTests(report) // [{ test: 'site/toast.spec.ts › a tapped toast leaves', project: 'mobile' }]
 */
export function flakyTests(report: PlaywrightReport): { test: string; project: string }[] {
  return testsWithStatus(report, 'flaky').map(({ test, project }) => ({ test, project }));
}

/**
 * Every test of a report that ended with this status, as "file › describe › title" with its project.
 * @example testsWithStatus(report, 'unexpected') // the tests that failed even on retry
 */
export function testsWithStatus(report: PlaywrightReport, status: ReportTest['status']) {
  const found: { test: string; project: string; firstError?: string }[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const name = [spec.file, ...titles, spec.title].join(' › ');
      for (const t of spec.tests) {
        if (t.status !== status) continue;
        const firstError = errorSummary(t.results?.find((r) => r.status !== 'passed' && r.error)?.error);
        found.push({ test: name, project: t.projectName, ...(firstError ? { firstError } : {}) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top-level suite is the file itself: its title is the file name, already in spec.file.
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/**
 * An error's first lines without terminal colours, and the line of the spec that raised it.
 * @example errorSummary({ message: 'Error: expect(locator).toBeVisible() failed\n…', location: { file: '/x/a.spec.ts', line: 9 } })
 */
function errorSummary(error: ReportResult['error']): string | undefined {
  if (!error?.message) return undefined;
  // eslint-disable-next-line no-control-regex -- the colour codes Playwright writes into messages
  const lines = error.message.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const head = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ');
  const where = error.location
    ? ` (at ${error.location.file.replace(/^.*\/tests\/e2e\//, '')}:${error.location.line})`
    : '';
  return `${head.slice(0, 400)}${where}`;
}

/** The counts of a report, with each flaky test sorted into known (listed) or unknown. */
export function e2eCounts(report: PlaywrightReport | null, known: readonly KnownFlake[]): E2eCounts {
  const s = report?.stats;
  const counts: E2eCounts = {
    passed: s?.expected ?? 0,
    failed: s?.unexpected ?? 0,
    flaky: s?.flaky ?? 0,
    skipped: s?.skipped ?? 0,
    unknownFlaky: [],
    knownFlaky: [],
    failedTests: report ? testsWithStatus(report, 'unexpected').map((t) => `${t.test} [${t.project}]`) : [],
    firstErrors: report
      ? [...testsWithStatus(report, 'flaky'), ...testsWithStatus(report, 'unexpected')]
          .filter((t) => t.firstError)
          .map((t) => `${t.test} [${t.project}]: ${t.firstError}`)
      : [],
  };
  for (const { test, project } of report ? flakyTests(report) : []) {
    const listed = known.find((k) => k.test === test && (!k.project || k.project === project));
    if (listed) counts.knownFlaky.push(`${test} [${project}]: ${listed.reason}`);
    else counts.unknownFlaky.push(`${test} [${project}]`);
  }
  return counts;
}

/** The known flakes file; a missing file means none are known. */
export function readKnownFlakes(path: string): KnownFlake[] {
  if (!existsSync(path)) return [];
  const entries = JSON.parse(readFileSync(path, 'utf8')) as KnownFlake[];
  for (const entry of entries) {
    if (!entry.test || !entry.reason?.trim()) throw new Error(`${path}: every known flake needs "test" and "reason"`);
  }
  return entries;
}
