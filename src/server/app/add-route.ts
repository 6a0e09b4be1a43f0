/**
 * Registers an OpenAPI route whose handler answers with the shared envelope helpers (`ok`/`fail`).
 * The request side stays fully typed by the route's zod schemas (`c.req.valid('json')`);
 * the response side is described by the route for the OpenAPI document.
 */
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { App, AppBindings } from './types.ts';

export type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppBindings>>[0];

export function addRoute<R extends RouteConfig>(
  app: App,
  config: R,
  handler: (c: RouteContext<R>) => Response | Promise<Response>,
): void {
  app.openapi(config, handler as unknown as RouteHandler<R, AppBindings>);
}
