/** Handlers of the password calls. */
import type { RouteContext } from '../../app/types.ts';
import { fail, ok } from '../../app/envelope.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { tokenFromHeader } from '../../auth/tokens.ts';
import { spendPhoneProof } from '../../phone-auth/proof.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits } from '../../security/guard.ts';
import { ACCOUNT_MESSAGES } from '../../users/messages.ts';
import { issueResetToken, spendResetToken, userOfResetToken } from '../../users/reset-tokens.ts';
import { sessionTokenFor } from '../../users/session.ts';
import { findUserById, findUserByPhone, replacePassword } from '../../users/user-queries.ts';
import type { changePassword, forgotUpdatePassword, getTokeByMobileForForgetPassword } from './password.routes.ts';

const { resetExpired: RESET_EXPIRED, proofRefused: PROOF_REFUSED, notRegistered, unauthorized } = ACCOUNT_MESSAGES;

/** Thrown inside a transaction to roll it back with an answer for the caller. */
class Refused extends Error {
  readonly status: 400 | 401;
  constructor(status: 400 | 401, message: string) {
    super(message);
    this.status = status;
  }
}

export async function getResetTokenHandler(c: RouteContext<typeof getTokeByMobileForForgetPassword>) {
  const { mobileNo, countryCode } = c.req.valid('json');
  const limited = await enforceLimits(c, [
    ['resetIp', clientIp(c)],
    ['resetNumber', `${countryCode ?? ''}${mobileNo}`],
  ]);
  if (limited) return limited;
  const { db } = c.get('deps');
  const user = await findUserByPhone(db, mobileNo, countryCode);
  if (user === 'ambiguous') return fail(c, 400, 'countryCode: Country Code is required Property');
  if (!user || !user.isActive) return fail(c, 404, notRegistered);
  return ok(c, { token: await issueResetToken(db, user.id) }, 'Mobile Number is Verified.');
}

export async function forgotUpdatePasswordHandler(c: RouteContext<typeof forgotUpdatePassword>) {
  const { newPassword, phoneProof } = c.req.valid('json');
  const { db, env } = c.get('deps');
  const resetToken = tokenFromHeader(c.req.header('authorization'));
  const userId = resetToken ? await userOfResetToken(db, resetToken) : null;
  const user = userId === null ? null : await findUserById(db, userId);
  if (!resetToken || !user || !user.isActive) return fail(c, 401, RESET_EXPIRED);
  const passwordHash = await hashPassword(newPassword);
  const phone = { countryCode: user.countryCode, mobileNo: user.mobileNo };
  try {
    // Both spent with the password change, or none: a refused proof leaves the reset token usable.
    await db.transaction(async (tx) => {
      if (!(await spendResetToken(tx, resetToken))) throw new Refused(401, RESET_EXPIRED);
      if (!(await spendPhoneProof(tx, env.JWT_SECRET, phoneProof, { ...phone, purpose: 'reset' }))) {
        throw new Refused(400, PROOF_REFUSED);
      }
      await replacePassword(tx, user.id, passwordHash);
    });
  } catch (error) {
    if (error instanceof Refused) return fail(c, error.status, error.message);
    throw error;
  }
  return ok(c, null, 'Your password has been updated. Please login.');
}

export async function changePasswordHandler(c: RouteContext<typeof changePassword>) {
  const { oldPassword, newPassword } = c.req.valid('json');
  const caller = c.get('user');
  if (!caller) return fail(c, 401, unauthorized);
  const limited = await enforceLimits(c, [['changePasswordUser', String(caller.id)]]);
  if (limited) return limited;
  const { db, env } = c.get('deps');
  const user = await findUserById(db, caller.id);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
    return fail(c, 400, 'oldPassword: Old Password is not correct');
  }
  const updated = await replacePassword(db, user.id, await hashPassword(newPassword));
  if (!updated) return fail(c, 401, unauthorized);
  return ok(c, { token: await sessionTokenFor(updated, env) }, 'Password Changed Successfully');
}
