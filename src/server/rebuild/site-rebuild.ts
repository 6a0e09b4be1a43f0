/**
 * The publish job's rebuild in a running server: buildPages against this server's own API (its origin
 * is known once it listens) into a scratch folder that the job publishes (src/server/publish/), with a
 * handle to stop the Astro child when the server shuts down.
 */
import type { ChildProcess } from 'node:child_process';
import type { Db } from '../db/client.ts';
import { buildPages, type RebuildResult } from './rebuild-pages.ts';
import { splicePages } from './splice-pages.ts';

export interface SiteRebuild {
  rebuild(routes: string[]): Promise<RebuildResult>;
  /** Stops a running build (its job fails and the previous pages stay). */
  stop(): void;
}

/**
 * Terms and privacy are spliced into the built pages of `distDir` (splice-pages.ts); anything else, or a
 * page that cannot be spliced, is built by Astro.
 */
export function createSiteRebuild(options: { apiOrigin: () => string; db: Db; distDir: string }): SiteRebuild {
  let child: ChildProcess | null = null;
  return {
    async rebuild(routes) {
      const spliced = await splicePages({ db: options.db, distDir: options.distDir, routes });
      if (spliced) return spliced;
      try {
        return await buildPages({
          routes,
          apiOrigin: options.apiOrigin(),
          onChild: (started) => {
            child = started;
          },
        });
      } finally {
        child = null;
      }
    },
    stop() {
      child?.kill('SIGTERM');
    },
  };
}

/** The rebuild when CONTENT_REBUILD is off or no site is served: nothing to build, publishes go live. */
export async function skipRebuild(routes: string[]): Promise<RebuildResult> {
  return { routes, pages: [], assets: 0, ms: 0 };
}
