/**
 * Field rules of the phone sign-in forms (SPEC.md §5): the country dial code, the mobile number
 * (digits, at most 10; the API wants at least 4) and the one-time code.
 * Each answers the translation key of its message, or undefined when the value is fine.
 */
import { MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, OTP_LENGTH } from '../../lib/validation/field-bounds.ts';

/** 'Country Code is required Property' when no dial code is chosen. */
export function countryCodeError(countryCode: string): string | undefined {
  return /^\+\d{1,4}$/.test(countryCode.trim()) ? undefined : 'auth.error.countryRequired';
}

/** 'Mobile Number is required Property', or the format message for what is not 4 to 10 digits. */
export function mobileNoError(mobileNo: string): string | undefined {
  const value = mobileNo.trim();
  if (!value) return 'auth.error.mobileRequired';
  const pattern = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);
  return pattern.test(value) ? undefined : 'auth.error.mobileInvalid';
}

/** 'Please Enter OTP', then 'OTP must be at least 6 characters long'. */
export function otpError(code: string): string | undefined {
  const value = code.trim();
  if (!value) return 'auth.otp.required';
  return value.length < OTP_LENGTH ? 'auth.otp.minLength' : undefined;
}
