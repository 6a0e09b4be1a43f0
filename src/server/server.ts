/**
 * The one-process server: static site from dist/, API under /api, media under /media (files, and a car's
 * main picture by id at /media/car/{id}/{medium|full}).
 */
import { mkdirSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { createAlerts } from './alerts/alert-queue.ts';
import { createConsoleAlertSender } from './alerts/alert-sender.ts';
import type { DigestOptions } from './alerts/alert-digest.ts';
import { createApp } from './app/create-app.ts';
import { trackInFlight, type InFlight } from './app/in-flight.ts';
import { jsonCompress } from './app/json-compress.ts';
import type { App, AppDeps } from './app/types.ts';
import { resolveUser } from './auth/middleware.ts';
import { databaseOptions, openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import type { Env } from './env.ts';
import { createLogger } from './logger.ts';
import { registerCarPictureRoute } from './media/car-picture.ts';
import { mediaDirOf, mediaFilePath } from './media/media-dir.ts';
import { createMediaStorage } from './media/media-storage.ts';
import { startViewFolding } from './cars/car-views.ts';
import { createListCache, createRankingCache } from './cars/list-cache.ts';
import { createPhoneAuth } from './phone-auth/phone-auth.ts';
import { createPublishBuilt } from './publish/publish-built.ts';
import { createPublishQueue } from './publish/publish-queue.ts';
import { createPublishTarget } from './publish/publish-target.ts';
import { startSiteSync } from './publish/site-sync.ts';
import type { RebuildRoutes } from './publish/publish-worker.ts';
import { createSiteRebuild, skipRebuild } from './rebuild/site-rebuild.ts';
import { refuse } from './refusal.ts';
import { registerApiRoutes } from './routes/index.ts';
import { registerAlertDevRoutes } from './routes/alerts/alerts-dev.ts';
import { registerDevRoutes } from './routes/otp/otp.index.ts';
import { guardConnections, keepAliveMsOf, serverOptionsOf } from './security/connection-guard.ts';
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
  /**
   * The publish job's rebuild (tests give a fake one). Default: rebuild the pages from this server's
   * API when CONTENT_REBUILD is on and the site is served, else none (publishes go live at once).
   */
  rebuild?: RebuildRoutes;
  /** First wait between two tries of a failed publish job (ms; tests shorten it). */
  publishBackoffMs?: number;
  /** BullMQ: how soon a publish job whose worker died is taken over (job lock and stalled check, ms; tests shorten it). */
  publishLockMs?: number;
  /** The S3 client of the publish target and the media storage (default: from the PUBLISH_S3_* settings). */
  s3Client?: S3Client;
  /** This server's origin, for the rebuild's reads (known once it listens). */
  apiOrigin?: () => string;
  /**
   * Listen with SO_REUSEPORT (Linux): several processes listening on one port, the kernel spreading the
   * connections (the API bench's `--processes N`). Production boot does not set it.
   */
  reusePort?: boolean;
  /** More API routes, mounted before the API's 404 (benchmarks' constant-answer ceiling). */
  extraApiRoutes?: (app: App) => void;
  /** Alerts (issue 23): the clock of quiet hours and days, the claim lease, a hook between claim and send (tests). */
  alertClock?: () => Date;
  alertLeaseMs?: number;
  alertBeforeSend?: DigestOptions['beforeSend'];
}

export { mediaDirOf };

/** Every dependency of the handlers, built once: the one place a service is made (tests and benchmarks go through it too). */
export async function buildDeps(options: StartOptions & { database: Database; logger: Logger }): Promise<AppDeps> {
  const { env, logger, database } = options;
  // Editors' publishes rebuild the pages that show them (src/server/rebuild/), reading from this server,
  // and hand them to the publish target (dist/ or S3, src/server/publish/).
  const site = createSiteRebuild({
    apiOrigin: options.apiOrigin ?? (() => `http://${env.HOST}:${env.PORT}`),
    db: database.db,
    distDir: env.DIST_DIR,
  });
  const rebuildOn = env.CONTENT_REBUILD && options.serveSite !== false;
  // An instance serving dist/ installs the publishes other instances make.
  const sync =
    options.serveSite !== false
      ? await startSiteSync({ db: database.db, distDir: env.DIST_DIR, intervalMs: env.SITE_SYNC_MS, logger })
      : null;
  const publishBuilt = createPublishBuilt({
    env,
    db: database.db,
    logger,
    target: createPublishTarget(env, { s3Client: options.s3Client }),
    onLocalInstall: sync ? (generation) => sync.installed(generation) : undefined,
  });
  const queue = await createPublishQueue({
    env,
    db: database.db,
    logger,
    rebuild: options.rebuild ?? (rebuildOn ? site.rebuild : skipRebuild),
    publishBuilt,
    backoffMs: options.publishBackoffMs,
    lockDurationMs: options.publishLockMs,
    stalledIntervalMs: options.publishLockMs,
  });
  const phoneAuth = createPhoneAuth({ env, db: database.db, logger });
  const alerts = await createAlerts({
    env,
    db: database.db,
    logger,
    secret: env.JWT_SECRET,
    siteUrl: env.SITE_URL,
    send: createConsoleAlertSender({ outbox: phoneAuth.outbox, logger }),
    clock: options.alertClock ?? (() => new Date()),
    ...(options.alertLeaseMs ? { leaseMs: options.alertLeaseMs } : {}),
    ...(options.alertBeforeSend ? { beforeSend: options.alertBeforeSend } : {}),
    backoffMs: options.publishBackoffMs,
  });
  return {
    env,
    database,
    db: database.db,
    logger,
    alerts,
    publishQueue: {
      kind: queue.kind,
      enqueue: (publishId) => queue.enqueue(publishId),
      close: async (force) => {
        site.stop();
        await queue.close(force);
      },
    },
    siteSync: sync,
    mediaStorage: createMediaStorage(env, { s3Client: options.s3Client }),
    rateLimiter: await createRateLimiter(env, logger),
    phoneAuth,
    listCache: createListCache(env),
    searchRankingCache: createRankingCache(env),
    viewFolding: startViewFolding({ db: database.db, intervalMs: env.VIEW_FOLD_MS, logger }),
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
  // JSON answers: compressed in one zlib call inside compress(), which then leaves them alone (issue 25)
  app.use('/api/*', jsonCompress);
  app.use('/api/*', resolveUser);
  registerApiRoutes(app);
  if (env.NODE_ENV !== 'production') {
    registerDevRoutes(app);
    registerAlertDevRoutes(app);
  }
  options.extraApiRoutes?.(app);
  app.all('/api/*', () => refuse(404, 'notFound'));
  const mediaDir = mediaDirOf(env);
  mkdirSync(mediaDir, { recursive: true });
  // A car's main picture by id (a short cache of its own: the main picture can change); before the files.
  registerCarPictureRoute(app, mediaDir);
  // Photos stored in a bucket: their /media/ addresses (the site's own) lead there.
  if (deps.mediaStorage.kind === 's3') {
    app.get('/media/other/*', (c) => c.redirect(deps.mediaStorage.urlOf(c.req.path.slice('/media/'.length)), 302));
  }
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
  let url = '';
  const { app, deps, inFlight } = await buildServerApp({
    ...options,
    logger,
    database,
    apiOrigin: options.apiOrigin ?? (() => url),
  });
  const server = await listen(app, env, options.reusePort ?? false);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  url = `http://${host}:${port}`;
  // Publishes left queued by a stopped instance (or a request Redis missed) are built now.
  await deps.publishQueue.enqueue(0);
  // News recorded while no instance ran (and digests held overnight) go out now.
  await deps.alerts.enqueue();
  return {
    url,
    port,
    app,
    deps,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await inFlight.drained(SHUTDOWN_DRAIN_MS);
      deps.siteSync?.stop();
      await deps.publishQueue.close();
      await deps.alerts.close();
      await deps.rateLimiter.close();
      await deps.viewFolding.stop();
      if (!options.database) await database.close();
    },
  };
}

function listen(
  app: App,
  env: Env,
  reusePort: boolean,
): Promise<ServerType & { address(): AddressInfo | string | null }> {
  const limits = {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: keepAliveMsOf(env),
    maxConnectionsPerIp: env.TRUST_PROXY ? 0 : env.MAX_CONNECTIONS_PER_IP,
  };
  return new Promise((resolveListen, reject) => {
    // serve() of @hono/node-server, with the listen options it has no way to pass
    const server = createAdaptorServer({
      fetch: app.fetch,
      hostname: env.HOST,
      port: env.PORT,
      serverOptions: serverOptionsOf(limits),
    }) as HttpServer;
    guardConnections(server, limits);
    server.on('error', reject);
    server.listen({ port: env.PORT, host: env.HOST, ...(reusePort ? { reusePort: true } : {}) }, () =>
      resolveListen(server as never),
    );
  });
}
