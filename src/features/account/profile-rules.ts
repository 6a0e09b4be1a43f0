/** The profile form of My account: a name is required, the e-mail is optional (SPEC.md §5 pattern). */
import { nameError, optionalEmailError } from '../../lib/validation/account-fields.ts';
import type { FieldErrors } from '../../lib/validation/field-errors.ts';

export interface ProfileValues {
  displayName: string;
  emailId: string;
  address: string;
}

/** The message key of each invalid field. */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  return { displayName: nameError(values.displayName), emailId: optionalEmailError(values.emailId) };
}
