/** scripts/test-flakes.ts: a test that passed only on retry is flaky, never passed, and fails the run unless known. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eCounts, flakyTests, readKnownFlakes, type PlaywrightReport } from '../../../scripts/test-flakes.ts';

const report: PlaywrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 3 },
  suites: [
    {
      title: 'site/toast.spec.ts',
      specs: [
        {
          title: 'a tapped toast leaves',
          file: 'site/toast.spec.ts',
          tests: [
            { projectName: 'desktop', status: 'unexpected' },
            {
              projectName: 'mobile',
              status: 'flaky',
              results: [
                {
                  status: 'timedOut',
                  error: {
                    message:
                      "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText('Saved')\nExpected: visible\nTimeout: 5000ms\nCall log: …",
                    location: { file: '/ci/clone/tests/e2e/site/toast.spec.ts', line: 42 },
                  },
                },
                { status: 'passed' },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'Home ads',
          specs: [
            {
              title: 'wraps around',
              file: 'site/toast.spec.ts',
              tests: [{ projectName: 'desktop', status: 'flaky' }],
            },
          ],
        },
      ],
    },
  ],
};

describe('flakyTests', () => {
  it('names each flaky test by file, describe titles and title, with its project', () => {
    expect(flakyTests(report)).toEqual([
      { test: 'site/toast.spec.ts › a tapped toast leaves', project: 'mobile' },
      { test: 'site/toast.spec.ts › Home ads › wraps around', project: 'desktop' },
    ]);
  });
});

describe('e2eCounts', () => {
  it('counts flaky apart from passed, and an unknown flaky test as a failure to report', () => {
    const counts = e2eCounts(report, [
      { test: 'site/toast.spec.ts › a tapped toast leaves', project: 'mobile', reason: 'emulated hover' },
    ]);
    expect(counts).toMatchObject({ passed: 5, failed: 1, flaky: 2, skipped: 3 });
    expect(counts.knownFlaky).toEqual(['site/toast.spec.ts › a tapped toast leaves [mobile]: emulated hover']);
    expect(counts.unknownFlaky).toEqual(['site/toast.spec.ts › Home ads › wraps around [desktop]']);
  });

  it('names each test that failed on every try', () => {
    expect(e2eCounts(report, []).failedTests).toEqual(['site/toast.spec.ts › a tapped toast leaves [desktop]']);
  });

  it('says why each flaky test failed its first try, without colour codes, and where', () => {
    expect(e2eCounts(report, []).firstErrors).toEqual([
      "site/toast.spec.ts › a tapped toast leaves [mobile]: Error: expect(locator).toBeVisible() failed | Locator: getByText('Saved') | Expected: visible | Timeout: 5000ms (at site/toast.spec.ts:42)",
    ]);
  });

  it('a known flake listed for another project is still unknown', () => {
    const counts = e2eCounts(report, [
      { test: 'site/toast.spec.ts › a tapped toast leaves', project: 'desktop', reason: 'x' },
    ]);
    expect(counts.unknownFlaky).toHaveLength(2);
  });

  it('a missing report counts nothing', () => {
    expect(e2eCounts(null, [])).toMatchObject({ passed: 0, failed: 0, flaky: 0, skipped: 0, unknownFlaky: [] });
  });
});

describe('readKnownFlakes', () => {
  it('refuses an entry without a reason', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'flakes-')), 'known.json');
    writeFileSync(path, JSON.stringify([{ test: 'a › b', reason: ' ' }]));
    expect(() => readKnownFlakes(path)).toThrow(/reason/);
  });

  it('reads the project file', () => {
    expect(Array.isArray(readKnownFlakes('tests/e2e/known-flakes.json'))).toBe(true);
  });
});
