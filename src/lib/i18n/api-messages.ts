/**
 * The API answers in English; the pages show "the server's message" (SPEC.md §8) in their own
 * language when it is one we know. Unknown messages are shown as the server wrote them.
 * Islands that show server messages take the `apiMessage.` strings among their props.
 */
import type { Translate } from './translate.ts';

/** Exact server messages (src/server/users/messages.ts, phone-auth, media, handlers) → translation key. */
const EXACT: Readonly<Record<string, string>> = {
  'Mobile Number and Password are Not Matching!!!': 'apiMessage.loginFailed',
  'This Mobile Number is already registered. Please login.': 'apiMessage.numberTaken',
  'This Mobile Number is not registered.': 'apiMessage.notRegistered',
  'phoneProof: the phone verification is invalid, expired or already used. Please verify your number again.':
    'apiMessage.proofRefused',
  'Your reset request has expired. Please start again.': 'apiMessage.resetExpired',
  'Unauthorized: please log in again': 'apiMessage.unauthorized',
  'Registered Successfully. Please login.': 'apiMessage.registered',
  'Mobile Number is Verified.': 'apiMessage.numberVerified',
  'Your password has been updated. Please login.': 'apiMessage.passwordUpdated',
  'Password Changed Successfully': 'apiMessage.passwordChanged',
  'oldPassword: Old Password is not correct': 'apiMessage.oldPasswordWrong',
  'Profile Updated Successfully': 'apiMessage.profileUpdated',
  'Verification Code Send': 'apiMessage.codeSent',
  'Please Enter Valid OTP!!!': 'apiMessage.wrongCode',
  'Verification not found. Please ask for a new code.': 'apiMessage.codeNotFound',
  'This number is already verified. Please ask for a new code to verify it again.': 'apiMessage.codeUsed',
  'This code has expired. Please ask for a new one.': 'apiMessage.codeExpired',
  'Too many wrong codes. Please ask for a new one.': 'apiMessage.codeExhausted',
  'Phone verification is unavailable right now. Please try again in a moment.': 'apiMessage.verificationUnavailable',
  'Too many attempts. Please try again later.': 'apiMessage.tooManyLater',
  'The mobile number is not valid.': 'apiMessage.invalidPhone',
  'Network error: please check your connection and try again.': 'apiMessage.network',
  'The photo is too large: at most 5 MB.': 'apiMessage.photoTooBig',
  'Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo.': 'apiMessage.photoNotImage',
  'HEIC photos cannot be read here: please choose a JPEG or PNG photo.': 'apiMessage.photoHeic',
  'The photo could not be read: the file may be damaged.': 'apiMessage.photoUnreadable',
  'Car added to your wish list': 'apiMessage.wishAdded',
  'Car removed from your wish list': 'apiMessage.wishRemoved',
};

/** Messages with a number or a code in them (src/server/security/guard.ts, otp handlers). */
const PATTERNS: readonly { pattern: RegExp; key: string; vars: (m: RegExpExecArray) => Record<string, string> }[] = [
  {
    pattern: /^Please wait (\d+) seconds? before asking for another code\.$/,
    key: 'apiMessage.otpWaitSeconds',
    vars: (m) => ({ count: m[1] ?? '' }),
  },
  {
    pattern: /^Please wait (\d+) minutes? before asking for another code\.$/,
    key: 'apiMessage.otpWaitMinutes',
    vars: (m) => ({ count: m[1] ?? '' }),
  },
  {
    pattern: /^Too many attempts\. Please try again in (\d+) seconds?\.$/,
    key: 'apiMessage.tooManySeconds',
    vars: (m) => ({ count: m[1] ?? '' }),
  },
  {
    pattern: /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    key: 'apiMessage.tooManyMinutes',
    vars: (m) => ({ count: m[1] ?? '' }),
  },
  {
    pattern: /^countryCode: phone verification is not available for (\+\d+)$/,
    key: 'apiMessage.dialCodeUnavailable',
    vars: (m) => ({ code: m[1] ?? '' }),
  },
];

/**
 * The translation key (and its variables) of a known server message; null for any other.
 * @example apiMessageKey('Please wait 25 seconds before asking for another code.')
 *   // { key: 'apiMessage.otpWaitSeconds', vars: { count: '25' } }
 */
export function apiMessageKey(message: string): { key: string; vars?: Record<string, string> } | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const { pattern, key, vars } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, vars: vars(match) };
  }
  return null;
}

/**
 * The server's message in the page's language when known (and when `t` has the string), as written otherwise.
 * @example translateApiMessage('Password Changed Successfully', t) // 'Mot de passe modifié' with French strings
 */
export function translateApiMessage(message: string, t: Translate): string {
  const found = apiMessageKey(message);
  if (!found) return message;
  const text = t(found.key, found.vars);
  return text === found.key ? message : text;
}
