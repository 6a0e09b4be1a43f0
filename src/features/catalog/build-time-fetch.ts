/**
 * Catalogue data read at build time from the running API (API_ORIGIN, as the content pages read
 * theirs): the ads, so the first ad picture paints before any script runs, and the first page of the
 * car list, so its cards are in the built page. Null when the API cannot be reached: the page then
 * shows a spinner or skeletons and the browser fetches the data. The browser always fetches fresh
 * data after hydration; the built copy only makes the first paint fast.
 */
import type { AdItem, CarListData } from '../../lib/api/api-types.ts';
import { atBuildTime } from '../../lib/api/build-time.ts';
import { getAllCar, getMasters } from '../../lib/api/catalog.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging.ts';

/** One read per build (every language page asks for the same data). */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= read());
}

const readAds = once(() => atBuildTime('catalog ads', (options) => getMasters('ads', undefined, options)));
const readFirstCars = once(() =>
  atBuildTime('catalog first cars', (options) => getAllCar({ take: DEFAULT_PAGE_SIZE, skip: 0 }, options)),
);

/** The active ads in carousel order, or null. */
export async function fetchAdsAtBuild(): Promise<AdItem[] | null> {
  const ads = await readAds();
  return Array.isArray(ads) ? ads.filter((ad) => ad.Type === 'I' || ad.Type === 'V') : null;
}

/** The car list's first page (10 cars, no filter), or null. */
export async function fetchFirstCarsAtBuild(): Promise<CarListData | null> {
  const data = await readFirstCars();
  return Array.isArray(data?.carList) ? data : null;
}
