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

/** A code sent: the verification id that resend and verify take, and the server's cool-down before another. */
export interface SentCode {
  verificationId: string;
  /** Seconds before another code may be asked for: the countdown the code step shows. */
  resendAfter: number;
}

export interface PhoneVerification {
  /** Sends a code to the number. */
  send(phone: Phone, purpose: OtpPurpose): Promise<SentCode>;
  /** Sends a new code for the same verification (the id may change). */
  resend(verificationId: string, phone: Phone, purpose: OtpPurpose): Promise<SentCode>;
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
