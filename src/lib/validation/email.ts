/**
 * The generic e-mail rule of SPEC.md §5: at most 254 characters in all, at most 64 before the @,
 * and the usual shape local@domain.tld. Shared by every form that asks for an e-mail.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** The shape, also usable as an <input pattern> (which is anchored by the browser). */
export const EMAIL_PATTERN =
  "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,}";

const EMAIL_RE = new RegExp(`^${EMAIL_PATTERN}$`);

/**
 * True when `value` is an acceptable e-mail address.
 * @example isEmail('ama@example.com') // true
 * @example isEmail(`${'a'.repeat(65)}@example.com`) // false: more than 64 before the @
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return EMAIL_RE.test(value);
}
