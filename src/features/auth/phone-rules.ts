/** The first step of registration and password reset: a country dial code and a mobile number. */
import type { FieldErrors } from '../../lib/validation/field-errors.ts';
import { countryCodeError, mobileNoError } from './auth-rules.ts';

export interface PhoneValues {
  countryCode: string;
  mobileNo: string;
}

/** The message key of each invalid field. */
export function validatePhone(values: PhoneValues): FieldErrors<keyof PhoneValues> {
  return { countryCode: countryCodeError(values.countryCode), mobileNo: mobileNoError(values.mobileNo) };
}
