/**
 * Phone proofs: what otp/verify hands out and registration / password reset require. A proof is an
 * HS256 JWT (15 minutes) bound to the dial code, number, purpose and verification id. It works
 * once: spending it sets phone_verifications.proof_used_at in one conditional UPDATE.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { phoneVerifications, type OtpPurpose } from '../db/schema.ts';
import type { Phone } from './types.ts';

export const PROOF_TTL_SECONDS = 15 * 60;
const ISSUER = 'autoimport';
const TYPE = 'phone-proof';
const encoder = new TextEncoder();

export interface ProofClaims extends Phone {
  verificationId: string;
  purpose: OtpPurpose;
}

export function signPhoneProof(claims: ProofClaims, secret: string): Promise<string> {
  return new SignJWT({ typ: TYPE, cc: claims.countryCode, mob: claims.mobileNo, pur: claims.purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.verificationId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + PROOF_TTL_SECONDS)
    .sign(encoder.encode(secret));
}

/** The claims of a valid, unexpired proof; null for anything else (session tokens included). */
export async function readPhoneProof(proof: string, secret: string): Promise<ProofClaims | null> {
  try {
    const { payload } = await jwtVerify(proof, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const { typ, cc, mob, pur, sub } = payload;
    if (typ !== TYPE || typeof cc !== 'string' || typeof mob !== 'string' || typeof sub !== 'string') return null;
    if (pur !== 'register' && pur !== 'reset') return null;
    return { verificationId: sub, countryCode: cc, mobileNo: mob, purpose: pur };
  } catch {
    return null;
  }
}

/**
 * Spends a proof for `phone` and `purpose`: true once, false when it is invalid, expired,
 * for another number or purpose, or already spent. Run it inside the transaction of the change
 * it authorises so a failed change leaves the proof unspent.
 */
export async function spendPhoneProof(
  db: Db,
  secret: string,
  proof: string,
  expected: Phone & { purpose: OtpPurpose },
): Promise<boolean> {
  const claims = await readPhoneProof(proof, secret);
  if (!claims) return false;
  if (claims.countryCode !== expected.countryCode || claims.mobileNo !== expected.mobileNo) return false;
  if (claims.purpose !== expected.purpose) return false;
  const spent = await db
    .update(phoneVerifications)
    .set({ proofUsedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.id, claims.verificationId),
        eq(phoneVerifications.countryCode, expected.countryCode),
        eq(phoneVerifications.mobileNo, expected.mobileNo),
        eq(phoneVerifications.purpose, expected.purpose),
        isNotNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.proofUsedAt),
      ),
    )
    .returning({ id: phoneVerifications.id });
  return spent.length === 1;
}
