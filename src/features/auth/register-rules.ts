/**
 * The last step of registration (SPEC.md §5): name, password and its confirmation are required and
 * must match ('Password and Confirm Password not Match!!!'); e-mail (the generic pattern) and
 * address are optional. Number and country are locked by then.
 */
import {
  confirmationError,
  nameError,
  newPasswordError,
  optionalEmailError,
} from '../../lib/validation/account-fields.ts';
import type { FieldErrors } from '../../lib/validation/field-errors.ts';

export interface RegisterValues {
  name: string;
  password: string;
  confirmPassword: string;
  emailId: string;
  address: string;
}

export type RegisterField = keyof RegisterValues;

/** The message key of each invalid field. */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  return {
    name: nameError(values.name),
    password: newPasswordError(values.password, 'auth.error.passwordRequired'),
    confirmPassword: values.confirmPassword
      ? confirmationError(values.password, values.confirmPassword, 'auth.error.passwordMismatch')
      : 'auth.error.confirmPasswordRequired',
    emailId: optionalEmailError(values.emailId),
  };
}
