/**
 * Phone verification for the API: sends (or lets Firebase send) a code, checks the answer and hands
 * out a phone proof. The provider is chosen by PHONE_AUTH_PROVIDER; one instance per server (AppDeps.phoneAuth).
 * Rate limits (cool-down, per number, per IP) are applied by the routes before calling this.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { OtpPurpose } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { refuse } from '../refusal.ts';
import { createConsoleProvider } from './console-provider.ts';
import { createFirebaseProvider } from './firebase-provider.ts';
import { createSmsOutbox, type SmsOutbox } from './outbox.ts';
import { PROOF_TTL_SECONDS, signPhoneProof } from './proof.ts';
import { PhoneAuthUnavailable, type Phone, type PhoneAuthProvider, type VerificationAnswer } from './types.ts';
import {
  CODE_VALID_MINUTES,
  MAX_ATTEMPTS,
  findVerification,
  insertVerification,
  markVerified,
  purposeOf,
  renewCode,
  takeAttempt,
  type VerificationRow,
} from './verifications.ts';

/** What a verified code gives: the phone proof and how long it stays valid (seconds). */
export interface VerifiedPhone {
  phoneProof: string;
  expiresIn: number;
}

export interface PhoneAuth {
  readonly provider: PhoneAuthProvider;
  /** The development outbox (null in production). */
  readonly outbox: SmsOutbox | null;
  send(phone: Phone, purpose: OtpPurpose, ip: string): Promise<string>;
  find(verificationId: string): Promise<VerificationRow | null>;
  /** A new code for the same verification; false when it is already verified. */
  resend(verification: VerificationRow): Promise<boolean>;
  /** The phone proof; refuses a wrong code (400), a used or expired one (400), too many tries (429), an unknown id (404). */
  verify(verificationId: string, answer: VerificationAnswer): Promise<VerifiedPhone>;
}

export function createPhoneAuth(deps: { env: Env; db: Db; logger: Logger }): PhoneAuth {
  const { env, db, logger } = deps;
  const production = env.NODE_ENV === 'production';
  const outbox = production ? null : createSmsOutbox();
  const provider =
    env.PHONE_AUTH_PROVIDER === 'firebase'
      ? createFirebaseProvider({ projectId: env.FIREBASE_PROJECT_ID ?? '', jwksUrl: env.FIREBASE_JWKS_URL })
      : createConsoleProvider({ secret: env.JWT_SECRET, logger, outbox, validMinutes: CODE_VALID_MINUTES });
  if (production && provider.name === 'console') {
    logger.warn('PHONE_AUTH_PROVIDER=console in production: verification codes reach no one');
  }

  /** Why verification `id` takes no more tries. */
  const refuseSpent = async (id: string): Promise<never> => {
    const row = await findVerification(db, id);
    if (!row) refuse(404, 'codeNotFound');
    if (row.verifiedAt) refuse(400, 'codeUsed');
    if (row.attempts >= MAX_ATTEMPTS) refuse(429, 'codeExhausted');
    refuse(400, 'codeExpired');
  };

  return {
    provider,
    outbox,
    send: async (phone, purpose, ip) => {
      const id = randomBytes(16).toString('base64url');
      const codeHash = await provider.deliver(id, phone, purpose);
      await insertVerification(db, { id, phone, purpose, codeHash, ip });
      return id;
    },
    find: (id) => findVerification(db, id),
    resend: async (verification) => {
      if (verification.verifiedAt) return false;
      const codeHash = await provider.deliver(verification.id, verification, purposeOf(verification));
      return renewCode(db, verification.id, codeHash);
    },
    verify: async (id, answer) => {
      const row = (await takeAttempt(db, id)) ?? (await refuseSpent(id));
      let matches: boolean;
      try {
        matches = await provider.check(row, answer);
      } catch (error) {
        if (!(error instanceof PhoneAuthUnavailable)) throw error;
        logger.warn({ err: error }, 'phone verification provider unavailable');
        refuse(503, 'verificationUnavailable');
      }
      if (!matches) refuse(400, 'wrongCode');
      if (!(await markVerified(db, id))) await refuseSpent(id);
      const claims = { verificationId: id, countryCode: row.countryCode, mobileNo: row.mobileNo };
      const phoneProof = await signPhoneProof({ ...claims, purpose: purposeOf(row) }, env.JWT_SECRET);
      return { phoneProof, expiresIn: PROOF_TTL_SECONDS };
    },
  };
}
