/**
 * Toasts of SPEC.md §8/§9, for islands and plain scripts alike:
 * error (red, top centre, close label X, 2000 ms), defaultError, success (2000 ms), longSuccess (5000 ms).
 * react-hot-toast and React load only when the first toast shows: most pages never show one.
 */
import type hotToastModule from 'react-hot-toast';
import { frameString } from '../lib/site/frame-strings.ts';

export const TOAST_MS = 2000;
export const LONG_TOAST_MS = 5000;
export const DEFAULT_ERROR = 'Please Enter all Required fields';

type HotToast = typeof hotToastModule;
let loading: Promise<HotToast> | null = null;

function hotToast(): Promise<HotToast> {
  loading ??= Promise.all([import('react-hot-toast'), import('./toaster-mount.tsx')]).then(([hot, mount]) => {
    mount.mountToaster({
      close: frameString('toast.close', 'X'),
      closeLabel: frameString('toast.closeLabel', 'Close'),
    });
    return hot.default;
  });
  return loading;
}

function show(kind: 'error' | 'success', message: string, duration: number): void {
  hotToast()
    // The same message twice (a double tap, two handlers of one failure) shows one toast, not a stack.
    .then((hot) => hot[kind](message, { duration, position: 'top-center', id: `${kind}:${message}` }))
    .catch((error: unknown) => console.error('toast failed', error, message));
}

/** Shows toasts; every call returns at once (the toast library loads in the background). */
export const toast = {
  /** Red, top centre, closable with X, 2 s. */
  error(message: string): void {
    show('error', message, TOAST_MS);
  },
  /** 'Please Enter all Required fields', translated. */
  defaultError(): void {
    show('error', frameString('toast.defaultError', DEFAULT_ERROR), TOAST_MS);
  },
  /** 2 s. */
  success(message: string): void {
    show('success', message, TOAST_MS);
  },
  /** 5 s, for messages that take longer to read. */
  longSuccess(message: string): void {
    show('success', message, LONG_TOAST_MS);
  },
};
