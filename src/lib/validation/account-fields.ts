/**
 * Rules of the account fields that both the sign-in forms and the account pages ask for:
 * a new password (the API's 8 to 128 characters), a display name and an optional e-mail (SPEC.md §5).
 * Each answers the translation key of its message, or undefined when the value is fine.
 */
import { isEmail } from './email.ts';

/** The API's rule for a new password (src/server/routes/auth/auth.schemas.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;

/**
 * A password being chosen: `requiredKey` when empty, the length rule otherwise.
 * @example newPasswordError('', 'auth.error.newPasswordRequired') // 'auth.error.newPasswordRequired'
 */
export function newPasswordError(password: string, requiredKey: string): string | undefined {
  if (!password) return requiredKey;
  if (password.length < PASSWORD_MIN_LENGTH) return 'auth.error.passwordShort';
  return password.length > PASSWORD_MAX_LENGTH ? 'auth.error.passwordLong' : undefined;
}

/** 'Name is required Property' for an empty (or blank) name. */
export function nameError(name: string): string | undefined {
  return name.trim() ? undefined : 'auth.error.nameRequired';
}

/** An optional e-mail address: empty is fine, otherwise the SPEC.md §5 pattern. */
export function optionalEmailError(email: string): string | undefined {
  const value = email.trim();
  return !value || isEmail(value) ? undefined : 'auth.error.emailInvalid';
}

/** The confirmation of a new password: `mismatchKey` when it differs from a non-empty password. */
export function confirmationError(password: string, confirmation: string, mismatchKey: string): string | undefined {
  return password && confirmation !== password ? mismatchKey : undefined;
}
