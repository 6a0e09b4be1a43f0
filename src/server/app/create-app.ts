/**
 * The one place that builds a Hono app with the shared hooks: request ids, logging,
 * security headers, validation errors (400 naming the field), not found (404) and
 * server errors (500/503 with a readable message, never a stack trace or SQL).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ZodError } from 'zod';
import { fail } from './envelope.ts';
import { securityHeaders } from './security-headers.ts';
import type { App, AppBindings, AppDeps } from './types.ts';

/** Formats the first zod issue as "field: reason", e.g. "mobileNo: Required". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.length ? issue.path.join('.') : 'body';
  return `${field}: ${issue.message}`;
}

export function createRouter(): App {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) return fail(c, 400, describeZodError(result.error));
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

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? 'Invalid request body' : error.message || 'Request failed';
      return fail(c, status as 400, message);
    }
    const log = c.get('logger') ?? deps.logger;
    if (isDatabaseDown(error)) {
      log.warn({ err: error }, 'database unavailable');
      c.header('Retry-After', '5');
      return fail(c, 503, 'The service is temporarily unavailable. Please try again in a moment.');
    }
    log.error({ err: error }, 'unhandled error');
    return fail(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
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
