/**
 * Tells whoever shows the signed-in user's profile (the nav bar's picture) that it changed.
 * My account calls profileChanged() after a save; the nav reloads the picture.
 */
import { atom } from 'nanostores';

/** Bumped on every saved profile change. */
export const $profileRevision = atom(0);

/** Announces a saved profile change. */
export function profileChanged(): void {
  $profileRevision.set($profileRevision.get() + 1);
}
