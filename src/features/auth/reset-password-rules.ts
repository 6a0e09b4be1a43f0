/**
 * The last step of the password reset (SPEC.md §5): the new password is required and must equal
 * its confirmation ('New Password and Confirm New Password is not matched!!!').
 */
import { confirmationError, newPasswordError } from '../../lib/validation/account-fields.ts';
import type { FieldErrors } from '../../lib/validation/field-errors.ts';

export interface ResetPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The message key of each invalid field. */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return {
    newPassword: newPasswordError(values.newPassword, 'auth.error.newPasswordRequired'),
    confirmNewPassword: confirmationError(
      values.newPassword,
      values.confirmNewPassword,
      'auth.error.newPasswordMismatch',
    ),
  };
}
