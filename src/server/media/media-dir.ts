/** Where media files live: MEDIA_DIR, or <DATA_DIR>/media. Served at /media/. */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';

export function mediaDirOf(env: Pick<Env, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  return resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR, 'media'));
}

const MEDIUM = '/photo/medium/';

/**
 * The file under the media folder a /media/… URL names. A photo without a medium-size file (one that
 * came before medium sizes, or from another tool) is answered with its full-size picture.
 * @example mediaFilePath('/srv/media', '/media/photo/thumb/a.webp') // '/photo/thumb/a.webp'
 */
export function mediaFilePath(mediaDir: string, urlPath: string): string {
  const path = urlPath.replace(/^\/media/, '');
  if (!path.startsWith(MEDIUM)) return path;
  let file: string;
  try {
    file = decodeURIComponent(path.slice(MEDIUM.length));
  } catch {
    return path;
  }
  return photoFile(mediaDir, file, 'medium') === `photo/${file}` ? `/photo/${path.slice(MEDIUM.length)}` : path;
}

/**
 * The file under the media folder that shows photo `file` at `size`, relative to the folder
 * (`photo/medium/<file>`, or `photo/<file>` for the full size and for a photo without a medium file), or
 * null when the name is not a plain file name or no such file exists.
 * @example photoFile('/srv/media', 'a.webp', 'medium') // 'photo/medium/a.webp' (or 'photo/a.webp')
 */
export function photoFile(mediaDir: string, file: string, size: 'medium' | 'full'): string | null {
  if (!file || file === '.' || file === '..' || /[/\\\0]/.test(file)) return null;
  const candidates = size === 'medium' ? [`photo/medium/${file}`, `photo/${file}`] : [`photo/${file}`];
  return candidates.find((path) => statSync(join(mediaDir, path), { throwIfNoEntry: false })?.isFile()) ?? null;
}
