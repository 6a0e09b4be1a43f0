/**
 * Builds the static site when dist/ is missing or older than its sources, into a fresh
 * folder that is swapped in whole, so a running server never serves half a build.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from './precompress.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const BUILD_INFO = '.build-info.json';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Fingerprint of what a build depends on besides source files: the public settings (and the media origin its CSP names). */
export function publicEnvHash(env: NodeJS.ProcessEnv = process.env): string {
  const pairs = Object.keys(env)
    .filter((key) => key.startsWith('PUBLIC_') || key === 'SITE_URL' || key === 'MEDIA_BASE_URL')
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash('sha256').update(pairs.join('\n')).digest('hex').slice(0, 16);
}

interface BuildInfo {
  sourcesMtime: number;
  publicEnv: string;
  builtAt: string;
}

/** True when distDir has no build, or one older than the sources or made with other public settings. */
export async function isSiteStale(distDir: string): Promise<boolean> {
  const infoPath = join(distDir, BUILD_INFO);
  if (!existsSync(infoPath)) return true;
  try {
    const info = JSON.parse(await readFile(infoPath, 'utf8')) as BuildInfo;
    const sourcesMtime = Math.max(...SOURCES.map((s) => newestMtime(join(PROJECT_ROOT, s))));
    return info.sourcesMtime < sourcesMtime || info.publicEnv !== publicEnvHash();
  } catch {
    return true;
  }
}

export interface BuildOptions {
  distDir: string;
  /** Origin of a running API the build reads content from (terms, privacy, contact). */
  apiOrigin: string;
  log?: (line: string) => void;
}

/** Runs `astro build` into `<distDir>.next`, then swaps it into place. */
export async function buildSite(options: BuildOptions): Promise<void> {
  const distDir = resolve(options.distDir);
  const nextDir = `${distDir}.next`;
  const oldDir = `${distDir}.old`;
  await rm(nextDir, { recursive: true, force: true });
  const sourcesMtime = Math.max(...SOURCES.map((s) => newestMtime(join(PROJECT_ROOT, s))));
  await runAstroBuild(nextDir, options.apiOrigin, options.log);
  precompressDir(nextDir);
  const info: BuildInfo = { sourcesMtime, publicEnv: publicEnvHash(), builtAt: new Date().toISOString() };
  await writeFile(join(nextDir, BUILD_INFO), JSON.stringify(info));
  await rm(oldDir, { recursive: true, force: true });
  if (existsSync(distDir)) await rename(distDir, oldDir);
  await rename(nextDir, distDir);
  await rm(oldDir, { recursive: true, force: true });
}

function runAstroBuild(outDir: string, apiOrigin: string, log?: (line: string) => void): Promise<void> {
  const astroBin = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ASTRO_OUT_DIR: outDir, API_ORIGIN: apiOrigin, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) return done();
      log?.(output);
      fail(new Error(`astro build failed with exit code ${code}`));
    });
  });
}
