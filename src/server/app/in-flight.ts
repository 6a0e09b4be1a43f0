/**
 * The requests being handled, so a stopping server lets them finish before it closes the database.
 * The HTTP server's own close waits for connections, not handlers: a client that gives up (a load
 * generator ending its run, a phone losing signal) closes its connection while its handler still
 * works, and a query that handler starts after the database closed would fail.
 */
import type { MiddlewareHandler } from 'hono';

export interface InFlight {
  middleware: MiddlewareHandler;
  /** Resolves when no request is being handled, or after `timeoutMs` (a stuck one does not hold shutdown). */
  drained(timeoutMs: number): Promise<void>;
}

export function trackInFlight(): InFlight {
  let active = 0;
  const waiting = new Set<() => void>();
  return {
    middleware: async (_c, next) => {
      active++;
      try {
        await next();
      } finally {
        active--;
        if (active === 0) for (const done of waiting) done();
      }
    },
    drained: (timeoutMs) =>
      active === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              waiting.delete(done);
              resolve();
            };
            const timer = setTimeout(done, timeoutMs);
            waiting.add(done);
          }),
  };
}
