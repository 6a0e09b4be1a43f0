/**
 * Where uploaded photos are kept: the local media folder (served at /media/), or, when an S3 bucket is
 * set (MEDIA_S3_BUCKET, else PUBLISH_S3_BUCKET), that bucket under MEDIA_S3_PREFIX ('media/'), with
 * URLs under MEDIA_BASE_URL (the bucket's or the CDN's public address). Keys are relative to the media
 * folder, e.g. 'other/thumb/<name>.webp'.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { s3ClientOf } from '../publish/publish-target.ts';
import { mediaDirOf } from './media-dir.ts';

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The address a browser loads the file from. */
  urlOf(key: string): string;
}

/** Media uploads are stored in a bucket when one is set for them. */
export function mediaBucketOf(env: Env): string | undefined {
  return env.MEDIA_S3_BUCKET ?? env.PUBLISH_S3_BUCKET;
}

export function createMediaStorage(env: Env, options: { s3Client?: S3Client } = {}): MediaStorage {
  const bucket = mediaBucketOf(env);
  if (!bucket) return localStorage(mediaDirOf(env));
  const client = options.s3Client ?? s3ClientOf(env);
  const base = (env.MEDIA_BASE_URL ?? '').replace(/\/+$/, '');
  const keyOf = (key: string) => env.MEDIA_S3_PREFIX + key;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          // Upload names are random and never reused.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    urlOf: (key) => `${base}/${key}`,
  };
}

function localStorage(mediaDir: string): MediaStorage {
  return {
    kind: 'local',
    async put(key, body) {
      const file = join(mediaDir, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    exists: async (key) => existsSync(join(mediaDir, key)),
    urlOf: (key) => `/media/${key}`,
  };
}
