/**
 * The publish target on S3-compatible object storage: every asset of the build first (hashed names,
 * cached for good), then the HTML pages, each as '<route path>/index.html' (never cached without a
 * check), so a page is only ever written once everything it loads is in the bucket.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { builtAssetsOf, builtPagesOf } from '../rebuild/install-pages.ts';
import { contentTypeOf } from './content-type.ts';
import type { PublishTarget } from './publish-target.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'no-cache';

export interface S3TargetOptions {
  bucket: string;
  /** Key prefix, e.g. 'site/' ('' for the bucket's root). */
  prefix: string;
  client: S3Client;
}

/** The object key of a built-relative path, always with '/' separators. */
export function keyOf(prefix: string, path: string): string {
  return prefix + path.split(/[\\/]/).join('/');
}

export function createS3Target(options: S3TargetOptions): PublishTarget {
  const { bucket, prefix, client } = options;
  async function put(builtDir: string, path: string, cacheControl: string): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: keyOf(prefix, path),
        Body: await readFile(join(builtDir, path)),
        ContentType: contentTypeOf(path),
        CacheControl: cacheControl,
      }),
    );
  }
  return {
    kind: 's3',
    async publish(builtDir, routes) {
      const assets = await builtAssetsOf(builtDir);
      const pages = await builtPagesOf(builtDir, routes);
      for (const path of assets) await put(builtDir, path, IMMUTABLE);
      for (const path of pages) await put(builtDir, path, HTML_CACHE);
      return { assets, pages };
    },
  };
}
