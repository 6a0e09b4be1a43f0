/**
 * One interface for the two ways a phone number is verified (ARCHITECTURE.md "Phone verification"):
 * - `console` (default): the API makes, sends (or logs) and checks the code (otp/send, resend, verify);
 * - `firebase`: the Firebase SDK sends and checks the code behind an invisible reCAPTCHA, and the API
 *   turns the Firebase ID token into the same phone proof. Its SDK is imported only then.
 * The registration and reset forms use `phoneVerification()` and never know which one runs.
 */
import type { OtpPurpose } from '../../../lib/api/api-types.ts';
import { config } from '../../../lib/config.ts';

export interface Phone {
  /** '+229'. */
  countryCode: string;
  mobileNo: string;
}

export interface PhoneVerification {
  /** Sends a code to the number; resolves to the verification id that resend and verify take. */
  send(phone: Phone, purpose: OtpPurpose): Promise<string>;
  /** Sends a new code for the same verification; resolves to the (possibly new) id. */
  resend(verificationId: string, phone: Phone, purpose: OtpPurpose): Promise<string>;
  /** Checks the code; resolves to the phone proof registration or reset needs. Throws WrongCodeError. */
  verify(verificationId: string, code: string): Promise<string>;
}

/** The code is not the one sent: the form says 'Please Enter Valid OTP!!!'. */
export class WrongCodeError extends Error {
  constructor(message = 'Please Enter Valid OTP!!!') {
    super(message);
    this.name = 'WrongCodeError';
  }
}

/** '+229' + '97000001' → '+22997000001' (E.164, as both providers want it). */
export function e164(phone: Phone): string {
  return `${phone.countryCode}${phone.mobileNo}`;
}

let chosen: Promise<PhoneVerification> | null = null;

/**
 * The provider the build is configured for (PUBLIC_PHONE_AUTH_PROVIDER). The Firebase one is a separate
 * chunk, loaded on first use only when configured.
 */
export function phoneVerification(provider = config.phoneAuthProvider): Promise<PhoneVerification> {
  chosen ??=
    provider === 'firebase'
      ? import('./firebase-verification.ts').then((m) => m.createFirebaseVerification(config.firebase))
      : import('./console-verification.ts').then((m) => m.consoleVerification);
  return chosen;
}
