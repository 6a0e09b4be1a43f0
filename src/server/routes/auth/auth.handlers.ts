/** Handlers of login, registration and the number check; the account logic lives in src/server/users/. */
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import { ROLE } from '../../db/schema.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits, withProgressiveDelay } from '../../security/guard.ts';
import { numberLimitKey } from '../../security/number-key.ts';
import { registerCustomer } from '../../users/register.ts';
import { sessionTokenFor } from '../../users/session.ts';
import { signIn } from '../../users/sign-in.ts';
import { findUserByPhone, toUserDetail } from '../../users/user-queries.ts';
import type { checkUser, userLogin, userRegisteration } from './auth.routes.ts';

export async function userLoginHandler(c: RouteContext<typeof userLogin>) {
  const { mobileNo, countryCode, password, roleType } = c.req.valid('json');
  const ip = clientIp(c);
  const numberKey = numberLimitKey(mobileNo);
  // The attacker's address is stopped on this number; the number itself is only slowed (owner not locked out).
  await enforceLimits(c, [
    ['loginIp', ip],
    ['loginNumberIp', `${numberKey}@${ip}`],
  ]);
  const { db, env } = c.get('deps');
  const credentials = { mobileNo, countryCode, password, role: roleType ?? ROLE.customer };
  const user = await withProgressiveDelay(c, 'loginNumber', numberKey, () => signIn(db, credentials));
  const token = await sessionTokenFor(user, env);
  return ok(c, { token, ...toUserDetail(user) }, said(c, 'loginSucceeded'));
}

export async function userRegisterationHandler(c: RouteContext<typeof userRegisteration>) {
  const { db, env } = c.get('deps');
  const id = await registerCustomer(db, env.JWT_SECRET, c.req.valid('json'));
  return ok(c, { Id: id }, said(c, 'registered'));
}

export async function checkUserHandler(c: RouteContext<typeof checkUser>) {
  const { mobileNo, countryCode } = c.req.valid('json');
  await enforceLimits(c, [
    ['checkUserIp', clientIp(c)],
    ['checkUserNumber', numberLimitKey(mobileNo)],
  ]);
  const user = await findUserByPhone(c.get('deps').db, mobileNo, countryCode);
  if (user) return ok(c, { isAllow: false }, said(c, 'numberTaken'));
  return ok(c, { isAllow: true }, said(c, 'numberAvailable'));
}
