/**
 * What the publish job does with a finished build: hand it to the publish target (dist/ or S3: assets
 * first, HTML last), record its files for the other instances (site_files), then purge the changed
 * paths at the CDN. Any failure throws, so the job is retried with a fresh build.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { builtAssetsOf } from '../rebuild/install-pages.ts';
import { purgeCdn } from './cdn-purge.ts';
import type { PublishedFiles, PublishTarget } from './publish-target.ts';
import { recordSiteFiles } from './site-files.ts';

export type PublishBuilt = (builtDir: string, routes: readonly string[]) => Promise<PublishedFiles>;

export function createPublishBuilt(options: {
  env: Env;
  db: Db;
  logger: Logger;
  target: PublishTarget;
  /** Called with the new generation when the target was this instance's own dist/. */
  onLocalInstall?: (generation: number) => Promise<void>;
}): PublishBuilt {
  const { env, db, target } = options;
  return async (builtDir, routes) => {
    const files = await target.publish(builtDir, routes);
    // Every asset the pages load, not only those new to this target: another instance's dist/ may lack some.
    const generation = await recordSiteFiles(db, builtDir, {
      assets: await builtAssetsOf(builtDir),
      pages: files.pages,
    });
    if (target.kind === 'local') await options.onLocalInstall?.(generation);
    await purgeCdn(env, files.pages);
    options.logger.info(
      { target: target.kind, generation, pages: files.pages, assets: files.assets.length },
      'published',
    );
    return files;
  };
}
