/**
 * Who is signed in, shared by every island and script: the token under localStorage key `token`
 * and the chosen language under `language` (SPEC.md §3, exactly those keys).
 * Islands and scripts call the actions below; they never set the atoms directly.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { configureApiClient } from '../api/client.ts';
import { config } from '../config.ts';
import type { Lang } from '../i18n/langs.ts';

/** The session token as the API returned it; undefined when signed out. */
export const $token = persistentAtom<string | undefined>('token', undefined);
/** The language the visitor last chose (SPEC.md §1); the URL segment still decides the page's language. */
export const $language = persistentAtom<string | undefined>('language', undefined);
/** Logged in = a token exists (SPEC.md §4). */
export const $isLoggedIn = computed($token, (token) => Boolean(token && token !== 'null' && token !== 'undefined'));

/** Keeps the token after a successful login (the page then goes to /home). */
export function login(token: string): void {
  $token.set(token);
}

/** Remembers the chosen language. */
export function chooseLanguage(lang: Lang): void {
  $language.set(lang);
}

/** Forgets the session: the token and everything else in local storage (SPEC.md §4 clears it all). */
export function endSession(): void {
  $token.set(undefined);
  try {
    localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); the token atom is cleared anyway.
  }
}

/**
 * Logout as SPEC.md §4 says: clear all of local storage, go to /{lang}/home and load it afresh.
 * `navigate` is replaceable for tests.
 */
export function logout(lang: Lang, navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  endSession();
  navigate(`/${lang}/home`);
}

let sessionExpired: () => void = () => {};

// Importing this module points the API client at the configured base and the stored token, and makes
// a 401 end the session, so any island that imports the store behaves the same, whatever runs first.
// A 401 ends the session where the visitor stands (the nav switches to Login, a protected page opens
// its login dialog) instead of losing their place; installAuth() adds the message.
configureApiClient({
  baseUrl: config.apiBase,
  getToken: () => ($isLoggedIn.get() ? ($token.get() ?? null) : null),
  onUnauthorized: () => {
    // Calls already on their way answer 401 too: only the first one ends the session and says so.
    const wasSignedIn = $isLoggedIn.get();
    endSession();
    if (wasSignedIn) sessionExpired();
  },
});

/** Sets what to tell the visitor when the server ends the session (the frame script shows a toast). */
export function installAuth(options: { onSessionExpired: () => void }): void {
  sessionExpired = options.onSessionExpired;
}
