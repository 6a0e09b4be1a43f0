/**
 * One interface for the two ways a phone number is verified (ARCHITECTURE.md "Phone verification"):
 * - `console` (default): the API makes, sends (or logs) and checks the code (otp/send, resend, verify);
 * - `firebase`: the Firebase SDK sends and checks the code behind an invisible reCAPTCHA, and the API
 *   turns the Firebase ID token into the same phone proof. Its SDK is imported only then.
 * The registration and reset forms use `phoneVerification()` and never know which one runs.
 */
import { config } from '../../../lib/config.ts';
import type { PhoneVerification } from './verification-provider.ts';

let chosen: Promise<PhoneVerification> | null = null;

/**
 * The provider the build is configured for (PUBLIC_PHONE_AUTH_PROVIDER). The Firebase one is a separate
 * chunk, loaded on first use only when configured.
 */
export function phoneVerification(provider = config.phoneAuthProvider): Promise<PhoneVerification> {
  chosen ??=
    provider === 'firebase'
      ? import('./firebase-verification.ts').then((m) => m.createFirebaseVerification(config.firebase))
      : import('./console-verification.ts').then((m) => m.consoleVerification);
  return chosen;
}
