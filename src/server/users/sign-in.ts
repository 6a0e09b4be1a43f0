/**
 * Signing in with a number and a password. An unknown number, a wrong password, another role and a
 * closed account all cost the same work and get the same answer (401 loginFailed).
 * The customers' login (no roleType) also opens an editor's and an admin's account: both sign in on the
 * site's ordinary form (issues 18 and 23: the studio's tabs are theirs) and read their role in RoleType.
 * An explicit roleType still opens that role only (an importer with 10, an admin with -1 as SPEC.md §7 has it).
 */
import { burnPasswordCheck, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { ROLE } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import { findUserByPhone, type UserRow } from './user-queries.ts';

/** The roles a login asking for `role` may open. */
function rolesOpenedBy(role: number): number[] {
  return role === ROLE.customer ? [ROLE.customer, ROLE.editor, ROLE.admin] : [role];
}

/** The user these credentials open, or a 401 refusal. */
export async function signIn(
  db: Db,
  credentials: { mobileNo: string; countryCode: string; password: string; role: number },
): Promise<UserRow> {
  const user = await findUserByPhone(db, credentials.mobileNo, credentials.countryCode);
  if (!user || user === 'ambiguous') {
    await burnPasswordCheck(credentials.password);
    refuse(401, 'loginFailed');
  }
  const passwordOk = await verifyPassword(user.passwordHash, credentials.password);
  if (!passwordOk || !user.isActive || !rolesOpenedBy(credentials.role).includes(user.role)) refuse(401, 'loginFailed');
  return user;
}
