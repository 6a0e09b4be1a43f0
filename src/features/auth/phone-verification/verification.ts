/**
 * One interface for the two ways a phone number is verified (ARCHITECTURE.md "Phone verification"):
 * - `console` (default): the API makes, sends (or logs) and checks the code (otp/send, resend, verify);
 * - `firebase`: the Firebase SDK sends and checks the code behind an invisible reCAPTCHA, and the API
 *   turns the Firebase ID token into the same phone proof.
 * Both providers implement it; phone-verification.ts picks one. Apart from the chooser so that the
 * providers it loads import this file, not the chooser (no import circle).
 */
import type { OtpPurpose } from '../../../lib/api/api-types.ts';
import { messageText, type MessageKey } from '../../../lib/messages/api-messages.ts';

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

/** A verification failure the page shows by its catalogue key (src/lib/i18n/api-messages.ts messageOf). */
export class VerificationError extends Error {
  readonly key: MessageKey;
  constructor(key: MessageKey) {
    super(messageText(key));
    this.name = 'VerificationError';
    this.key = key;
  }
}

/** The code is not the one sent: the form says 'Please Enter Valid OTP!!!'. */
export class WrongCodeError extends VerificationError {
  constructor() {
    super('wrongCode');
    this.name = 'WrongCodeError';
  }
}

/** '+229' + '97000001' → '+22997000001' (E.164, as both providers want it). */
export function e164(phone: Phone): string {
  return `${phone.countryCode}${phone.mobileNo}`;
}
