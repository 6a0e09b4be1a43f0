/**
 * The provider the build is configured for (PUBLIC_PHONE_AUTH_PROVIDER): the registration and reset forms
 * use `phoneVerification()` and never know which one runs. The Firebase one and its SDK are a separate
 * chunk, loaded on first use only when configured. The interface lives in verification.ts.
 */
import { config } from '../../../lib/config.ts';
import type { PhoneVerification } from './verification.ts';

let chosen: Promise<PhoneVerification> | null = null;

export function phoneVerification(provider = config.phoneAuthProvider): Promise<PhoneVerification> {
  chosen ??=
    provider === 'firebase'
      ? import('./firebase-verification.ts').then((m) => m.createFirebaseVerification(config.firebase))
      : import('./console-verification.ts').then((m) => m.consoleVerification);
  return chosen;
}
