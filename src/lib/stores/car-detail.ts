/**
 * The car of the car-detail page, shared by its gallery script and its islands (summary, tabs, compare):
 * one request however many parts ask, started as early as the page's script runs.
 * Parts call loadCarDetail / reloadCarDetail; they never set the atom directly.
 */
import { atom } from 'nanostores';
import type { CarDetail, CarDetailData, CarImage } from '../api/api-types.ts';
import { ApiError, type ApiEnvelope } from '../api/client.ts';
import { getCarDetail } from '../api/catalog.ts';
// Importing the auth store points the API client at the stored token (IsLiked depends on it).
import './auth.ts';

export type CarDetailState =
  | { status: 'loading'; id: number | null }
  | { status: 'ready'; id: number; car: CarDetail; images: CarImage[]; reloading: boolean }
  | { status: 'notFound'; id: number | null }
  | { status: 'error'; id: number; message: string };

export const $carDetail = atom<CarDetailState>({ status: 'loading', id: null });

/**
 * The car-detail page's early request (src/features/car-detail/early-detail.client.ts, a script with no
 * imports that starts before this module loads): the car id and its answer, null when the network failed.
 */
export interface EarlyDetail {
  id: number;
  result: Promise<{ status: number; body: unknown } | null>;
}

declare global {
  interface Window {
    carDetailEarly?: EarlyDetail;
  }
}

let inFlight: { id: number; promise: Promise<void> } | null = null;

/**
 * The answer of the page's early request for car `id` (src/features/car-detail/early-detail.client.ts),
 * taken once: a success or a 404/400 is used as is; anything else (a 401, a failure) is asked again
 * through the API client, which handles it.
 */
async function takeEarly(id: number): Promise<CarDetailData | 'notFound' | null> {
  const early: EarlyDetail | undefined = typeof window === 'undefined' ? undefined : window.carDetailEarly;
  if (!early || early.id !== id) return null;
  window.carDetailEarly = undefined;
  const answer = await early.result;
  if (answer?.status === 404 || answer?.status === 400) return 'notFound';
  const data = answer?.status === 200 ? (answer.body as ApiEnvelope<CarDetailData> | null)?.data : undefined;
  return data && Array.isArray(data.carDetails) && Array.isArray(data.images) ? data : null;
}

async function fetchInto(id: number, shown: CarDetailState | null): Promise<void> {
  try {
    const early = shown ? null : await takeEarly(id);
    if (early === 'notFound') {
      $carDetail.set({ status: 'notFound', id });
      return;
    }
    const data = early ?? (await getCarDetail(id));
    const car = data.carDetails[0];
    $carDetail.set(
      car ? { status: 'ready', id, car, images: data.images, reloading: false } : { status: 'notFound', id },
    );
  } catch (error) {
    // 404: unknown or removed car; 400: an id the API refuses (e.g. too large) is just as unknown.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      $carDetail.set({ status: 'notFound', id });
      return;
    }
    console.error('car detail failed', error);
    // A failed reload keeps the car on screen (SPEC.md §8: such failures are logged only).
    if (shown?.status === 'ready') {
      $carDetail.set({ ...shown, reloading: false });
      return;
    }
    $carDetail.set({ status: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    if (inFlight?.id === id) inFlight = null;
  }
}

/**
 * Loads car `id` unless it is already loaded or loading; null (no usable id in the URL) means not found.
 * @example void loadCarDetail(queryId(location.search, 'id'));
 */
export function loadCarDetail(id: number | null): Promise<void> {
  if (id === null) {
    $carDetail.set({ status: 'notFound', id: null });
    return Promise.resolve();
  }
  if (inFlight?.id === id) return inFlight.promise;
  const state = $carDetail.get();
  if (state.status === 'ready' && state.id === id) return Promise.resolve();
  $carDetail.set({ status: 'loading', id });
  const promise = fetchInto(id, null);
  inFlight = { id, promise };
  return promise;
}

/** Fetches the shown car again (after a like), keeping it on screen meanwhile. */
export function reloadCarDetail(): Promise<void> {
  const state = $carDetail.get();
  if (state.status !== 'ready') return Promise.resolve();
  if (inFlight?.id === state.id) return inFlight.promise;
  $carDetail.set({ ...state, reloading: true });
  const promise = fetchInto(state.id, state);
  inFlight = { id: state.id, promise };
  return promise;
}
