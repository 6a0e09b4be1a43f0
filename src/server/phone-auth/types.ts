/** The one interface every phone-verification provider implements (console, firebase). */
import type { OtpPurpose } from '../db/schema.ts';

/** A phone number as stored: dial code with '+' and national digits. */
export interface Phone {
  countryCode: string;
  mobileNo: string;
}

/** The full number, e.g. '+22997000001' (what an SMS goes to and Firebase's phone_number holds). */
export function fullNumber(phone: Phone): string {
  return `${phone.countryCode}${phone.mobileNo}`;
}

/** What the caller sends to prove they hold the phone. */
export interface VerificationAnswer {
  code?: string | undefined;
  idToken?: string | undefined;
}

/** What otp/verify was sent (its body as validated): each provider reads the fields it needs. */
export interface VerifyRequest extends VerificationAnswer {
  verificationId?: string | undefined;
  countryCode?: string | undefined;
  mobileNo?: string | undefined;
  purpose?: OtpPurpose | undefined;
}

/** The verification an otp/verify call is about: one of otp/send, or one to start for a number (Firebase). */
export type VerifyTarget = { verificationId: string } | { start: Phone; purpose: OtpPurpose };

export interface PhoneAuthProvider {
  readonly name: 'console' | 'firebase';
  /**
   * Which verification an otp/verify request is about, refusing (400, src/server/refusal.ts) a request
   * that lacks what this provider needs: the console provider a verification id and a code; Firebase an
   * ID token, with a verification id or the number and purpose (the site may have had Firebase send the
   * SMS before asking us).
   */
  target(request: VerifyRequest): VerifyTarget;
  /**
   * Sends a fresh code for verification `verificationId`; returns what to store to check it later
   * (the code's hash), or '' when the provider checks codes itself (Firebase, in the browser).
   */
  deliver(verificationId: string, phone: Phone, purpose: OtpPurpose): Promise<string>;
  /**
   * True when the answer proves the caller holds the phone. Throws PhoneAuthUnavailable when the
   * provider cannot tell right now (e.g. its keys cannot be fetched).
   */
  check(verification: { id: string; codeHash: string } & Phone, answer: VerificationAnswer): Promise<boolean>;
}

/** The provider cannot answer right now (the API says 503). */
export class PhoneAuthUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PhoneAuthUnavailable';
  }
}
