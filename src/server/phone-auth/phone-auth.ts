/**
 * Phone verification for the API: sends (or lets Firebase send) a code, checks the answer and hands
 * out a phone proof. The provider is chosen by PHONE_AUTH_PROVIDER; one instance per server.
 * Rate limits (cool-down, per number, per IP) are applied by the routes before calling this.
 */
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../app/types.ts';
import type { OtpPurpose } from '../db/schema.ts';
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

export type VerifyOutcome =
  { ok: true; phoneProof: string; expiresIn: number } | { ok: false; status: 400 | 404 | 429 | 503; message: string };

export interface PhoneAuth {
  readonly provider: PhoneAuthProvider;
  /** The development outbox (null in production). */
  readonly outbox: SmsOutbox | null;
  send(phone: Phone, purpose: OtpPurpose, ip: string): Promise<string>;
  find(verificationId: string): Promise<VerificationRow | null>;
  /** A new code for the same verification; false when it is already verified. */
  resend(verification: VerificationRow): Promise<boolean>;
  verify(verificationId: string, answer: VerificationAnswer): Promise<VerifyOutcome>;
}

export const MESSAGES = {
  wrongCode: 'Please Enter Valid OTP!!!',
  notFound: 'Verification not found. Please ask for a new code.',
  used: 'This number is already verified. Please ask for a new code to verify it again.',
  expired: 'This code has expired. Please ask for a new one.',
  exhausted: 'Too many wrong codes. Please ask for a new one.',
  unavailable: 'Phone verification is unavailable right now. Please try again in a moment.',
} as const;

export function createPhoneAuth(deps: Pick<AppDeps, 'env' | 'db' | 'logger'>): PhoneAuth {
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

  const refusal = async (id: string): Promise<VerifyOutcome> => {
    const row = await findVerification(db, id);
    if (!row) return { ok: false, status: 404, message: MESSAGES.notFound };
    if (row.verifiedAt) return { ok: false, status: 400, message: MESSAGES.used };
    if (row.attempts >= MAX_ATTEMPTS) return { ok: false, status: 429, message: MESSAGES.exhausted };
    return { ok: false, status: 400, message: MESSAGES.expired };
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
      const row = await takeAttempt(db, id);
      if (!row) return refusal(id);
      try {
        if (!(await provider.check(row, answer))) return { ok: false, status: 400, message: MESSAGES.wrongCode };
      } catch (error) {
        if (!(error instanceof PhoneAuthUnavailable)) throw error;
        logger.warn({ err: error }, 'phone verification provider unavailable');
        return { ok: false, status: 503, message: MESSAGES.unavailable };
      }
      if (!(await markVerified(db, id))) return refusal(id);
      const claims = { verificationId: id, countryCode: row.countryCode, mobileNo: row.mobileNo };
      const phoneProof = await signPhoneProof({ ...claims, purpose: purposeOf(row) }, env.JWT_SECRET);
      return { ok: true, phoneProof, expiresIn: PROOF_TTL_SECONDS };
    },
  };
}

const instances = new WeakMap<AppDeps, PhoneAuth>();

/** This server's phone verification, made on first use. */
export function phoneAuthOf(deps: AppDeps): PhoneAuth {
  let instance = instances.get(deps);
  if (!instance) {
    instance = createPhoneAuth(deps);
    instances.set(deps, instance);
  }
  return instance;
}
