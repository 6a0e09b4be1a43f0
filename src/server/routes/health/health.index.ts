/** GET /api/health: the server answers and its database too (503 when it does not). */
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ok, responsesOf, said } from '../../app/envelope.ts';
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';

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

export function registerHealthRoutes(app: App): void {
  addRoute(app, health, async (c) => {
    const { db, database } = c.get('deps');
    await db.execute(sql`select 1`);
    return ok(c, { database: database.kind }, said(c, 'healthy'));
  });
}
