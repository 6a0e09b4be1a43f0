/**
 * The change-password form (SPEC.md §5): old and new passwords are required, and the confirmation
 * must equal the new one ('New Password and Confirm New Password is not matched!!!').
 */
import { confirmationError, newPasswordError } from '../../lib/validation/account-fields.ts';
import type { FieldErrors } from '../../lib/validation/field-errors.ts';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The message key of each invalid field. */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return {
    oldPassword: values.oldPassword ? undefined : 'auth.error.oldPasswordRequired',
    newPassword: newPasswordError(values.newPassword, 'auth.error.newPasswordRequired'),
    confirmNewPassword: confirmationError(
      values.newPassword,
      values.confirmNewPassword,
      'auth.error.newPasswordMismatch',
    ),
  };
}
