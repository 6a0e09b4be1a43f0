/** Handlers of the password calls; the account logic lives in src/server/users/. */
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import { tokenFromHeader } from '../../auth/tokens.ts';
import { refuse } from '../../refusal.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits } from '../../security/guard.ts';
import { numberLimitKey } from '../../security/number-key.ts';
import { changePassword as changeUserPassword } from '../../users/change-password.ts';
import { finishPasswordReset, startPasswordReset } from '../../users/password-reset.ts';
import type { changePassword, forgotUpdatePassword, getTokeByMobileForForgetPassword } from './password.routes.ts';

export async function getResetTokenHandler(c: RouteContext<typeof getTokeByMobileForForgetPassword>) {
  const { mobileNo, countryCode } = c.req.valid('json');
  await enforceLimits(c, [
    ['resetIp', clientIp(c)],
    ['resetNumber', numberLimitKey(mobileNo)],
  ]);
  const token = await startPasswordReset(c.get('deps').db, mobileNo, countryCode);
  return ok(c, { token }, said(c, 'numberVerified'));
}

export async function forgotUpdatePasswordHandler(c: RouteContext<typeof forgotUpdatePassword>) {
  const { newPassword, phoneProof } = c.req.valid('json');
  const { db, env } = c.get('deps');
  const resetToken = tokenFromHeader(c.req.header('authorization'));
  await finishPasswordReset(db, env.JWT_SECRET, { resetToken, newPassword, phoneProof });
  return ok(c, null, said(c, 'passwordUpdated'));
}

export async function changePasswordHandler(c: RouteContext<typeof changePassword>) {
  const caller = c.get('user');
  if (!caller) refuse(401, 'unauthorized');
  await enforceLimits(c, [['changePasswordUser', String(caller.id)]]);
  const { db, env } = c.get('deps');
  const token = await changeUserPassword(db, env, caller.id, c.req.valid('json'));
  return ok(c, { token }, said(c, 'passwordChanged'));
}
