/**
 * The type of every API route, for the site's one client (src/lib/api/client.ts: `callApi`).
 * The ONLY server module the site may import, and only with `import type`: no server code reaches
 * the browser, yet each call's path, request and answer come from the routes' own zod schemas.
 */
import type { ApiRoutes } from '../routes/index.ts';

export type AppType = ApiRoutes;
