/**
 * Writes Brotli and gzip copies beside each text file of a build, so the server (serveStatic with
 * `precompressed`) or a CDN sends the smallest bytes without compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

/** Compresses every text file under `dir`; returns how many files got copies. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (!TEXT.test(entry) || stat.size < MIN_BYTES) continue;
    writeCompressedCopies(path);
    count += 1;
  }
  return count;
}

/** Writes `<file>.br` and `<file>.gz` for one file. */
export function writeCompressedCopies(path: string): void {
  const data = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}
