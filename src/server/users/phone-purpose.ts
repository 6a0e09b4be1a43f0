/**
 * Whether a number may be verified for a purpose: 'register' needs a number without an account (409),
 * 'reset' one with an active account (404). Checked before any SMS is sent or a Firebase token taken.
 */
import type { Db } from '../db/client.ts';
import type { OtpPurpose } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import { findUserByPhone } from './user-queries.ts';

/** Refuses when the number's account does not fit the purpose. */
export async function assertPurposeFits(
  db: Db,
  phone: { countryCode: string; mobileNo: string },
  purpose: OtpPurpose,
): Promise<void> {
  const user = await findUserByPhone(db, phone.mobileNo, phone.countryCode);
  if (purpose === 'register' && user) refuse(409, 'numberTaken');
  if (purpose === 'reset' && (!user || user === 'ambiguous' || !user.isActive)) refuse(404, 'notRegistered');
}
