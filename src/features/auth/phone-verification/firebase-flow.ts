/**
 * The `firebase` provider's logic, apart from the SDK so it can be tested without it:
 * otp/send first (the API checks the purpose and its limits, and sends nothing), then Firebase sends
 * the SMS; the code is confirmed with Firebase, and its ID token goes to otp/verify for the phone proof.
 */
import type { OtpSendBody, OtpSentData, OtpVerifyBody, OtpVerifyData } from '../../../lib/api/api-types.ts';
import type { MessageKey } from '../../../lib/messages/api-messages.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../verification-flow.ts';
import { e164, VerificationError, WrongCodeError, type PhoneVerification } from './verification.ts';

/** What the Firebase SDK does for us: send a code and, later, confirm it for an ID token. */
export interface FirebasePhoneSdk {
  /** Sends the SMS (behind the invisible reCAPTCHA); resolves to the function that confirms its code. */
  sendCode(phoneE164: string): Promise<(code: string) => Promise<string>>;
}

export interface VerificationApi {
  otpSend(body: OtpSendBody): Promise<OtpSentData>;
  otpVerify(body: OtpVerifyBody): Promise<OtpVerifyData>;
}

/** Firebase error codes → the catalogue key of the same problem (so the page translates it alike). */
const FIREBASE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'auth/code-expired': 'codeExpired',
  'auth/too-many-requests': 'tooManyLater',
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/network-request-failed': 'network',
};
const WRONG_CODE_ERRORS = new Set(['auth/invalid-verification-code', 'auth/missing-verification-code']);

function firebaseCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** An Error whose message the page can show (and translate): Firebase's own messages are for developers. */
export function readableFirebaseError(error: unknown): Error {
  const code = firebaseCode(error);
  if (WRONG_CODE_ERRORS.has(code)) return new WrongCodeError();
  if (!code) return error instanceof Error ? error : new VerificationError('verificationUnavailable');
  console.error('firebase phone verification failed', error);
  return new VerificationError(FIREBASE_MESSAGES[code] ?? 'verificationUnavailable');
}

/** The provider, given the SDK adapter and the API calls. */
export function createFirebaseFlow(sdk: FirebasePhoneSdk, api: VerificationApi): PhoneVerification {
  const confirmations = new Map<string, (code: string) => Promise<string>>();
  /** The cool-down otp/send answered, per verification: a resend (Firebase's own SMS) keeps it. */
  const coolDowns = new Map<string, number>();

  const sendCode = async (verificationId: string, phoneE164: string) => {
    try {
      confirmations.set(verificationId, await sdk.sendCode(phoneE164));
    } catch (error) {
      throw readableFirebaseError(error);
    }
  };

  return {
    async send(phone, purpose) {
      const { verificationId, resendAfter } = await api.otpSend({ ...phone, purpose });
      coolDowns.set(verificationId, resendAfter);
      await sendCode(verificationId, e164(phone));
      return { verificationId, resendAfter };
    },
    async resend(verificationId, phone) {
      await sendCode(verificationId, e164(phone));
      return { verificationId, resendAfter: coolDowns.get(verificationId) ?? RESEND_COUNTDOWN_SECONDS };
    },
    async verify(verificationId, code) {
      const confirm = confirmations.get(verificationId);
      if (!confirm) throw new VerificationError('codeNotFound');
      let idToken: string;
      try {
        idToken = await confirm(code);
      } catch (error) {
        throw readableFirebaseError(error);
      }
      return (await api.otpVerify({ verificationId, idToken })).phoneProof;
    },
  };
}
