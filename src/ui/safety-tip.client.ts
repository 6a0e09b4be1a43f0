/**
 * Issue 23: before a link marked `data-safety-tip` opens (Contact Importer, WhatsApp, the importer's
 * phone), the safety tip dialog (safety-tip-dialog.astro) shows, once a day per device. The tap is
 * held; Continue follows the same link (same target, so WhatsApp still opens in its own tab), Cancel
 * and Escape stay. A gated link without a token (car detail: Contact Importer) is left to its own
 * handler, which asks to log in first.
 */
import { $isLoggedIn } from '../lib/stores/auth.ts';
import { lastTipDay, rememberTipDay, tipDue } from './safety-tip.ts';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

let pending: HTMLAnchorElement | null = null;

function onClick(event: MouseEvent): void {
  const dialog = document.getElementById('safety-tip');
  if (!(dialog instanceof HTMLDialogElement) || event.defaultPrevented || event.button !== 0) return;
  const link = (event.target as Element | null)?.closest?.('a[data-safety-tip]');
  if (!(link instanceof HTMLAnchorElement) || !link.href) return;
  if (link.dataset.gated !== undefined && !$isLoggedIn.get()) return;
  const now = new Date();
  if (!tipDue(lastTipDay(storage()), now)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  rememberTipDay(storage(), now);
  pending = link;
  dialog.showModal();
  dialog.querySelector<HTMLButtonElement>('[data-safety-continue]')?.focus();
}

function wire(): void {
  const dialog = document.getElementById('safety-tip');
  if (!(dialog instanceof HTMLDialogElement) || dialog.dataset.wired) return;
  dialog.dataset.wired = 'true';
  dialog.querySelector('[data-safety-cancel]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'continue') pending = null;
    dialog.returnValue = '';
  });
  dialog.querySelector('[data-safety-continue]')?.addEventListener('click', () => {
    const link = pending;
    pending = null;
    dialog.close('continue');
    // The tip is remembered for today, so this tap goes through every other handler as usual.
    link?.click();
  });
  document.addEventListener('click', onClick, true);
}

wire();
