/**
 * The `firebase` provider with the real SDK: invisible reCAPTCHA, signInWithPhoneNumber, confirm(code),
 * then the user's ID token. Imported (with the SDK) only by phoneVerification() when configured.
 * The Firebase session lives in memory only: we need its ID token once, not a Firebase login.
 */
import { initializeApp } from 'firebase/app';
import {
  initializeAuth,
  inMemoryPersistence,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
} from 'firebase/auth';
import { otpSend, otpVerify } from '../../../lib/api/auth.ts';
import type { PublicConfig } from '../../../lib/config.ts';
import { createFirebaseFlow, type FirebasePhoneSdk } from './firebase-flow.ts';
import type { PhoneVerification } from './verification-provider.ts';

/** Builds the SDK adapter lazily: nothing is initialised before the first code is asked for. */
function firebaseSdk(options: PublicConfig['firebase']): FirebasePhoneSdk {
  let auth: Auth | null = null;
  let verifier: RecaptchaVerifier | null = null;
  return {
    async sendCode(phoneE164) {
      auth ??= initializeAuth(initializeApp(options, 'phone-verification'), { persistence: inMemoryPersistence });
      // The SMS and the reCAPTCHA speak the page's language.
      auth.languageCode = document.documentElement.lang || 'en';
      if (!verifier) {
        const container = document.createElement('div');
        container.id = 'recaptcha-container';
        document.body.append(container);
        verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      }
      const confirmation = await signInWithPhoneNumber(auth, phoneE164, verifier);
      return async (code) => (await confirmation.confirm(code)).user.getIdToken();
    },
  };
}

/** The provider for these Firebase settings (PUBLIC_FIREBASE_*). */
export function createFirebaseVerification(options: PublicConfig['firebase']): PhoneVerification {
  return createFirebaseFlow(firebaseSdk(options), { otpSend, otpVerify });
}
