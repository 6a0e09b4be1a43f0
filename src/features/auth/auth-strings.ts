/**
 * Which translation keys each sign-in island receives as props (pickStrings(lang, …) in its page):
 * only what it shows, so a page carries a few hundred bytes of strings, not the whole dictionary.
 */

const PHONE = ['auth.countryCode', 'auth.country.', 'auth.mobileNo', 'auth.error.'];
const PASSWORDS = [
  'auth.password',
  'auth.confirmPassword',
  'auth.newPassword',
  'auth.confirmNewPassword',
  'auth.passwordHint',
  'auth.showPassword',
  'auth.hidePassword',
];

export const LOGIN_STRINGS = [...PHONE, ...PASSWORDS, 'auth.login.', 'apiMessage.'];
export const REGISTER_STRINGS = [...PHONE, ...PASSWORDS, 'auth.step', 'auth.otp.', 'auth.register.', 'apiMessage.'];
export const FORGOT_PASSWORD_STRINGS = [
  ...PHONE,
  ...PASSWORDS,
  'auth.step',
  'auth.otp.',
  'auth.forgot.',
  'apiMessage.',
];
