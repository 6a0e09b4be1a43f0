/**
 * The bounds of the account fields, written once: the API's zod schemas (src/server/routes/<resource>/<resource>.schemas.ts) and the
 * site's form rules and input maxLength attributes read them from here (SPEC.md §5). Client-safe: numbers only.
 * The e-mail's lengths and pattern live beside its rule, in email.ts.
 */

/** A new password: 8 to 128 characters (a sign-in attempt may send up to the maximum too). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A mobile number: 4 to 10 digits; the input takes at most 10 characters. */
export const MOBILE_MIN_DIGITS = 4;
export const MOBILE_MAX_DIGITS = 10;
export const MOBILE_INPUT_MAX_LENGTH = MOBILE_MAX_DIGITS;

/** The one-time code: exactly 6 digits. */
export const OTP_LENGTH = 6;

/** A display name and a postal address. */
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
