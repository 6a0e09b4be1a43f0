/** The Recommended Cars slider's window (SPEC.md §4, §9): 3 of the 10 fetched, previous/next wrap around. */

/** Take and skip of getRecommendedCar, and how many cards show at once. */
export const RECOMMENDED = { take: 10, skip: 0, shown: 3 } as const;

/**
 * The indexes shown from `start`, wrapping around the list (fewer when the list is shorter).
 * @example windowIndexes(9, 10) // [9, 0, 1]
 */
export function windowIndexes(start: number, length: number, shown: number = RECOMMENDED.shown): number[] {
  if (length <= 0) return [];
  const count = Math.min(shown, length);
  return Array.from({ length: count }, (_, i) => (((start + i) % length) + length) % length);
}

/**
 * The next window start, one car further (or back), wrapping.
 * @example stepWindow(0, -1, 10) // 9
 */
export function stepWindow(start: number, step: 1 | -1, length: number): number {
  return length <= 0 ? 0 : (((start + step) % length) + length) % length;
}
