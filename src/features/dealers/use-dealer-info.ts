/**
 * The importer of the importer pages: getDealerInfo with the vehicle id of the query (SPEC.md §7), or
 * the importer id (?dealerId, our extension) so the page still works once that car is gone.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DealerInfo } from '../../lib/api/api-types.ts';
import { ApiError } from '../../lib/api/client.ts';
import { getDealerInfo } from '../../lib/api/catalog.ts';

export type DealerState =
  { status: 'loading' } | { status: 'ready'; dealer: DealerInfo } | { status: 'notFound' } | { status: 'error' };

/** Loads the importer once `enabled`; `retry` loads again after an error. */
export function useDealerInfo(
  ids: { dealerId: number | null; vehicalId: number | null },
  enabled = true,
): { state: DealerState; retry: () => void } {
  const [state, setState] = useState<DealerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { dealerId, vehicalId } = ids;
  useEffect(() => {
    if (!enabled) return;
    if (dealerId === null && vehicalId === null) {
      setState({ status: 'notFound' });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    getDealerInfo(vehicalId ?? 0, { dealerId: dealerId ?? undefined, signal: abort.signal })
      .then((dealer) => setState(dealer ? { status: 'ready', dealer } : { status: 'notFound' }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'notFound' });
          return;
        }
        console.error('getDealerInfo failed', error);
        setState({ status: 'error' });
      });
    return () => abort.abort();
  }, [dealerId, vehicalId, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
