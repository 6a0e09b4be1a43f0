/** The typed Hono environment shared by every route: dependencies and per-request values. */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Alerts } from '../alerts/alert-queue.ts';
import type { AnswerBytes } from './answer-bytes.ts';
import type { ListCache } from '../cars/list-cache.ts';
import type { ViewFolding } from '../cars/car-views.ts';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { PhoneAuth } from '../phone-auth/phone-auth.ts';
import type { PublishQueue } from '../publish/publish-queue.ts';
import type { SiteSync } from '../publish/site-sync.ts';
import type { RateLimiter } from '../security/rate-limit.ts';

/** Content whose pages are prebuilt and must be rebuilt when an editor changes it. */
export type ContentKind = 'terms' | 'privacy' | 'contact';

/** What every handler may use, built once by src/server/server.ts (buildDeps) and read as `c.get('deps')`. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  /** Rebuilds the pages of published content, one build at a time (src/server/publish/). */
  publishQueue: PublishQueue;
  /** Installs into the served dist/ the publishes other instances make (null when no site is served). */
  siteSync: SiteSync | null;
  /** Uploaded photos: the local media folder or a bucket. */
  mediaStorage: MediaStorage;
  /** The named rate limits' counters (Redis when REDIS_URL is set, memory otherwise). */
  rateLimiter: RateLimiter;
  /** Phone verification with the provider of PHONE_AUTH_PROVIDER. */
  phoneAuth: PhoneAuth;
  /** Anonymous car lists and searches kept a moment (LIST_CACHE_MS). */
  listCache: ListCache;
  /** Searches' rankings kept a moment for every caller (SEARCH_CACHE_MS). */
  searchRankingCache: ListCache;
  /** Adds detail views to the cars' view counts in batches (VIEW_FOLD_MS). */
  viewFolding: ViewFolding;
  /** Saved-search and price-drop alerts: their job's queue (issue 23, src/server/alerts/). */
  alerts: Alerts;
}

/** The signed-in caller, when a valid token came with the request. */
export interface AuthUser {
  id: number;
  role: number;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    user: AuthUser | null;
    /** The kept bytes of the answer a handler sent from the list cache (app/kept-answer.ts), for json-compress.ts. */
    keptAnswer: AnswerBytes | undefined;
  };
}

export type App = OpenAPIHono<AppBindings>;

declare const routeOf: unique symbol;

/** A type-only mark naming the route a context belongs to (nothing of it exists at run time). */
export interface RouteMark<R extends RouteConfig> {
  readonly [routeOf]?: R;
}

/**
 * The context a route's handler receives: requests typed by the route's zod schemas
 * (`c.req.valid('json')`), and marked with the route so `ok(c, data)` checks `data` against its 200 schema.
 */
export type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppBindings>>[0] & RouteMark<R>;
