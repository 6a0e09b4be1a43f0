/**
 * The compare selection: the car a visitor picked with the plus button of the car list, kept in
 * localStorage under `compareCarId` so it survives navigation. The car detail's Compare tab reads it
 * to preselect its second car. Islands call the actions; they never set the atom directly.
 */
import { persistentAtom } from '@nanostores/persistent';

/** localStorage key of the selection. */
export const COMPARE_STORAGE_KEY = 'compareCarId';

function decodeCarId(text: string): number | undefined {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The id of the car chosen for comparison; undefined when none. */
export const $compareCarId = persistentAtom<number | undefined>(COMPARE_STORAGE_KEY, undefined, {
  encode: (id) => (id === undefined ? undefined : String(id)),
  decode: decodeCarId,
});

/** Puts a car into the compare selection (it replaces the previous one). */
export function selectCompareCar(carId: number): void {
  if (Number.isSafeInteger(carId) && carId > 0) $compareCarId.set(carId);
}

/** Empties the compare selection (e.g. once the Compare tab has used it). */
export function clearCompareCar(): void {
  $compareCarId.set(undefined);
}
