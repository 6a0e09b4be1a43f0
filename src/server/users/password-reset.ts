/**
 * Forgotten passwords: a reset starts with a reset token for a registered number, and ends with a new
 * password given with that token and a 'reset' phone proof for the same number. Both are spent with
 * the change, or neither: a refused proof leaves the reset token usable.
 */
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { spendPhoneProof } from '../phone-auth/proof.ts';
import { refuse } from '../refusal.ts';
import { issueResetToken, spendResetToken, userOfResetToken } from './reset-tokens.ts';
import { findUserById, findUserByPhone, replacePassword } from './user-queries.ts';

/** A reset token for an active account; refuses 400 when the number needs its dial code, 404 when unknown. */
export async function startPasswordReset(db: Db, mobileNo: string, countryCode?: string): Promise<string> {
  const user = await findUserByPhone(db, mobileNo, countryCode);
  if (user === 'ambiguous') refuse(400, 'countryCodeNeeded');
  if (!user || !user.isActive) refuse(404, 'notRegistered');
  return issueResetToken(db, user.id);
}

/** Sets the new password (every session token stops working); refuses 401 for a spent or unknown reset token. */
export async function finishPasswordReset(
  db: Db,
  secret: string,
  reset: { resetToken: string | null; newPassword: string; phoneProof: string },
): Promise<void> {
  const { resetToken } = reset;
  const userId = resetToken ? await userOfResetToken(db, resetToken) : null;
  const user = userId === null ? null : await findUserById(db, userId);
  if (!resetToken || !user || !user.isActive) refuse(401, 'resetExpired');
  const passwordHash = await hashPassword(reset.newPassword);
  const phone = { countryCode: user.countryCode, mobileNo: user.mobileNo, purpose: 'reset' as const };
  await db.transaction(async (tx) => {
    if (!(await spendResetToken(tx, resetToken))) refuse(401, 'resetExpired');
    if (!(await spendPhoneProof(tx, secret, reset.phoneProof, phone))) refuse(400, 'proofRefused');
    await replacePassword(tx, user.id, passwordHash);
  });
}
