/**
 * Where a publish puts the pages the rebuild made in its scratch folder: the local dist/ (default) or
 * an S3-compatible bucket (PUBLISH_S3_BUCKET). Either way the new assets go first and the HTML last,
 * so no published page points at an asset that is not there yet.
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { createLocalTarget } from './local-target.ts';
import { createS3Target } from './s3-target.ts';

export interface PublishedFiles {
  /** Built-relative paths of the assets written (those the target did not have yet, for dist/). */
  assets: string[];
  /** Built-relative paths of the pages written, e.g. 'fr/terms_condition/index.html'. */
  pages: string[];
}

export interface PublishTarget {
  readonly kind: 'local' | 's3';
  /** Publishes the assets, then the pages of `routes`, found in `builtDir` (a built site's root). */
  publish(builtDir: string, routes: readonly string[]): Promise<PublishedFiles>;
}

export interface PublishTargetOptions {
  /** The S3 client to use (tests wrap its send to see the order of the writes). */
  s3Client?: S3Client;
}

export function createPublishTarget(env: Env, options: PublishTargetOptions = {}): PublishTarget {
  if (!env.PUBLISH_S3_BUCKET) return createLocalTarget(env.DIST_DIR);
  return createS3Target({
    bucket: env.PUBLISH_S3_BUCKET,
    prefix: env.PUBLISH_S3_PREFIX,
    client: options.s3Client ?? s3ClientOf(env),
  });
}

/** An S3 client from the PUBLISH_S3_* settings (credentials from the AWS SDK's usual sources). */
export function s3ClientOf(env: Env): S3Client {
  return new S3Client({
    region: env.PUBLISH_S3_REGION,
    ...(env.PUBLISH_S3_ENDPOINT ? { endpoint: env.PUBLISH_S3_ENDPOINT, forcePathStyle: true } : {}),
  });
}
