/**
 * `astro build` refuses settings that would ship a broken site (issue 20): no API_ORIGIN to read terms,
 * privacy and contact from (unless BUILD_FETCH_LIVE=true), a PUBLIC_* value that is wrong, or a site and
 * server that verify phones differently. The refusal comes before any page is built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'autoimport-build-refusal-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Runs `astro build` with the environment minus the build's settings, plus `settings`. */
function build(settings: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env, ASTRO_OUT_DIR: join(outDir, 'dist') };
  for (const name of Object.keys(env)) {
    if (name.startsWith('PUBLIC_') || ['API_ORIGIN', 'BUILD_FETCH_LIVE', 'PHONE_AUTH_PROVIDER'].includes(name))
      delete env[name];
  }
  const astro = join(process.cwd(), 'node_modules', 'astro', 'bin', 'astro.mjs');
  const run = spawnSync(process.execPath, [astro, 'build'], {
    env: { ...env, ...settings, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// No database here: one run is enough (the PGlite project's).
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'npm run build refuses settings that would ship a broken site',
  () => {
    it('without API_ORIGIN, naming it and the setting that allows fetching live', () => {
      const run = build({});
      expect(run.status).not.toBe(0);
      expect(run.output).toContain('The site cannot be built with these settings');
      expect(run.output).toMatch(/API_ORIGIN: not set.*BUILD_FETCH_LIVE=true/);
      expect(existsSync(join(outDir, 'dist'))).toBe(false);
    });

    it('when the phone providers of site and server differ, or a PUBLIC_* value is wrong', () => {
      const run = build({
        API_ORIGIN: 'http://127.0.0.1:9',
        PHONE_AUTH_PROVIDER: 'firebase',
        PUBLIC_APP_REDIRECT: 'sometimes',
      });
      expect(run.status).not.toBe(0);
      expect(run.output).toMatch(
        /PUBLIC_PHONE_AUTH_PROVIDER \(console\) and PHONE_AUTH_PROVIDER \(firebase\) must be the same/,
      );
      expect(run.output).toMatch(/PUBLIC_APP_REDIRECT: must be one of/);
      expect(run.output).not.toContain('API_ORIGIN: not set');
    });
  },
);
