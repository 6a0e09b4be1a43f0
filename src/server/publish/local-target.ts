/**
 * The default publish target: the local dist/ this instance serves, installed atomically (new assets
 * first, then each page renamed over the old one; src/server/rebuild/install-pages.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtAssetsOf, installAssets, installPages } from '../rebuild/install-pages.ts';
import type { PublishTarget } from './publish-target.ts';

export function createLocalTarget(distDir: string): PublishTarget {
  const dist = resolve(distDir);
  return {
    kind: 'local',
    async publish(builtDir, routes) {
      const assets = (await builtAssetsOf(builtDir)).filter((path) => !existsSync(join(dist, path)));
      await installAssets(builtDir, dist);
      const pages = await installPages(builtDir, dist, routes);
      return { assets, pages };
    },
  };
}
