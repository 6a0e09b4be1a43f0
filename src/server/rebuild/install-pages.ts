/**
 * Moves freshly built pages into a live dist/ without a moment where a page is missing or half written:
 * new assets first (hashed names, so nothing is overwritten), then each page is written to a temporary
 * file in its own directory and renamed over the old one (rename is atomic on one file system).
 * Pre-compressed twins (.gz, .br) that the full build may have made are replaced the same way.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function tempNameFor(target: string): string {
  return join(dirname(target), `.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes `content` to `target` atomically (temp file in the same directory, then rename). */
export async function replaceFileAtomically(target: string, content: Buffer | string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = tempNameFor(target);
  try {
    await writeFile(temp, content);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Copies the build's assets that dist/ does not have yet; returns how many. */
export async function installAssets(builtDir: string, distDir: string): Promise<number> {
  let copied = 0;
  for (const file of await filesUnder(join(builtDir, '_astro'))) {
    const target = join(distDir, relative(builtDir, file));
    if (existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    const temp = tempNameFor(target);
    await copyFile(file, temp);
    await rename(temp, target);
    copied += 1;
  }
  return copied;
}

/** The built-relative paths of the HTML pages of `routes` (every language), e.g. 'fr/terms_condition/index.html'. */
export async function builtPagesOf(builtDir: string, routes: readonly string[]): Promise<string[]> {
  const pages = (await filesUnder(builtDir)).filter((file) => {
    const path = relative(builtDir, file).split(/[\\/]/);
    return path.length >= 3 && path[path.length - 1] === 'index.html' && routes.includes(path[1] ?? '');
  });
  return pages.map((page) => relative(builtDir, page)).sort();
}

/** The built-relative paths of the build's assets (hashed names under _astro/). */
export async function builtAssetsOf(builtDir: string): Promise<string[]> {
  return (await filesUnder(join(builtDir, '_astro'))).map((file) => relative(builtDir, file)).sort();
}

/** Swaps one page into dist/ (and its pre-compressed twins, when dist/ has them). */
export async function installPage(target: string, html: Buffer): Promise<void> {
  if (existsSync(`${target}.gz`)) await replaceFileAtomically(`${target}.gz`, await gzipAsync(html, { level: 9 }));
  if (existsSync(`${target}.br`)) {
    const br = await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await replaceFileAtomically(`${target}.br`, br);
  }
  await replaceFileAtomically(target, html);
}

/** Installs the built HTML pages of `routes` (every language); returns the dist-relative paths swapped in. */
export async function installPages(builtDir: string, distDir: string, routes: readonly string[]): Promise<string[]> {
  const installed: string[] = [];
  for (const path of await builtPagesOf(builtDir, routes)) {
    await installPage(join(distDir, path), await readFile(join(builtDir, path)));
    installed.push(path);
  }
  return installed.sort();
}
