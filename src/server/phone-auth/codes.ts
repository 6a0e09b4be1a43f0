/**
 * One-time codes: 6 digits from a cryptographically secure generator; only an HMAC of the code,
 * bound to its verification id, is stored, so a database leak gives no usable code.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH as CODE_LENGTH } from '../../lib/validation/field-bounds.ts';

/** A uniformly random 6-digit code, e.g. '042917'. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** HMAC-SHA256 of `verificationId:code` under the server secret, hex. */
export function hashCode(secret: string, verificationId: string, code: string): string {
  return createHmac('sha256', secret).update(`${verificationId}:${code}`).digest('hex');
}

/** Compares a code with a stored hash in constant time. */
export function codeMatches(secret: string, verificationId: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(secret, verificationId, code), 'hex');
  return expected.length === actual.length && expected.length > 0 && timingSafeEqual(expected, actual);
}
