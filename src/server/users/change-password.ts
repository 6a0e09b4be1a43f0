/**
 * A signed-in user changing their password: the old one must match; the new one ends every earlier
 * session, so the caller gets a fresh token.
 */
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { refuse } from '../refusal.ts';
import { sessionTokenFor } from './session.ts';
import { findUserById, replacePassword } from './user-queries.ts';

/**
 * The new session token; refuses 400 for a wrong old password or a new one equal to it (nothing would
 * change, yet every other session would end), 401 when the account went away.
 */
export async function changePassword(
  db: Db,
  env: Env,
  userId: number,
  passwords: { oldPassword: string; newPassword: string },
): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, passwords.oldPassword))) refuse(400, 'oldPasswordWrong');
  if (passwords.newPassword === passwords.oldPassword) refuse(400, 'passwordUnchanged');
  const updated = await replacePassword(db, user.id, await hashPassword(passwords.newPassword));
  if (!updated) refuse(401, 'unauthorized');
  return sessionTokenFor(updated, env);
}
