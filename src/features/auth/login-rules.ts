/** The login form's rules (SPEC.md §5): mobile number, country code and password are required. */
import type { FieldErrors } from '../../lib/validation/field-errors.ts';
import { countryCodeError, mobileNoError } from './auth-rules.ts';

export interface LoginValues {
  countryCode: string;
  mobileNo: string;
  password: string;
}

export type LoginField = keyof LoginValues;

/** The message key of each invalid field. */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return {
    countryCode: countryCodeError(values.countryCode),
    mobileNo: mobileNoError(values.mobileNo),
    password: values.password ? undefined : 'auth.error.passwordRequired',
  };
}
