/**
 * Request and response schemas of the sign-in calls (SPEC.md §7): login, registration, number check,
 * password reset and change. The server validates with them; the site imports their types only.
 * Field names keep the spec's spelling; missing fields answer the spec's "… is required Property".
 */
import { z } from '@hono/zod-openapi';
import { API_MESSAGES } from '../../../lib/messages/api-messages.ts';
import { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, isEmail } from '../../../lib/validation/email.ts';
import {
  ADDRESS_MAX_LENGTH,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
} from '../../../lib/validation/field-bounds.ts';

/** zod error option: `message` when the field is missing, zod's own message otherwise. */
export function requiredAs(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input == null ? message : undefined) };
}

/** A dial code such as '+229' (also accepted: '229', 229); answers '+229'. */
export const countryCodeField = z
  .union([z.string(), z.number()], requiredAs(API_MESSAGES.countryCodeRequired))
  .transform((v) => String(v).replace(/\s/g, ''))
  .transform((v) => (v.startsWith('+') ? v : `+${v}`))
  .pipe(z.string().regex(/^\+[1-9]\d{0,3}$/, 'must be a dial code such as +229'))
  .openapi({ type: 'string', example: '+229' });

/** A mobile number of 4 to 10 digits (SPEC.md: max 10); spaces, dots, dashes and brackets are dropped. */
export const mobileNoField = z
  .union([z.string(), z.number()], requiredAs(API_MESSAGES.mobileRequired))
  .transform((v) => String(v).replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`),
        `must be ${MOBILE_MIN_DIGITS} to ${MOBILE_MAX_DIGITS} digits`,
      ),
  )
  .openapi({ type: 'string', example: '97000001' });

/** A new password: 8 to 128 characters. */
export function newPasswordField(requiredMessage: string) {
  return z
    .string(requiredAs(requiredMessage))
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
    .openapi({ example: 'Correct-Horse-42' });
}

/** The password of a sign-in attempt (any length the rules ever allowed). */
const passwordField = z
  .string(requiredAs(API_MESSAGES.passwordRequired))
  .min(1, API_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

/** True when the text holds a control character (NUL and friends; tab and line breaks are fine). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Text of at most `max` characters, without control characters (a NUL could not be stored). */
export function plainText(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), 'must not contain control characters');
}

/** An e-mail address (SPEC.md §5: at most 254 characters, 64 before the @); '' and null mean none. */
export const emailField = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
      .refine(
        (v) => v.lastIndexOf('@') <= EMAIL_LOCAL_MAX_LENGTH,
        `must have at most ${EMAIL_LOCAL_MAX_LENGTH} characters before the @`,
      )
      .refine(isEmail, 'must be an e-mail address'),
  ])
  .transform((v) => v || null)
  .openapi({ type: ['string', 'null'], format: 'email', example: 'ama@example.com' });

/** Optional free text ('' and null mean none). */
export function optionalText(max: number) {
  return z
    .union([plainText(max), z.null()])
    .transform((v) => v?.trim() || null)
    .openapi({ type: ['string', 'null'] });
}

/** The signed proof of a phone verification returned by otp/verify. */
export const phoneProofField = z
  .string(requiredAs(API_MESSAGES.phoneNotVerified))
  .min(1, API_MESSAGES.phoneNotVerified)
  .max(2048)
  .openapi({ description: 'data.phoneProof of POST /api/customer/otp/verify' });

export const loginBody = z
  .object({
    mobileNo: mobileNoField,
    countryCode: countryCodeField,
    password: passwordField,
    roleType: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number),
      ])
      .pipe(
        z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(-1)], { error: 'must be 10, 20, 30 or -1' }),
      )
      .optional()
      .openapi({
        type: 'integer',
        enum: [10, 20, 30, -1],
        description: '10 signs an importer in, -1 an admin; customers (and editors, 30) by default',
      }),
  })
  .openapi('LoginBody');

/**
 * A user as the API shows one (SPEC.md §3, PascalCase like the spec's other entities): login's answer
 * and getUserDetail's (src/server/routes/account/account.schemas.ts). ProfilePhoto is a file name under
 * the media other/ (and other/thumb/) path. RoleType is the account's role (SPEC.md §6 ids, and 30 for
 * a content editor): the site shows the studio to -1 and 30.
 */
export const userFields = {
  Id: z.number().int(),
  DisplayName: z.string(),
  EmailId: z.string().nullable(),
  PhoneNumber: z.string(),
  CountryCode: z.string(),
  Address: z.string().nullable(),
  ProfilePhoto: z.string().nullable(),
  RoleType: z.number().int().openapi({ description: 'dealer 10, customer 20, admin -1, editor 30' }),
};

/** The signed-in user, as login answers it. */
export const loginData = z.object({ token: z.string(), ...userFields }).openapi('LoginData');

export const langQuery = z.object({
  lang: z.enum(['en', 'fr', 'sp', 'es']).optional().openapi({ example: 'en' }),
});

export const registerBody = z
  .object({
    emailId: emailField.optional(),
    name: z
      .string(requiredAs(API_MESSAGES.nameRequired))
      .trim()
      .min(1, API_MESSAGES.nameRequired)
      .pipe(plainText(NAME_MAX_LENGTH)),
    address: optionalText(ADDRESS_MAX_LENGTH).optional(),
    mobileNo: mobileNoField,
    countryCode: countryCodeField,
    password: newPasswordField(API_MESSAGES.passwordRequired),
    phoneProof: phoneProofField,
  })
  .openapi('RegisterBody');

export const registerData = z.object({ Id: z.number().int() });

export const checkUserBody = z
  .object({ mobileNo: mobileNoField, countryCode: countryCodeField.optional() })
  .openapi('CheckUserBody');

export const checkUserData = z.object({ isAllow: z.boolean() });

export const resetTokenBody = z
  .object({ mobileNo: mobileNoField, countryCode: countryCodeField.optional() })
  .openapi('ResetTokenBody');

export const resetTokenData = z.object({
  token: z.string().openapi({ description: 'Send it as Authorization to forgotUpdatePassword (valid 15 minutes)' }),
});

export const forgotUpdatePasswordBody = z
  .object({ newPassword: newPasswordField(API_MESSAGES.newPasswordRequired), phoneProof: phoneProofField })
  .openapi('ForgotUpdatePasswordBody');

export const changePasswordBody = z
  .object({
    oldPassword: z
      .string(requiredAs(API_MESSAGES.oldPasswordRequired))
      .min(1, API_MESSAGES.oldPasswordRequired)
      .max(PASSWORD_MAX),
    newPassword: newPasswordField(API_MESSAGES.newPasswordRequired),
  })
  .openapi('ChangePasswordBody');

export const changePasswordData = z.object({
  token: z.string().openapi({ description: 'A new session token: tokens issued before stop working' }),
});

export type LoginBody = z.input<typeof loginBody>;
export type LoginData = z.output<typeof loginData>;
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterData = z.output<typeof registerData>;
export type CheckUserBody = z.input<typeof checkUserBody>;
export type CheckUserData = z.output<typeof checkUserData>;
export type ResetTokenBody = z.input<typeof resetTokenBody>;
export type ResetTokenData = z.output<typeof resetTokenData>;
export type ForgotUpdatePasswordBody = z.input<typeof forgotUpdatePasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangePasswordData = z.output<typeof changePasswordData>;
export type Lang = NonNullable<z.output<typeof langQuery>['lang']>;
