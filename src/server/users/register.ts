/**
 * Creating a customer account from the registration form: the number must be free and come with a
 * 'register' phone proof for it. The proof is spent in the same transaction as the insert, so a
 * refused insert leaves it usable.
 */
import type { z } from '@hono/zod-openapi';
import type { registerBody } from '../routes/auth/auth.schemas.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { ROLE, users } from '../db/schema.ts';
import { spendPhoneProof } from '../phone-auth/proof.ts';
import { refuse } from '../refusal.ts';
import { findUserByPhone, isUniqueViolation } from './user-queries.ts';

/** The registration as the route validated it. */
type Registration = z.output<typeof registerBody>;

/** Creates the account and returns its id; refuses 409 for a taken number, 400 for a refused proof. */
export async function registerCustomer(db: Db, secret: string, body: Registration): Promise<number> {
  if (await findUserByPhone(db, body.mobileNo, body.countryCode)) refuse(409, 'numberTaken');
  const passwordHash = await hashPassword(body.password);
  const phone = { countryCode: body.countryCode, mobileNo: body.mobileNo };
  try {
    return await db.transaction(async (tx) => {
      if (!(await spendPhoneProof(tx, secret, body.phoneProof, { ...phone, purpose: 'register' }))) {
        refuse(400, 'proofRefused');
      }
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
      if (!row) throw new Error('the user row was not created');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(409, 'numberTaken');
    throw error;
  }
}
