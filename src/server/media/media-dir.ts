/** Where media files live: MEDIA_DIR, or <DATA_DIR>/media. Served at /media/. */
import { resolve } from 'node:path';
import type { Env } from '../env.ts';

export function mediaDirOf(env: Pick<Env, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  return resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR, 'media'));
}
