/**
 * POST /api/dev/alerts/run (outside production only, kept out of the app's type): runs the alert job
 * once in this process, at `at` when given (the clock of quiet hours and days), and answers what it did.
 * Browser tests use it to send a digest now instead of waiting for the next run.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../app/create-app.ts';
import { ok, responsesOf } from '../../app/envelope.ts';
import type { App, RouteContext } from '../../app/types.ts';
import { jsonBody } from '../docs/json-body.ts';

const runBody = z.object({ at: z.iso.datetime().optional().openapi({ example: '2026-11-26T11:00:00Z' }) });
const runData = z.object({
  matches: z.number().int(),
  priceDrops: z.number().int(),
  digests: z.record(z.string(), z.number().int()),
});

export const runAlerts = createRoute({
  method: 'post',
  path: '/api/dev/alerts/run',
  tags: ['Development'],
  summary: 'Run the alert job now (development and tests only)',
  request: { body: jsonBody(runBody) },
  responses: responsesOf(runData, 'What the run did'),
});

async function runAlertsHandler(c: RouteContext<typeof runAlerts>) {
  const { at } = c.req.valid('json');
  return ok(c, await c.get('deps').alerts.runNow(at ? new Date(at) : undefined));
}

const alertDevRoutes = createRouter().openapi(runAlerts, runAlertsHandler);

/** Never registered when NODE_ENV=production. */
export function registerAlertDevRoutes(app: App): void {
  app.route('/', alertDevRoutes);
}
