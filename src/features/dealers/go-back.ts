/**
 * The importer pages' Back: the previous page when the visitor came from this site, otherwise the car
 * they were looking at (vehId, the car compared from, first; then vehicalId), otherwise the car list.
 */
import type { Lang } from '../../lib/i18n/langs.ts';
import { routePath } from '../../lib/site/routes.ts';

/** Where Back goes when there is no page of ours to go back to. */
export function backFallback(lang: Lang, ids: { vehId: number | null; vehicalId: number | null }): string {
  const carId = ids.vehId ?? ids.vehicalId;
  return carId === null ? routePath(lang, 'car_list') : routePath(lang, 'carDetail', { id: carId });
}

/** True when the browser can go back to a page of this site. */
export function cameFromHere(referrer: string, origin: string, historyLength: number): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
