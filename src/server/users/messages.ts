/** Answers shared by the sign-in, reset and verification calls (one wording everywhere). */
export const ACCOUNT_MESSAGES = {
  loginFailed: 'Mobile Number and Password are Not Matching!!!',
  numberTaken: 'This Mobile Number is already registered. Please login.',
  notRegistered: 'This Mobile Number is not registered.',
  proofRefused:
    'phoneProof: the phone verification is invalid, expired or already used. Please verify your number again.',
  resetExpired: 'Your reset request has expired. Please start again.',
  unauthorized: 'Unauthorized: please log in again',
} as const;
