/** Handlers of login, registration and the number check. */
import type { RouteContext } from '../../app/types.ts';
import { fail, ok } from '../../app/envelope.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { ROLE, users } from '../../db/schema.ts';
import { spendPhoneProof } from '../../phone-auth/proof.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits } from '../../security/guard.ts';
import { ACCOUNT_MESSAGES } from '../../users/messages.ts';
import { sessionTokenFor } from '../../users/session.ts';
import { findUserByPhone, isUniqueViolation, toUserDetail } from '../../users/user-queries.ts';
import type { checkUser, userLogin, userRegisteration } from './auth.routes.ts';

const { loginFailed: LOGIN_FAILED, numberTaken: NUMBER_TAKEN, proofRefused: PROOF_REFUSED } = ACCOUNT_MESSAGES;

export async function userLoginHandler(c: RouteContext<typeof userLogin>) {
  const { mobileNo, countryCode, password, roleType } = c.req.valid('json');
  const phone = `${countryCode}${mobileNo}`;
  const limited = await enforceLimits(c, [
    ['loginIp', clientIp(c)],
    ['loginNumber', phone],
  ]);
  if (limited) return limited;
  const { db, env } = c.get('deps');
  const user = await findUserByPhone(db, mobileNo, countryCode);
  // Same work and same answer for an unknown number, a wrong password, another role or a closed account.
  if (!user || user === 'ambiguous') {
    await burnPasswordCheck(password);
    return fail(c, 401, LOGIN_FAILED);
  }
  const passwordOk = await verifyPassword(user.passwordHash, password);
  if (!passwordOk || !user.isActive || user.role !== (roleType ?? ROLE.customer)) return fail(c, 401, LOGIN_FAILED);
  const token = await sessionTokenFor(user, env);
  return ok(c, { token, ...toUserDetail(user), RoleType: user.role }, 'Login Successfully');
}

export async function userRegisterationHandler(c: RouteContext<typeof userRegisteration>) {
  const body = c.req.valid('json');
  const { db, env } = c.get('deps');
  if (await findUserByPhone(db, body.mobileNo, body.countryCode)) return fail(c, 409, NUMBER_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const phone = { countryCode: body.countryCode, mobileNo: body.mobileNo };
  try {
    // The proof is spent in the same transaction as the insert: a refused insert leaves it usable.
    const created = await db.transaction(async (tx) => {
      if (!(await spendPhoneProof(tx, env.JWT_SECRET, body.phoneProof, { ...phone, purpose: 'register' }))) return null;
      const [row] = await tx
        .insert(users)
        .values({
          ...phone,
          role: ROLE.customer,
          passwordHash,
          displayName: body.name,
          email: body.emailId ?? null,
          address: body.address ?? null,
        })
        .returning({ id: users.id });
      return row ?? null;
    });
    if (!created) return fail(c, 400, PROOF_REFUSED);
    return ok(c, { Id: created.id }, 'Registered Successfully. Please login.');
  } catch (error) {
    if (isUniqueViolation(error)) return fail(c, 409, NUMBER_TAKEN);
    throw error;
  }
}

export async function checkUserHandler(c: RouteContext<typeof checkUser>) {
  const { mobileNo, countryCode } = c.req.valid('json');
  const limited = await enforceLimits(c, [
    ['checkUserIp', clientIp(c)],
    ['checkUserNumber', `${countryCode ?? ''}${mobileNo}`],
  ]);
  if (limited) return limited;
  const user = await findUserByPhone(c.get('deps').db, mobileNo, countryCode);
  if (user) return ok(c, { isAllow: false }, NUMBER_TAKEN);
  return ok(c, { isAllow: true }, 'Mobile Number is available');
}
