/** Which translation keys each account island receives as props (pickStrings(lang, …) in its page). */

const PASSWORDS = [
  'auth.newPassword',
  'auth.confirmNewPassword',
  'auth.passwordHint',
  'auth.showPassword',
  'auth.hidePassword',
];

export const MY_ACCOUNT_STRINGS = ['account.', 'auth.error.', 'common.cancel', 'apiMessage.'];
export const CHANGE_PASSWORD_STRINGS = [
  'account.signedOut',
  'account.password.',
  'auth.error.',
  ...PASSWORDS,
  'apiMessage.',
];
export const WISH_LIST_STRINGS = ['account.signedOut', 'account.wish.', 'pager.', 'apiMessage.'];
export const ALERT_STOP_STRINGS = [
  'alertStop.',
  'apiMessage.stopLinkInvalid',
  'apiMessage.network',
  'apiMessage.serverError',
];
