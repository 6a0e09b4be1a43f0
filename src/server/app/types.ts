/** The typed Hono environment shared by every route: dependencies and per-request values. */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';

/** Content whose pages are prebuilt and must be rebuilt when an editor changes it. */
export type ContentKind = 'terms' | 'privacy' | 'contact';

export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  /** Called after an editor changes content; rebuilds the pages that show it. */
  onContentChange: (kind: ContentKind) => void;
  /** Extra services (rate limiter, phone auth, …) attached by their modules. */
  services: Record<string, unknown>;
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
