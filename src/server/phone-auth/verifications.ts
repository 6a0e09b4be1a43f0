/**
 * phone_verifications rows: one per (number, purpose) verification, holding the code's hash,
 * its expiry, the tries left and, once verified, whether its proof is spent.
 * Every change that must not race is a single conditional UPDATE … RETURNING.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { OTP_PURPOSES, phoneVerifications, type OtpPurpose } from '../db/schema.ts';
import type { Phone } from './types.ts';

export const CODE_VALID_MINUTES = 10;
export const MAX_ATTEMPTS = 5;

export type VerificationRow = typeof phoneVerifications.$inferSelect;

/** The purpose of a row (always one we wrote). */
export function purposeOf(row: Pick<VerificationRow, 'purpose'>): OtpPurpose {
  const purpose = OTP_PURPOSES.find((p) => p === row.purpose);
  if (!purpose) throw new Error(`phone verification with unknown purpose ${row.purpose}`);
  return purpose;
}

const expiry = () => new Date(Date.now() + CODE_VALID_MINUTES * 60_000);

export async function insertVerification(
  db: Db,
  row: { id: string; phone: Phone; purpose: OtpPurpose; codeHash: string; ip: string },
): Promise<void> {
  await db.insert(phoneVerifications).values({
    id: row.id,
    countryCode: row.phone.countryCode,
    mobileNo: row.phone.mobileNo,
    purpose: row.purpose,
    codeHash: row.codeHash,
    expiresAt: expiry(),
    lastSentAt: new Date(),
    ip: row.ip,
  });
}

export async function findVerification(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)).limit(1);
  return row ?? null;
}

/** A new code for an unverified verification: fresh hash, expiry and tries. False if it was verified meanwhile. */
export async function renewCode(db: Db, id: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({
      codeHash,
      attempts: 0,
      sendCount: sql`${phoneVerifications.sendCount} + 1`,
      expiresAt: expiry(),
      lastSentAt: new Date(),
    })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)))
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

/** Counts one try; returns the row only while it is unverified, unexpired and has tries left. */
export async function takeAttempt(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, id),
        isNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, new Date()),
        lt(phoneVerifications.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the verification done; false if another request did first. */
export async function markVerified(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ verifiedAt: new Date() })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)))
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}
