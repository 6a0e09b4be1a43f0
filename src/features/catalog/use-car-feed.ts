/**
 * The home page's car feed (SPEC.md §4, §9): 12 a page from getAllCar or carSearchText, the next page
 * on demand while more remain, a new request (filter, sort or search change) restarts at offset 0 with
 * an empty list, a reload (after a like) fetches the loaded cars again without losing the visitor's
 * place. Stale answers are dropped; no car appears twice. Errors are logged and loading stops (§8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CarListData, CarListItem } from '../../lib/api/api-types.ts';
import { getAllCar, searchCars } from '../../lib/api/catalog.ts';
import { appendUnique, hasMore, reloadChunks } from '../../lib/paging.ts';
import { HOME_PAGE_SIZE, homeRequest, initialHomeQuery, type HomeRequest } from './home-query.ts';

export interface FeedPage {
  rowCount: number;
  cars: CarListItem[];
}

/** One page of a home request. */
export async function fetchHomePage(
  request: HomeRequest,
  page: { skip: number; take: number },
  signal?: AbortSignal,
): Promise<FeedPage> {
  if (request.kind === 'search') {
    const data = await searchCars(request.text, page, signal);
    return { rowCount: data.rowCount, cars: data.detail };
  }
  const data = await getAllCar({ ...page, filter: request.filter, sort: request.sort, signal });
  return { rowCount: data.rowCount, cars: data.carList };
}

export interface FeedState {
  cars: CarListItem[];
  rowCount: number;
  /** Offset of the next page (grows by the page size). */
  nextSkip: number;
  loading: boolean;
  failed: boolean;
  /** The first page of the current request has arrived. */
  loaded: boolean;
}

const START: FeedState = { cars: [], rowCount: 0, nextSkip: 0, loading: true, failed: false, loaded: false };

function requestKey(request: HomeRequest | null): string | null {
  if (!request) return null;
  return request.kind === 'search' ? `s:${request.text}` : `l:${request.filter}:${request.sort}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The feed of `request` (null until the page knows its query: skeletons show meanwhile, or `initial`,
 * the first page of the full list as built into the page, which is then refreshed quietly).
 * `loadMore` fetches the next page, `reload` refreshes the loaded cars, `restart` starts over, `retry`
 * repeats what failed (a failed refresh of the built-in cars refreshes them, it does not add a page).
 */
export function useCarFeed(
  request: HomeRequest | null,
  initial: CarListData | null = null,
): FeedState & {
  more: boolean;
  loadMore: () => void;
  reload: () => void;
  restart: () => void;
  retry: () => void;
} {
  const [state, setState] = useState<FeedState>(() =>
    initial
      ? {
          cars: appendUnique([], initial.carList),
          rowCount: initial.rowCount,
          nextSkip: HOME_PAGE_SIZE,
          loading: false,
          failed: false,
          loaded: true,
        }
      : START,
  );
  const key = requestKey(request);
  // The request whose cars are on screen without having been fetched here (the built-in first page).
  const builtKey = useRef(initial ? requestKey(homeRequest(initialHomeQuery())) : null);
  const requestRef = useRef(request);
  const stateRef = useRef(state);
  const generation = useRef(0);
  const busy = useRef(false);
  /** The grid's end came into view while the cars on screen were being refreshed: the next page follows. */
  const moreAfterRefresh = useRef(false);
  const running = useRef<'first' | 'more' | 'reload' | 'refresh' | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** What the last failed load was doing, for retry. */
  const failedMode = useRef<'first' | 'more' | 'reload' | 'refresh' | null>(null);
  requestRef.current = request;

  /**
   * Sets the feed's state. `now`, for an answer that has just arrived: drawn in the same task
   * (flushSync), not in a render React schedules after it, which a slow, busy phone ran frames later
   * (respond-in-a-frame.spec.ts); a page of 12 cards is one short render. Never `now` inside an effect.
   */
  const commit = useCallback((next: (s: FeedState) => FeedState, now = false) => {
    stateRef.current = next(stateRef.current);
    const value = stateRef.current;
    if (now) flushSync(() => setState(value));
    else setState(value);
  }, []);

  const load = useCallback(
    async (mode: 'first' | 'more' | 'reload' | 'refresh') => {
      const current = requestRef.current;
      if (!current) return;
      if (mode === 'more' && busy.current) {
        // a refresh or reload keeps the grid's end where it is, so nothing would ask again once it is in
        if (running.current === 'refresh' || running.current === 'reload') moreAfterRefresh.current = true;
        return;
      }
      if (mode === 'more' && !hasMore(stateRef.current.nextSkip, stateRef.current.rowCount)) return;
      if (mode === 'first') moreAfterRefresh.current = false;
      running.current = mode;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      if (mode === 'first') generation.current += 1;
      const mine = generation.current;
      busy.current = true;
      // a refresh of the built-in cars keeps them on screen, without skeletons
      if (mode !== 'refresh') commit((s) => (mode === 'first' ? START : { ...s, loading: true, failed: false }));
      try {
        if (mode === 'reload' || mode === 'refresh') {
          const chunks = reloadChunks(stateRef.current.cars.length, HOME_PAGE_SIZE);
          const pages = await Promise.all(chunks.map((chunk) => fetchHomePage(current, chunk, controller.signal)));
          if (mine !== generation.current) return;
          const end = chunks.reduce((max, c) => Math.max(max, c.skip + c.take), 0);
          busy.current = false;
          commit(
            (s) => ({
              ...s,
              cars: pages.reduce<CarListItem[]>((list, page) => appendUnique(list, page.cars), []),
              rowCount: pages[0]?.rowCount ?? s.rowCount,
              nextSkip: Math.max(s.nextSkip, end),
              loading: false,
              loaded: true,
            }),
            true,
          );
        } else {
          const skip = mode === 'first' ? 0 : stateRef.current.nextSkip;
          const page = await fetchHomePage(current, { skip, take: HOME_PAGE_SIZE }, controller.signal);
          if (mine !== generation.current) return;
          busy.current = false;
          commit(
            (s) => ({
              ...s,
              cars: mode === 'first' ? appendUnique([], page.cars) : appendUnique(s.cars, page.cars),
              rowCount: page.rowCount,
              nextSkip: skip + HOME_PAGE_SIZE,
              loading: false,
              loaded: true,
            }),
            true,
          );
        }
        if (moreAfterRefresh.current) {
          moreAfterRefresh.current = false;
          void load('more');
        }
      } catch (error) {
        if (isAbort(error)) return;
        console.error('car list failed', error);
        if (mine !== generation.current) return;
        busy.current = false;
        moreAfterRefresh.current = false;
        failedMode.current = mode;
        commit((s) => ({ ...s, loading: false, failed: true, loaded: true }), true);
      }
    },
    [commit],
  );

  useEffect(() => {
    if (key === null) return;
    const built = builtKey.current === key;
    builtKey.current = null;
    void load(built ? 'refresh' : 'first');
    return () => abort.current?.abort();
  }, [key, load]);

  return {
    ...state,
    more: state.loaded && !state.failed && hasMore(state.nextSkip, state.rowCount),
    loadMore: useCallback(() => void load('more'), [load]),
    reload: useCallback(() => void load(stateRef.current.loaded ? 'reload' : 'first'), [load]),
    restart: useCallback(() => void load('first'), [load]),
    retry: useCallback(() => {
      const failed = failedMode.current;
      failedMode.current = null;
      void load(failed === 'more' ? 'more' : failed === 'reload' || failed === 'refresh' ? 'reload' : 'first');
    }, [load]),
  };
}
