/**
 * The one-process server: static site from dist/, API under /api, media under /media (files, and a car's
 * main picture by id at /media/car/{id}/{medium|full}).
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { createApp } from './app/create-app.ts';
import { trackInFlight, type InFlight } from './app/in-flight.ts';
import type { App, AppDeps, ContentKind } from './app/types.ts';
import { resolveUser } from './auth/middleware.ts';
import { databaseOptions, openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import type { Env } from './env.ts';
import { createLogger } from './logger.ts';
import { registerCarPictureRoute } from './media/car-picture.ts';
import { mediaDirOf, mediaFilePath } from './media/media-dir.ts';
import { createListCache, createRankingCache } from './cars/list-cache.ts';
import { createPhoneAuth } from './phone-auth/phone-auth.ts';
import { createContentRebuilder, type ContentRebuilder } from './rebuild/content-rebuilder.ts';
import { refuse } from './refusal.ts';
import { registerApiRoutes } from './routes/index.ts';
import { registerDevRoutes } from './routes/otp/otp.index.ts';
import { createRateLimiter } from './security/rate-limit.ts';
import { registerSiteRoutes } from './site.ts';

export interface StartedServer {
  url: string;
  port: number;
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  logger?: Logger;
  /** An already open database (tests); otherwise opened from env. */
  database?: Database;
  /** Serve the built site from dist/ (default true); media is always served. */
  serveSite?: boolean;
  onContentChange?: (kind: ContentKind) => void;
  /** More API routes, mounted before the API's 404 (benchmarks' constant-answer ceiling). */
  extraApiRoutes?: (app: App) => void;
}

export { mediaDirOf };

/** Every dependency of the handlers, built once: the one place a service is made (tests and benchmarks go through it too). */
export async function buildDeps(options: StartOptions & { database: Database; logger: Logger }): Promise<AppDeps> {
  const { env, logger, database } = options;
  return {
    env,
    database,
    db: database.db,
    logger,
    onContentChange: options.onContentChange ?? (() => {}),
    rateLimiter: await createRateLimiter(env, logger),
    phoneAuth: createPhoneAuth({ env, db: database.db, logger }),
    listCache: createListCache(env),
    searchRankingCache: createRankingCache(env),
  };
}

/** Builds the app with every route, without listening. */
export async function buildServerApp(
  options: StartOptions & { database: Database },
): Promise<{ app: App; deps: AppDeps; inFlight: InFlight }> {
  const logger = options.logger ?? createLogger(options.env);
  const deps = await buildDeps({ ...options, logger });
  const { env } = deps;
  const app = createApp(deps);
  const inFlight = trackInFlight();
  app.use('*', inFlight.middleware);
  app.use('/api/*', compress());
  app.use('/api/*', resolveUser);
  registerApiRoutes(app);
  if (env.NODE_ENV !== 'production') registerDevRoutes(app);
  options.extraApiRoutes?.(app);
  app.all('/api/*', () => refuse(404, 'notFound'));
  const mediaDir = mediaDirOf(env);
  mkdirSync(mediaDir, { recursive: true });
  // A car's main picture by id (a short cache of its own: the main picture can change); before the files.
  registerCarPictureRoute(app, mediaDir);
  // Media file names are never reused (uploads get random names), so they can be cached for good.
  app.use('/media/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/media/*', serveStatic({ root: mediaDir, rewriteRequestPath: (p) => mediaFilePath(mediaDir, p) }));
  app.all('/media/*', (c) => c.text('Not found', 404));
  if (options.serveSite !== false) registerSiteRoutes(app, env);
  return { app, deps, inFlight };
}

/** How long a stopping server waits for the requests it is handling before closing the database. */
const SHUTDOWN_DRAIN_MS = 10_000;

/** Opens and migrates the database, then listens on HOST:PORT. */
export async function startServer(options: StartOptions): Promise<StartedServer> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env);
  const database = options.database ?? (await openDatabase(databaseOptions(env)));
  await migrateDatabase(database);
  const { app, deps, inFlight } = await buildServerApp({ ...options, logger, database });
  const server = await listen(app, env.HOST, env.PORT);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host}:${port}`;
  // Editors' changes rebuild the pages that show them (src/server/rebuild/), reading from this server.
  let rebuilder: ContentRebuilder | null = null;
  if (env.CONTENT_REBUILD && !options.onContentChange && options.serveSite !== false) {
    const started = createContentRebuilder({ distDir: env.DIST_DIR, apiOrigin: url, logger });
    deps.onContentChange = (kind) => started.request(kind);
    rebuilder = started;
  }
  return {
    url,
    port,
    app,
    deps,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await inFlight.drained(SHUTDOWN_DRAIN_MS);
      await rebuilder?.close();
      await deps.rateLimiter.close();
      if (!options.database) await database.close();
    },
  };
}

function listen(
  app: App,
  hostname: string,
  port: number,
): Promise<ServerType & { address(): AddressInfo | string | null }> {
  return new Promise((resolveListen, reject) => {
    const server = serve({ fetch: app.fetch, hostname, port }, () => resolveListen(server as never));
    server.on('error', reject);
  });
}
