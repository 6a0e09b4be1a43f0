/** Handler of getMasters. */
import type { RouteContext } from '../../app/types.ts';
import { fail, ok } from '../../app/envelope.ts';
import { findMasters, masterKindOf } from './masters.query.ts';
import type { getMasters } from './masters.routes.ts';

export async function getMastersHandler(c: RouteContext<typeof getMasters>) {
  const { a, b } = c.req.valid('param');
  const kind = masterKindOf(a, b);
  if (!kind) return fail(c, 404, `Unknown list ${a}/${b}`);
  const userDetail = await findMasters(c.get('deps').db, kind, a);
  if (!userDetail) return fail(c, 404, 'Brand not found');
  return ok(c, { userDetail });
}
