/**
 * The heart of every car card (SPEC.md §4): liked → sends 0 (unlike), otherwise 1 (like); on success
 * the server's message shows as a success toast in the page's language (its key's `apiMessage.` frame
 * string) and every list reloads; without a token the
 * login-required dialog opens (Cancel closes it and reloads the list). HTTP errors are only logged (§8).
 * Used by the catalogue and reusable by the car detail, wish list and importer pages.
 */
import { atom } from 'nanostores';
import { saveWishlist } from '../lib/api/catalog.ts';
import { successMessage, translateApiMessage } from '../lib/i18n/api-messages.ts';
import { frameString } from '../lib/site/frame-strings.ts';
import { $isLoggedIn } from '../lib/stores/auth.ts';
import { toast } from './toast.ts';
import { openLoginRequired } from './login-required-dialog.ts';

/** Bumped after each successful like or unlike: lists subscribe to it and reload. */
export const $likeChanges = atom(0);

/** The flag saveCarWishlist gets: 0 unlikes a liked car, 1 likes it. */
export function likeFlag(liked: boolean): 0 | 1 {
  return liked ? 0 : 1;
}

export interface LikeOptions {
  /** Reload the list after Cancel in the login-required dialog. */
  onCancel?: () => void;
}

/**
 * Likes or unlikes a car. Resolves to the new state, or null when nothing changed
 * (no token: the dialog opened; or the call failed and was logged).
 */
export async function toggleCarLike(
  car: { id: number; liked: boolean },
  options: LikeOptions = {},
): Promise<boolean | null> {
  if (!$isLoggedIn.get()) {
    openLoginRequired({ onCancel: options.onCancel });
    return null;
  }
  try {
    const answer = await saveWishlist(car.id, likeFlag(car.liked));
    toast.success(translateApiMessage(successMessage(answer), (key) => frameString(key)));
    $likeChanges.set($likeChanges.get() + 1);
    return answer.data.IsLiked;
  } catch (error) {
    console.error('saveCarWishlist failed', error);
    return null;
  }
}
