/**
 * The "More filters" sheet's live count (issue 22): how many cars the filters being chosen would
 * show, asked ~300 ms after the last change; a request superseded by a newer choice is aborted, and
 * an answer that arrives late for an older choice is never shown. A failed count says so and the
 * sheet still works.
 */
import { useEffect, useState } from 'react';
import { getCarCount } from '../../lib/api/catalog.ts';

export const COUNT_DEBOUNCE_MS = 300;

export type LiveCount =
  { status: 'loading' } | { status: 'ready'; count: number; approximate: boolean } | { status: 'error' };

/** The count of `filterString` (with the search in force, if any) while `enabled` (the sheet is open). */
export function useLiveCount(filterString: string, enabled: boolean, searchText = ''): LiveCount {
  const [state, setState] = useState<{ key: string; count: LiveCount } | null>(null);
  const key = `${searchText}\n${filterString}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getCarCount(filterString, controller.signal, searchText).then(
        (data) =>
          setState({
            key,
            count: { status: 'ready', count: data.count, approximate: data.approximate },
          }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('getCarCount failed', error);
          setState({ key, count: { status: 'error' } });
        },
      );
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, filterString, searchText, enabled]);

  return state?.key === key ? state.count : { status: 'loading' };
}
