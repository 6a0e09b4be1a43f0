/**
 * Resolves the caller from the Authorization header once per request.
 * A token is valid only while its user exists, is active and has the same token version.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app/types.ts';
import { users } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import { tokenFromHeader, verifySessionToken } from './tokens.ts';

export const resolveUser: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.set('user', null);
  const token = tokenFromHeader(c.req.header('authorization'));
  if (token) {
    const { env, db } = c.get('deps');
    const claims = await verifySessionToken(token, env.JWT_SECRET);
    if (claims) {
      const [row] = await db
        .select({ id: users.id, role: users.role, isActive: users.isActive, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      if (row && row.isActive && row.tokenVersion === claims.version) c.set('user', { id: row.id, role: row.role });
    }
  }
  await next();
};

/** Refuses (401) unless a valid token came with the request. */
export const requireUser: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!c.get('user')) refuse(401, 'unauthorized');
  await next();
};
