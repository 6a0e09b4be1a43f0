/** The typed Hono environment shared by every route: dependencies and per-request values. */
import type { OpenAPIHono } from '@hono/zod-openapi';
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
