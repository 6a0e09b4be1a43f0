/**
 * The app-store interstitial (SPEC.md §1): on Android and iPhone/iPad, offer the matching store page
 * or staying on the website; the choice to stay is remembered. Loaded only when PUBLIC_APP_REDIRECT is on.
 */
import { mobileStoreFor, STAY_ON_WEBSITE_KEY } from '../lib/site/mobile-store.ts';

function remembered(): boolean {
  try {
    return localStorage.getItem(STAY_ON_WEBSITE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opens the prompt when this device has a store and the visitor has not chosen to stay. */
export function offerAppStore(): void {
  const dialog = document.getElementById('app-store-prompt');
  if (!(dialog instanceof HTMLDialogElement) || remembered()) return;
  const store = mobileStoreFor({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  });
  if (!store) return;
  for (const link of dialog.querySelectorAll<HTMLElement>('[data-store]')) link.hidden = link.dataset.store !== store;
  const stay = () => {
    try {
      localStorage.setItem(STAY_ON_WEBSITE_KEY, '1');
    } catch {
      // Without storage the prompt comes back next time; nothing else to do.
    }
    dialog.close();
  };
  dialog.querySelector('[data-stay]')?.addEventListener('click', stay);
  dialog.addEventListener('cancel', stay);
  dialog.showModal();
  dialog.querySelector<HTMLElement>(`[data-store="${store}"]`)?.focus();
}
