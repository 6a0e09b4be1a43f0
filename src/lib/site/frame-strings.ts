/**
 * The few translated strings the frame's plain scripts need (toasts, the session message),
 * read from the JSON block the layout writes into every page (`<script type="application/json" id="frame-strings">`).
 * Islands get their strings as props instead.
 */
let cache: Record<string, string> | null = null;

/** The frame string of `key` in the page's language, or `fallback` when absent (e.g. in unit tests). */
export function frameString(key: string, fallback = key): string {
  if (!cache) {
    const block = typeof document === 'undefined' ? null : document.getElementById('frame-strings');
    try {
      cache = block?.textContent ? (JSON.parse(block.textContent) as Record<string, string>) : {};
    } catch {
      cache = {};
    }
  }
  return cache[key] ?? fallback;
}

/** Keys the layout writes into the frame-strings block. */
export const FRAME_STRING_KEYS = [
  'toast.defaultError',
  'toast.close',
  'toast.closeLabel',
  'toast.sessionExpired',
  // The like and unlike toasts (src/ui/like-car.ts): the server's message by its key.
  'apiMessage.wishAdded',
  'apiMessage.wishRemoved',
] as const;
