/**
 * Catalogue data read at build time from the running API (API_ORIGIN, as the content pages read
 * theirs): the ads, so the first ad picture paints before any script runs, and the first page of the
 * car list, so its cards are in the built page. Null when the API cannot be reached: the page then
 * shows a spinner or skeletons and the browser fetches the data. The browser always fetches fresh
 * data after hydration; the built copy only makes the first paint fast.
 */
import { apiCall } from '../../lib/api/client.ts';
import type { CarListData } from '../../lib/api-contract/cars.ts';
import type { AdItem } from '../../lib/api-contract/masters.ts';
import { CATALOG_PATHS, MASTER_PAIRS } from '../../lib/api-contract/paths.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging.ts';

const cache = new Map<string, Promise<unknown>>();

/** One read per build (every language page asks for the same data). */
function readOnce<T>(path: string, json?: unknown): Promise<T | null> {
  const key = `${path} ${JSON.stringify(json ?? null)}`;
  let pending = cache.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = read<T>(path, json);
    cache.set(key, pending);
  }
  return pending;
}

async function read<T>(path: string, json?: unknown): Promise<T | null> {
  const origin = process.env.API_ORIGIN?.trim().replace(/\/+$/, '');
  if (!origin) return null;
  try {
    const { data } = await apiCall<T>(`${origin}${path}`, { json, token: null, signal: AbortSignal.timeout(10_000) });
    return data;
  } catch (error) {
    console.warn(`[catalog build] ${path}: ${(error as Error).message}`);
    return null;
  }
}

/** The active ads in carousel order, or null. */
export async function fetchAdsAtBuild(): Promise<AdItem[] | null> {
  const [a, b] = MASTER_PAIRS.ads;
  const data = await readOnce<{ userDetail: AdItem[] }>(CATALOG_PATHS.getMasters(a, b));
  return Array.isArray(data?.userDetail) ? data.userDetail.filter((ad) => ad.Type === 'I' || ad.Type === 'V') : null;
}

/** The car list's first page (10 cars, no filter), or null. */
export async function fetchFirstCarsAtBuild(): Promise<CarListData | null> {
  const json = { take: DEFAULT_PAGE_SIZE, skip: 0, VehicalId: 0, sortString: '0', filterString: '', DealerId: 0 };
  const data = await readOnce<CarListData>(CATALOG_PATHS.getAllCar, json);
  return Array.isArray(data?.carList) ? data : null;
}
