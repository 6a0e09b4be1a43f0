/**
 * The site's typed catalogue calls (SPEC.md §7): car list and detail, search, recommended cars,
 * reference lists (getMasters), importer info, content pages and the wish list.
 * Types come from the API contract (`import type` only: no zod reaches the browser).
 */
import type {
  CarDetailData,
  CarListData,
  CarSearchData,
  DealerInfo,
  DealerInfoData,
  RecommendedData,
} from '../api-contract/cars.ts';
import type { PageData } from '../api-contract/content.ts';
import type { MasterItems } from '../api-contract/masters.ts';
import { CATALOG_PATHS, MASTER_PAIRS, MODELS_OF_BRAND, type MasterKind } from '../api-contract/paths.ts';
import type { MyWishListData, WishlistSaveData } from '../api-contract/wishlist.ts';
import { SORT, type SortCode } from '../filter-string.ts';
import { apiCall, type MessageKeyRef } from './client.ts';

export interface CarListParams {
  take: number;
  skip: number;
  /** SPEC.md §9 sort code; default none. */
  sort?: SortCode;
  /** A string from buildFilterString / buildCarListFilterString; default none. */
  filter?: string;
  /** Only this importer's cars. */
  dealerId?: number;
  signal?: AbortSignal;
}

/** A page of published cars and their number. */
export async function getAllCar(params: CarListParams): Promise<CarListData> {
  const json = {
    take: params.take,
    skip: params.skip,
    VehicalId: 0,
    sortString: String(params.sort ?? SORT.none),
    filterString: params.filter ?? '',
    DealerId: params.dealerId ?? 0,
  };
  const { data } = await apiCall<CarListData>(CATALOG_PATHS.getAllCar, { json, signal: params.signal });
  return data;
}

/** One car's details and media (getAllCar with VehicalId); throws ApiError 404 for an unknown car. */
export async function getCarDetail(carId: number, signal?: AbortSignal): Promise<CarDetailData> {
  const json = { take: 0, skip: 0, VehicalId: carId, sortString: '0', filterString: '', DealerId: 0 };
  const { data } = await apiCall<CarDetailData>(CATALOG_PATHS.getAllCar, { json, signal });
  return data;
}

/** Free-text search; the caller skips the call for empty text (SPEC.md §5). */
export async function searchCars(
  searchString: string,
  page: { take: number; skip: number },
  signal?: AbortSignal,
): Promise<CarSearchData> {
  const { data } = await apiCall<CarSearchData>(CATALOG_PATHS.carSearchText, {
    json: { searchString, ...page },
    signal,
  });
  return data;
}

/** Recommended cars (SPEC.md §9: take 10, skip 0). */
export async function getRecommended(page = { take: 10, skip: 0 }, signal?: AbortSignal): Promise<RecommendedData> {
  const { data } = await apiCall<RecommendedData>(CATALOG_PATHS.getRecommendedCar, { json: page, signal });
  return data;
}

/**
 * A reference list of getMasters by kind; `models` needs the brand id.
 * @example const brands = await getMasters('brands'); const models = await getMasters('models', 3);
 */
export async function getMasters<K extends MasterKind>(
  kind: K,
  brandId?: number,
  signal?: AbortSignal,
): Promise<Array<MasterItems[K]>> {
  const [a, b] = kind === 'models' ? [brandId ?? 0, MODELS_OF_BRAND] : MASTER_PAIRS[kind as keyof typeof MASTER_PAIRS];
  const { data } = await apiCall<{ userDetail: Array<MasterItems[K]> }>(CATALOG_PATHS.getMasters(a, b), { signal });
  return data.userDetail;
}

/** The importer selling a car (the spec's vehicle id), or by importer id when `dealerId` is given. */
export async function getDealerInfo(
  vehicleId: number,
  options: { dealerId?: number; signal?: AbortSignal } = {},
): Promise<DealerInfo | null> {
  const path = CATALOG_PATHS.getDealerInfo(vehicleId) + (options.dealerId ? `?dealerId=${options.dealerId}` : '');
  const { data } = await apiCall<DealerInfoData>(path, { signal: options.signal });
  return data.detail[0] ?? null;
}

/** A content page's HTML in a language (es is sp). */
export async function getPage(
  slug: 'TermAndCondition' | 'PrivacyPolicy',
  lang: 'en' | 'fr' | 'sp' | 'es',
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await apiCall<PageData>(`${CATALOG_PATHS.getPage(slug)}?lang=${lang}`, { signal });
  return data.pdata;
}

/** Likes (1) or unlikes (0) a car; resolves to the server's message for the toast. */
export async function saveWishlist(
  carId: number,
  flag: 0 | 1,
): Promise<{ message: string; messageKey?: MessageKeyRef | null | undefined; data: WishlistSaveData }> {
  const { message, messageKey, data } = await apiCall<WishlistSaveData>(CATALOG_PATHS.saveCarWishlist(carId, flag));
  return { message, messageKey, data };
}

/** A page of the signed-in user's wish list. */
export async function getMyWishList(
  page: { take: number; skip: number },
  signal?: AbortSignal,
): Promise<MyWishListData> {
  const { data } = await apiCall<MyWishListData>(CATALOG_PATHS.getMyWishList, { json: page, signal });
  return data;
}
