/**
 * The one place that builds a Hono app with the shared hooks: request ids, logging,
 * security headers, validation errors (400 naming the field) and server errors (500/503 with a
 * readable message, never a stack trace or SQL). Every refusal, thrown anywhere (src/server/refusal.ts),
 * ends in onError, which answers the error envelope with its X-Message-Key.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { ApiRefusal, refuse } from '../refusal.ts';
import { firstIssue } from '../validation-message.ts';
import { refusalResponse } from './envelope.ts';
import { bodyCap } from '../security/body-cap.ts';
import { securityHeaders } from './security-headers.ts';
import type { App, AppBindings, AppDeps } from './types.ts';

export function createRouter(): App {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = firstIssue(result.error);
      return issue ? refuse(400, 'invalidField', issue) : refuse(400, 'invalidRequest');
    },
  });
}

export function createApp(deps: AppDeps): App {
  const app = createRouter();
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const logger = deps.logger.child({ reqId: c.get('requestId') });
    c.set('logger', logger);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', securityHeaders);
  app.use('/api/*', bodyCap);

  app.onError((error, c) => refusalResponse(c, refusalOf(error, c.get('logger') ?? deps.logger)));
  return app;
}

/** The refusal an error answers: its own, Hono's (400 and the like), 503 for a database away, else 500. */
function refusalOf(error: Error, log: AppDeps['logger']): ApiRefusal {
  if (error instanceof ApiRefusal) return error;
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 400) return new ApiRefusal(400, 'invalidBody');
    return error.message
      ? new ApiRefusal(status, 'requestRefused', { reason: error.message })
      : new ApiRefusal(status, 'requestFailed');
  }
  if (isDatabaseDown(error)) {
    log.warn({ err: error }, 'database unavailable');
    return new ApiRefusal(503, 'databaseDown', {}, { 'Retry-After': '5' });
  }
  log.error({ err: error }, 'unhandled error');
  return new ApiRefusal(500, 'serverError');
}

// Seen from postgres.js while PostgreSQL restarts (tests/reliability/fault-postgres-restart.ts), as the `cause`
// of Drizzle's DrizzleQueryError: 57P01, 57P03 ("shutting down"), CONNECTION_CLOSED, ECONNRESET, EPIPE and
// ECONNREFUSED. The others are the same outage seen another way (network, crashed backend, pool full, DNS).
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when the error means the database cannot be reached right now (503, not 500). */
export function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DOWN_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
