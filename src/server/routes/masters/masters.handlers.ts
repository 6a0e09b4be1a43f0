/** Handler of getMasters. */
import type { RouteContext } from '../../app/types.ts';
import { ok } from '../../app/envelope.ts';
import { refuse } from '../../refusal.ts';
import { findMasters, masterKindOf } from '../../masters/masters.query.ts';
import type { getMasters } from './masters.routes.ts';

export async function getMastersHandler(c: RouteContext<typeof getMasters>) {
  const { a, b } = c.req.valid('param');
  const kind = masterKindOf(a, b);
  if (!kind) refuse(404, 'unknownList', { list: `${a}/${b}` });
  const userDetail = await findMasters(c.get('deps').db, kind, a);
  if (!userDetail) refuse(404, 'brandNotFound');
  return ok(c, { userDetail });
}
