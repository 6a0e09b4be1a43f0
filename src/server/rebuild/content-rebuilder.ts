/**
 * The server's content rebuilder: deps.onContentChange(kind) lands here. Rebuilds run one at a time;
 * changes that arrive during a rebuild are merged into the next one (ten quick edits → at most two builds).
 */
import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import type { ContentKind } from '../app/types.ts';
import { routesOf } from './content-routes.ts';
import { rebuildPages, type RebuildResult } from './rebuild-pages.ts';

export interface ContentRebuilder {
  /** Asks for the pages of `kind` to be rebuilt (returns at once). */
  request(kind: ContentKind): void;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  /** Stops a running rebuild and refuses new ones (server shutdown). */
  close(): Promise<void>;
}

export interface RebuilderOptions {
  distDir: string;
  apiOrigin: string;
  logger: Logger;
  /** Replaceable for tests. */
  rebuild?: (routes: string[]) => Promise<RebuildResult>;
}

export function createContentRebuilder(options: RebuilderOptions): ContentRebuilder {
  const pending = new Set<ContentKind>();
  let running: Promise<void> | null = null;
  let child: ChildProcess | null = null;
  let closed = false;
  const rebuild =
    options.rebuild ??
    ((routes: string[]) =>
      rebuildPages({
        routes,
        distDir: options.distDir,
        apiOrigin: options.apiOrigin,
        onChild: (c) => {
          child = c;
        },
      }));

  async function drain(): Promise<void> {
    while (pending.size > 0 && !closed) {
      const kinds = [...pending];
      pending.clear();
      const routes = routesOf(kinds);
      try {
        const result = await rebuild(routes);
        options.logger.info(
          { kinds, pages: result.pages, assets: result.assets, ms: result.ms },
          'content pages rebuilt',
        );
      } catch (error) {
        if (!closed) options.logger.error({ err: error, kinds }, 'content rebuild failed; the previous pages stay');
      } finally {
        child = null;
      }
    }
    running = null;
  }

  return {
    request(kind) {
      if (closed) return;
      pending.add(kind);
      running ??= drain();
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      pending.clear();
      child?.kill('SIGTERM');
      await running;
    },
  };
}
