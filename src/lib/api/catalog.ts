/**
 * The site's typed catalogue calls (SPEC.md §7): car list and detail, search, recommended cars,
 * importer info, content pages and the wish list (the reference lists, getMasters: masters.ts). Each builds its request
 * here and only here (build-time reads call these too, with `{ baseUrl, token: null }`); paths, bodies
 * and answers are checked against the server's routes (client.ts).
 * Every call whose answer holds reference names (body type, fuel, country, equipment, …) sends the
 * page's language as `lang` (names-lang.ts).
 */
import { SORT, type SortCode } from '../filter-string.ts';
import type {
  CarDetailData,
  CarListData,
  CarSearchData,
  DealerInfo,
  Lang,
  MyWishListData,
  RecommendedData,
  WishlistSaveData,
} from './api-types.ts';
import { callApi, type CallOptions, type MessageKeyRef } from './client.ts';
import { namesQuery, type NamesOptions } from './names-lang.ts';

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

const GET_ALL_CAR = '/api/customer/V2/getAllCar';

/** The getAllCar body: a list page, or one car when `carId` is given (the rest is then ignored). */
function getAllCarBody(params: Omit<CarListParams, 'signal'>, carId = 0) {
  return {
    take: params.take,
    skip: params.skip,
    VehicalId: carId,
    sortString: String(params.sort ?? SORT.none),
    filterString: params.filter ?? '',
    DealerId: params.dealerId ?? 0,
  };
}

/** The path and body getAllCar posts for a list page in `lang` (a built page checks its cars with it). */
export function carListRequest(params: Omit<CarListParams, 'signal'>, lang: Lang): { path: string; json: unknown } {
  return { path: `${GET_ALL_CAR}?lang=${lang}`, json: getAllCarBody(params) };
}

/** A page of published cars and their number. */
export async function getAllCar(params: CarListParams, options: NamesOptions = {}): Promise<CarListData> {
  const input = { json: getAllCarBody(params), query: namesQuery(options) };
  const { data } = await callApi(GET_ALL_CAR, '$post', input, { signal: params.signal, ...options });
  // Without VehicalId the answer is the list (the route's type is list or car).
  return data as CarListData;
}

/**
 * How many published cars a filter string (and optionally a search's words) finds: exact, or
 * `approximate` above the size where the server estimates (issue 22).
 */
export async function getCarCount(
  filterString: string,
  signal?: AbortSignal,
  searchText = '',
): Promise<{ count: number; approximate: boolean }> {
  const json = searchText ? { filterString, searchText } : { filterString };
  const { data } = await callApi('/api/customer/V2/getCarCount', '$post', { json }, { signal });
  return data;
}

/** One car's details and media (getAllCar with VehicalId); throws ApiError 404 for an unknown car. */
export async function getCarDetail(carId: number, signal?: AbortSignal): Promise<CarDetailData> {
  const input = { json: getAllCarBody({ take: 0, skip: 0 }, carId), query: namesQuery() };
  const { data } = await callApi(GET_ALL_CAR, '$post', input, { signal });
  return data as CarDetailData;
}

/**
 * Free-text search; the caller skips the call for empty text (SPEC.md §5). `filter` (a string from
 * filter-string.ts, issue 22) keeps only the matches it also finds; empty: every match. `sort` (a §9
 * code other than none) answers the matches in that list sort instead of best match first.
 */
export async function searchCars(
  searchString: string,
  page: { take: number; skip: number },
  signal?: AbortSignal,
  narrow: { filter?: string; sort?: SortCode } = {},
): Promise<CarSearchData> {
  const { filter = '', sort = SORT.none } = narrow;
  // Only what narrows is sent: a plain search asks exactly as before.
  const json = {
    searchString,
    ...page,
    ...(filter ? { filterString: filter } : {}),
    ...(sort !== SORT.none ? { sortString: String(sort) } : {}),
  };
  const input = { json, query: namesQuery() };
  return (await callApi('/api/customer/carSearchText', '$post', input, { signal })).data;
}

/** Recommended cars (SPEC.md §9: take 10, skip 0). */
export async function getRecommended(page = { take: 10, skip: 0 }, signal?: AbortSignal): Promise<RecommendedData> {
  const input = { json: page, query: namesQuery() };
  return (await callApi('/api/customer/getRecommendedCar', '$post', input, { signal })).data;
}

/** The importer selling a car (the spec's vehicle id), or by importer id when `dealerId` is given. */
export async function getDealerInfo(
  vehicleId: number,
  options: { dealerId?: number; signal?: AbortSignal } = {},
): Promise<DealerInfo | null> {
  const input = {
    param: { vehicleId: String(vehicleId) },
    query: { dealerId: options.dealerId ? String(options.dealerId) : undefined, ...namesQuery() },
  };
  const { data } = await callApi('/api/customer/getDealerInfo/:vehicleId', '$get', input, { signal: options.signal });
  return data.detail[0] ?? null;
}

/** A content page's HTML in a language (es is sp). */
export async function getPage(
  slug: 'TermAndCondition' | 'PrivacyPolicy',
  lang: Lang,
  options: CallOptions = {},
): Promise<string> {
  const { data } = await callApi('/api/open/getPage/:slug', '$get', { param: { slug }, query: { lang } }, options);
  return data.pdata;
}

/** Likes (1) or unlikes (0) a car; resolves to the server's message (and its key) for the toast. */
export async function saveWishlist(
  carId: number,
  flag: 0 | 1,
): Promise<{ message: string; messageKey?: MessageKeyRef | null | undefined; data: WishlistSaveData }> {
  const param = { carId: String(carId), flag: String(flag) as '0' | '1' };
  const { message, messageKey, data } = await callApi('/api/customer/saveCarWishlist/:carId/:flag', '$get', {
    param,
  });
  return { message, messageKey, data };
}

/** A page of the signed-in user's wish list. */
export async function getMyWishList(
  page: { take: number; skip: number },
  signal?: AbortSignal,
): Promise<MyWishListData> {
  const input = { json: page, query: namesQuery() };
  return (await callApi('/api/customer/getMyWishList', '$post', input, { signal })).data;
}
