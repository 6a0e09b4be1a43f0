/**
 * The login-required dialog of SPEC.md §2/§4 ("You're not logging !!! Please Login First", Cancel, Login),
 * one <dialog> in every page's layout, opened from islands and plain scripts alike:
 *
 *   import { openLoginRequired } from '../ui/login-required-dialog.ts';
 *   openLoginRequired({ onCancel: reloadList });              // home, car detail: Cancel closes and reloads
 *   openLoginRequired({ cancelHref: '/en/home' });            // protected pages: Cancel/Escape go home
 *
 * Login goes to /{lang}/login?next=<this page>, and the login returns here (src/lib/site/return-path.ts).
 * Focus stays inside while it is open; Escape counts as Cancel.
 */
import { toLang } from '../lib/i18n/langs.ts';
import { loginPathFor } from '../lib/site/return-path.ts';

export interface LoginRequiredOptions {
  /** Called after Cancel or Escape closed the dialog (e.g. reload the list). */
  onCancel?: () => void;
  /** Instead of closing, Cancel and Escape go to this URL (protected pages: /{lang}/home). */
  cancelHref?: string;
  /** Where Login goes; default /{lang}/login, returning to this page after the login. */
  loginHref?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

let current: AbortController | null = null;

/** Opens the dialog; returns false when the page has none (should not happen: the layout always renders it). */
export function openLoginRequired(options: LoginRequiredOptions = {}): boolean {
  const dialog = document.getElementById('login-required');
  if (!(dialog instanceof HTMLDialogElement)) return false;
  current?.abort();
  const abort = new AbortController();
  current = abort;
  const { signal } = abort;
  const lang = toLang(document.documentElement.dataset.lang) ?? 'en';
  const loginButton = dialog.querySelector<HTMLButtonElement>('[data-action="login"]');
  const cancelButton = dialog.querySelector<HTMLButtonElement>('[data-action="cancel"]');

  const cancel = () => {
    abort.abort();
    if (options.cancelHref) {
      window.location.assign(options.cancelHref);
      return;
    }
    dialog.close();
    options.onCancel?.();
  };
  loginButton?.addEventListener(
    'click',
    () => {
      abort.abort();
      window.location.assign(options.loginHref ?? loginPathFor(lang, window.location));
    },
    { signal },
  );
  cancelButton?.addEventListener('click', cancel, { signal });
  dialog.addEventListener(
    'cancel',
    (event) => {
      // Escape: handled as Cancel so protected pages still leave.
      event.preventDefault();
      cancel();
    },
    { signal },
  );
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event), { signal });

  if (!dialog.open) dialog.showModal();
  loginButton?.focus();
  return true;
}
