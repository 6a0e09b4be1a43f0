/** React access to master-options.ts: the options of a list, loaded when `enabled`. */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadOptions, type Option, type OptionKind } from './master-options.ts';

export interface OptionsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  options: Option[];
  retry: () => void;
}

/** Loads the list of `kind` (a brand's models when kind is 'model') once `enabled` is true. */
export function useOptions(kind: OptionKind, enabled: boolean, brandId: number | null = null): OptionsState {
  const [loaded, setLoaded] = useState<{ key: string; status: 'ready' | 'error'; options: Option[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const skip = !enabled || (kind === 'model' && brandId === null);
  const key = `${kind}:${brandId}:${attempt}`;

  useEffect(() => {
    if (skip) return;
    let live = true;
    loadOptions(kind, brandId).then(
      (options) => live && startTransition(() => setLoaded({ key, status: 'ready', options })),
      (error: unknown) => {
        console.error(`getMasters ${kind} failed`, error);
        if (live) setLoaded({ key, status: 'error', options: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, brandId, skip, key]);

  if (skip) return { status: 'idle', options: [], retry };
  if (loaded?.key !== key) return { status: 'loading', options: [], retry };
  return { status: loaded.status, options: loaded.options, retry };
}
