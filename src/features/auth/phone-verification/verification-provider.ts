/**
 * What every phone verification provider implements (the console one and the Firebase one), apart from
 * phone-verification.ts, which picks and loads a provider: the providers import this module, never
 * the picker, so the four files form no import cycle.
 */
import type { OtpPurpose } from '../../../lib/api-contract/otp.ts';

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
