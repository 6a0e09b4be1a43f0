/**
 * Catalogue data read at build time from the running API (API_ORIGIN, as the content pages read
 * theirs): the ads, so the first ad picture paints before any script runs, and the first page of the
 * car list and of the home grid, so their cards are in the built page. Null when the API cannot be
 * reached: the page then shows a spinner or skeletons and the browser fetches the data. The islands
 * hydrate on intent (client:intent): at idle when the live first page differs from the built one
 * (the `fresh` check), and they always fetch fresh data once hydrated. The cars are read once per
 * language: their body types, cities and countries come in the page's language (issue 19).
 */
import type { AdItem, CarListData } from '../../lib/api/api-types.ts';
import { atBuildTime } from '../../lib/api/build-time.ts';
import { carListRequest, getAllCar, type CarListParams } from '../../lib/api/catalog.ts';
import { getMasters } from '../../lib/api/masters.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging.ts';
import { dataKey, type FreshCheck } from '../../lib/site/hydrate-on-intent.ts';
import { HOME_PAGE_SIZE, homeRequest, initialHomeQuery } from './home-query.ts';

/** One read per build (every language page asks for the same data). */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= read());
}

const readAds = once(() => atBuildTime('catalog ads', (options) => getMasters('ads', undefined, options)));
const FIRST_CARS: Omit<CarListParams, 'signal'> = { take: DEFAULT_PAGE_SIZE, skip: 0 };
const homeList = homeRequest(initialHomeQuery());
/** What the home feed asks first (use-car-feed.ts), so the built cars are the ones it would show. */
const HOME_FIRST_CARS: Omit<CarListParams, 'signal'> = {
  take: HOME_PAGE_SIZE,
  skip: 0,
  ...(homeList.kind === 'list' ? { filter: homeList.filter, sort: homeList.sort } : {}),
};
/** One read per build and language of a first page of cars. */
function perLang(name: string, params: Omit<CarListParams, 'signal'>): (lang: Lang) => Promise<CarListData | null> {
  const reads = new Map<Lang, () => Promise<CarListData | null>>();
  return (lang) => {
    let read = reads.get(lang);
    if (!read) {
      read = once(() => atBuildTime(`${name} ${lang}`, (options) => getAllCar(params, { ...options, lang })));
      reads.set(lang, read);
    }
    return read();
  };
}
const readFirstCars = perLang('catalog first cars', FIRST_CARS);
const readHomeFirstCars = perLang('home first cars', HOME_FIRST_CARS);

function firstCars(data: CarListData | null | undefined, params: Omit<CarListParams, 'signal'>, lang: Lang): FirstCars {
  if (!Array.isArray(data?.carList)) return { data: null, fresh: null };
  return { data, fresh: { ...carListRequest(params, lang), key: dataKey(data) } };
}

/** A first page of cars built into a page, and the check (client:intent) that it is still the live one. */
export interface FirstCars {
  data: CarListData | null;
  fresh: FreshCheck | null;
}

/** The active ads in carousel order, or null. */
export async function fetchAdsAtBuild(): Promise<AdItem[] | null> {
  const ads = await readAds();
  return Array.isArray(ads) ? ads.filter((ad) => ad.Type === 'I' || ad.Type === 'V') : null;
}

/** The car list's first page (10 cars, no filter) in `lang`; data null when the build could not read it. */
export async function fetchFirstCarsAtBuild(lang: Lang): Promise<FirstCars> {
  return firstCars(await readFirstCars(lang), FIRST_CARS, lang);
}

/** The home grid's first page (12 cars, no filter, no sort) in `lang`. */
export async function fetchHomeFirstCarsAtBuild(lang: Lang): Promise<FirstCars> {
  return firstCars(await readHomeFirstCars(lang), HOME_FIRST_CARS, lang);
}
