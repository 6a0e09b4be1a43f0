/**
 * The studio's admin tabs (importers-panel.tsx, reports-panel.tsx) load their list with one call: its
 * state (loading, failed, the answer) with a way to ask again, and what the tab says meanwhile.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';

export type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Calls `load` now and whenever it changes (the previous call aborted); `reload` calls it again. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [load, round]);
  return { state, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** "Loading…" before the first answer; a failure with Try again. */
export function ListState({ state, t, onRetry }: { state: Load<unknown>; t: Translate; onRetry: () => void }) {
  if (state.status === 'loading') return <p role="status">{t('studio.loading')}</p>;
  if (state.status !== 'failed') return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{t('studio.admin.loadFailed')}</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        {t('studio.admin.retry')}
      </button>
    </div>
  );
}
