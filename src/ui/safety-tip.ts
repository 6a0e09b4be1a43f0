/**
 * Issue 23: the safety tip before contacting an importer shows once a day per device. The day it last
 * showed is kept in localStorage (`safetyTipDay`, the device's local date YYYY-MM-DD).
 */
export const SAFETY_TIP_KEY = 'safetyTipDay';

/**
 * The device's local calendar day.
 * @example localDay(new Date(2026, 10, 26, 23, 30)) // '2026-11-26'
 */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the tip has not shown yet on `now`'s day. */
export function tipDue(lastShown: string | null, now: Date): boolean {
  return lastShown !== localDay(now);
}

/** Reads the last day, tolerating a storage the browser refuses (private mode): the tip then shows. */
export function lastTipDay(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(SAFETY_TIP_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberTipDay(storage: Pick<Storage, 'setItem'> | null, now: Date): void {
  try {
    storage?.setItem(SAFETY_TIP_KEY, localDay(now));
  } catch {
    // Storage refused: the tip shows again next time, nothing else is lost.
  }
}
