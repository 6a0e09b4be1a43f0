/**
 * The Firebase provider: the site has Firebase send and check the code (invisible reCAPTCHA), then
 * sends us the Firebase ID token. We verify it as Firebase documents: RS256 signature by one of
 * Google's published keys (FIREBASE_JWKS_URL), aud = project id, iss = securetoken.google.com/<project>,
 * exp/iat/auth_time, a subject, and phone_number equal to the number being verified.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { refuse } from '../refusal.ts';
import { fullNumber, PhoneAuthUnavailable, type PhoneAuthProvider } from './types.ts';

export interface FirebaseProviderOptions {
  projectId: string;
  jwksUrl: string;
}

// Errors that mean "we could not check", not "the token is bad".
const UNAVAILABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

export function createFirebaseProvider(options: FirebaseProviderOptions): PhoneAuthProvider {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  return {
    name: 'firebase',
    target: (request) => {
      if (!request.idToken) refuse(400, 'idTokenMissing');
      if (request.verificationId) return { verificationId: request.verificationId };
      const { countryCode, mobileNo, purpose } = request;
      if (!countryCode || !mobileNo || !purpose) refuse(400, 'verificationIdOrPhone');
      return { start: { countryCode, mobileNo }, purpose };
    },
    // Firebase sends the SMS from the browser; nothing to store.
    deliver: async () => '',
    check: async (verification, answer) => {
      if (!answer.idToken) return false;
      try {
        const { payload } = await jwtVerify(answer.idToken, keys, {
          algorithms: ['RS256'],
          audience: options.projectId,
          issuer,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: 5,
        });
        const authTime = payload.auth_time;
        if (typeof authTime !== 'number' || authTime > Date.now() / 1000 + 5) return false;
        if (typeof payload.sub !== 'string' || !payload.sub) return false;
        return payload.phone_number === fullNumber(verification);
      } catch (error) {
        if (error instanceof errors.JOSEError && !UNAVAILABLE.has(error.code)) return false;
        throw new PhoneAuthUnavailable('Firebase keys could not be fetched', { cause: error });
      }
    },
  };
}
