/**
 * The `firebase` provider's logic, apart from the SDK so it can be tested without it:
 * otp/send first (the API checks the purpose and its limits, and sends nothing), then Firebase sends
 * the SMS; the code is confirmed with Firebase, and its ID token goes to otp/verify for the phone proof.
 */
import type { OtpSendBody, OtpSentData, OtpVerifyBody, OtpVerifyData } from '../../../lib/api/api-types.ts';
import { e164, WrongCodeError, type PhoneVerification } from './phone-verification.ts';

/** What the Firebase SDK does for us: send a code and, later, confirm it for an ID token. */
export interface FirebasePhoneSdk {
  /** Sends the SMS (behind the invisible reCAPTCHA); resolves to the function that confirms its code. */
  sendCode(phoneE164: string): Promise<(code: string) => Promise<string>>;
}

export interface VerificationApi {
  otpSend(body: OtpSendBody): Promise<OtpSentData>;
  otpVerify(body: OtpVerifyBody): Promise<OtpVerifyData>;
}

/** Firebase error codes → the API's wording of the same problem (so the page translates it alike). */
const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/code-expired': 'This code has expired. Please ask for a new one.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/invalid-phone-number': 'The mobile number is not valid.',
  'auth/network-request-failed': 'Network error: please check your connection and try again.',
};
const UNAVAILABLE = 'Phone verification is unavailable right now. Please try again in a moment.';
const WRONG_CODE_ERRORS = new Set(['auth/invalid-verification-code', 'auth/missing-verification-code']);

function firebaseCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** An Error whose message the page can show (and translate): Firebase's own messages are for developers. */
export function readableFirebaseError(error: unknown): Error {
  const code = firebaseCode(error);
  if (WRONG_CODE_ERRORS.has(code)) return new WrongCodeError();
  if (!code) return error instanceof Error ? error : new Error(UNAVAILABLE);
  console.error('firebase phone verification failed', error);
  return new Error(FIREBASE_MESSAGES[code] ?? UNAVAILABLE);
}

/** The provider, given the SDK adapter and the API calls. */
export function createFirebaseFlow(sdk: FirebasePhoneSdk, api: VerificationApi): PhoneVerification {
  const confirmations = new Map<string, (code: string) => Promise<string>>();

  const sendCode = async (verificationId: string, phoneE164: string) => {
    try {
      confirmations.set(verificationId, await sdk.sendCode(phoneE164));
    } catch (error) {
      throw readableFirebaseError(error);
    }
  };

  return {
    async send(phone, purpose) {
      const { verificationId } = await api.otpSend({ ...phone, purpose });
      await sendCode(verificationId, e164(phone));
      return verificationId;
    },
    async resend(verificationId, phone) {
      await sendCode(verificationId, e164(phone));
      return verificationId;
    },
    async verify(verificationId, code) {
      const confirm = confirmations.get(verificationId);
      if (!confirm) throw new Error('Verification not found. Please ask for a new code.');
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
