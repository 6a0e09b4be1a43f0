/**
 * Role checks for protected calls: 401 without a valid token, 403 for a role that may not call.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app/types.ts';
import { ROLE } from '../db/schema.ts';
import { refuse } from '../refusal.ts';

/** Lets only callers whose role is one of `roles` through. */
export function requireRole(...roles: number[]): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) refuse(401, 'unauthorized');
    if (!roles.includes(user.role)) refuse(403, 'forbidden');
    await next();
  };
}

/** Admins (role -1) only. */
export const requireAdmin = requireRole(ROLE.admin);

/** Whoever may edit the site's content: admins and editors (role 30, issue 18). */
export const requireContentEditor = requireRole(ROLE.admin, ROLE.editor);
