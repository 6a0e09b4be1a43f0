/**
 * Rebuilds only some routes of the site (all three languages): buildPages leaves them in a scratch folder
 * for the publish target, rebuildPages swaps them into a live dist/ (scripts).
 * Astro runs in a child process with astro.rebuild.config.mjs: a scratch root with only those routes,
 * reading content from a running API (API_ORIGIN).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPagesOf, installAssets, installPages } from './install-pages.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Astro joins --config to the project root, so it must be relative.
const CONFIG = relative(PROJECT_ROOT, fileURLToPath(new URL('./astro.rebuild.config.mjs', import.meta.url)));

export interface RebuildOptions {
  routes: readonly string[];
  distDir: string;
  /** Origin of a running API the pages read their content from. */
  apiOrigin: string;
  /** Receives the child's handle, so a shutdown can stop it. */
  onChild?: (child: ChildProcess) => void;
}

export interface RebuildResult {
  routes: readonly string[];
  /** dist-relative paths of the pages built (and swapped in, for rebuildPages). */
  pages: string[];
  assets: number;
  ms: number;
  /**
   * The scratch folder holding the built site, when the pages are still to be published: the publish
   * job hands it to its target (src/server/publish/publish-target.ts), then removes it.
   */
  builtDir?: string;
}

/** Builds `routes` into a scratch folder and leaves the built site there (`builtDir`) for the caller to publish and remove. */
export async function buildPages(options: Omit<RebuildOptions, 'distDir'>): Promise<RebuildResult> {
  const started = performance.now();
  // Inside the project: Astro maps module ids relative to its root and fails on sources outside it.
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'rebuild-'));
  const outDir = `${work}.site`;
  try {
    await mkdir(join(work, 'src'), { recursive: true });
    await runAstro(work, outDir, options);
    const pages = await builtPagesOf(outDir, options.routes);
    if (pages.length === 0) throw new Error(`the rebuild made no page for ${options.routes.join(', ')}`);
    return { routes: options.routes, pages, assets: 0, ms: Math.round(performance.now() - started), builtDir: outDir };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Builds `routes` into a scratch folder, then installs the pages (and any new assets) into distDir. */
export async function rebuildPages(options: RebuildOptions): Promise<RebuildResult> {
  const started = performance.now();
  const built = await buildPages(options);
  const outDir = built.builtDir!;
  try {
    const distDir = resolve(options.distDir);
    const assets = await installAssets(outDir, distDir);
    const pages = await installPages(outDir, distDir, options.routes);
    return { routes: options.routes, pages, assets, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function runAstro(work: string, outDir: string, options: Omit<RebuildOptions, 'distDir'>): Promise<void> {
  const astroBin = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--config', CONFIG, '--silent'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        REBUILD_WORK_DIR: work,
        ASTRO_OUT_DIR: outDir,
        SITE_ONLY_ROUTES: options.routes.join(','),
        API_ORIGIN: options.apiOrigin,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.onChild?.(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`astro build (rebuild) failed: ${signal ?? `exit code ${code}`}\n${output.trim()}`));
    });
  });
}
