/**
 * Recently viewed cars (issue 22): the last 12 cars a visitor opened, newest first, kept on the device
 * in localStorage under `recentlyViewed` (no account). The car detail records each car it shows; the
 * home page and the car detail list them (src/ui/recently-viewed.client.ts). Islands and scripts call
 * the actions; they never set the atom directly. What is kept is only what a small card needs.
 */
import { persistentAtom } from '@nanostores/persistent';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;

export interface RecentCar {
  id: number;
  maker: string;
  model: string;
  year: number | null;
  /** Main picture's file name (thumbnail), null when none. */
  image: string | null;
}

function isRecentCar(value: unknown): value is RecentCar {
  if (typeof value !== 'object' || value === null) return false;
  const car = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(car.id) &&
    (car.id as number) > 0 &&
    typeof car.maker === 'string' &&
    typeof car.model === 'string' &&
    (car.year === null || typeof car.year === 'number') &&
    (car.image === null || typeof car.image === 'string')
  );
}

/** Whatever the storage holds, a clean list (a hand-edited or old value never breaks a page). */
export function decodeRecent(text: string): RecentCar[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecentCar).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

export const $recentlyViewed = persistentAtom<RecentCar[]>(RECENTLY_VIEWED_KEY, [], {
  encode: (cars) => JSON.stringify(cars),
  decode: decodeRecent,
});

/** Puts a car first (once), keeping the last 12. */
export function recordRecentCar(car: RecentCar): void {
  if (!isRecentCar(car)) return;
  const rest = $recentlyViewed.get().filter((c) => c.id !== car.id);
  $recentlyViewed.set([car, ...rest].slice(0, RECENTLY_VIEWED_MAX));
}

/** Removes one car (the visitor's remove button, or a car no longer published). */
export function removeRecentCars(ids: readonly number[]): void {
  const list = $recentlyViewed.get();
  const next = list.filter((c) => !ids.includes(c.id));
  if (next.length !== list.length) $recentlyViewed.set(next);
}

/** Forgets every car. */
export function clearRecentCars(): void {
  $recentlyViewed.set([]);
}
