/** GET /api/health: liveness and a database round trip (load balancers and the start script poll it). */
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../../app/create-app.ts';
import { ok, responsesOf, said } from '../../app/envelope.ts';
import type { RouteContext } from '../../app/types.ts';

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Platform'],
  summary: 'Liveness and database check',
  responses: responsesOf(
    z.object({ database: z.enum(['pglite', 'postgres']) }),
    'The server and its database answer',
    [503],
  ),
});

export const healthRoutes = createRouter().openapi(health, async (c: RouteContext<typeof health>) => {
  const { db, database } = c.get('deps');
  await db.execute(sql`select 1`);
  return ok(c, { database: database.kind }, said(c, 'healthy'));
});
