/**
 * One page of the car list (/car_list): getAllCar with the filters' string and the sort, or carSearchText
 * with the same filter string and sort while a search is in force (issue 22: only the matches the filters
 * find, in the sort chosen); stale answers dropped, errors logged (SPEC.md §8). A page built with
 * the first cars in it shows them at once and refreshes them quietly (no skeleton flash).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CarListData, CarListItem } from '../../lib/api/api-types.ts';
import { getAllCar, searchCars } from '../../lib/api/catalog.ts';
import { pageSkip } from '../../lib/paging.ts';
import { carListFilterString, carListRequestKey, initialCarListQuery, type CarListQuery } from './car-list-query.ts';

export interface CarPageState {
  cars: CarListItem[];
  rowCount: number;
  /** rowCount is the server's estimate (above 10,000 only): shown as "about". */
  approximate: boolean;
  loading: boolean;
  failed: boolean;
  loaded: boolean;
}

type FetchedPage = { rowCount: number; approximate: boolean; cars: CarListItem[] };

function fetchPage(query: CarListQuery, signal: AbortSignal): Promise<FetchedPage> {
  const page = { take: query.size, skip: pageSkip(query.page, query.size) };
  if (query.search) {
    const narrow = { filter: carListFilterString(query), sort: query.sort };
    return searchCars(query.search, page, signal, narrow).then((d) => ({
      rowCount: d.rowCount,
      approximate: false,
      cars: d.detail,
    }));
  }
  return getAllCar({ ...page, filter: carListFilterString(query), sort: query.sort, signal }).then((d) => ({
    rowCount: d.rowCount,
    approximate: d.rowCountApproximate === true,
    cars: d.carList,
  }));
}

/**
 * The cars of `query`'s page (null until the page has read its URL). `initial` is the first page of
 * the unfiltered list as built into the page. `reload` fetches the page again.
 */
export function useCarPage(
  query: CarListQuery | null,
  initial: CarListData | null = null,
): CarPageState & { reload: () => void } {
  const [state, setState] = useState<CarPageState>(() =>
    initial
      ? {
          cars: initial.carList,
          rowCount: initial.rowCount,
          approximate: initial.rowCountApproximate === true,
          loading: false,
          failed: false,
          loaded: true,
        }
      : { cars: [], rowCount: 0, approximate: false, loading: true, failed: false, loaded: false },
  );
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const shownKey = useRef(initial ? carListRequestKey(initialCarListQuery()) : null);
  const key = query ? carListRequestKey(query) : null;

  useEffect(() => {
    const current = queryRef.current;
    if (key === null || !current) return;
    const controller = new AbortController();
    // Refreshing what is on screen (built-in cars, a reload after a like) keeps it visible meanwhile.
    if (key !== shownKey.current) setState((s) => ({ ...s, loading: true, failed: false }));
    fetchPage(current, controller.signal).then(
      (data) => {
        shownKey.current = key;
        // Drawn in the answer's own task (flushSync), not in a render scheduled after it that a busy
        // phone ran frames later (respond-in-a-frame.spec.ts).
        flushSync(() => setState({ ...data, loading: false, failed: false, loaded: true }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('car list failed', error);
        setState((s) => ({ ...s, loading: false, failed: true, loaded: true }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { ...state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
