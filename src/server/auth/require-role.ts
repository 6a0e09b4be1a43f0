/**
 * Role checks for protected calls: 401 without a valid token, 403 for a role that may not call.
 */
import type { MiddlewareHandler } from 'hono';
import { fail } from '../app/envelope.ts';
import type { AppBindings } from '../app/types.ts';
import { ROLE } from '../db/schema.ts';

/** Lets only callers whose role is one of `roles` through. */
export function requireRole(...roles: number[]): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return fail(c, 401, 'Unauthorized: please log in again');
    if (!roles.includes(user.role)) return fail(c, 403, 'Forbidden: your account may not do this');
    await next();
  };
}

/** Admins (role -1) only. */
export const requireAdmin = requireRole(ROLE.admin);
