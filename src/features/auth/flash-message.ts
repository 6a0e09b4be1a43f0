/**
 * A success message carried to the next page: registration and the password reset end on /login,
 * and the server's message ("… Please login.") should greet the visitor there, not vanish with the old page.
 */

const KEY = 'auth.flash';

/** Keeps `message` for the next page of this tab. */
export function keepFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // No storage (privacy mode): the message is simply not carried over.
  }
}

/** The kept message, once (null when there is none). */
export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
