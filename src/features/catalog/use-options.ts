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

export interface OptionGroup {
  parentId: number;
  options: Option[];
}

/**
 * The models of several brands (or the cities of several countries), one group per parent in the order
 * given (a parent whose list has not come yet, or failed, has an empty group until it comes); loaded
 * when `enabled`.
 */
export function useOptionGroups(kind: 'model' | 'city', parentIds: readonly number[], enabled: boolean): OptionGroup[] {
  const [lists, setLists] = useState<ReadonlyMap<number, Option[]>>(new Map());
  const wanted = parentIds.join(',');

  useEffect(() => {
    if (!enabled || !wanted) return;
    let live = true;
    for (const id of wanted.split(',').map(Number)) {
      loadOptions(kind, id).then(
        (options) => live && startTransition(() => setLists((old) => new Map(old).set(id, options))),
        (error: unknown) => console.error(`getMasters ${kind} failed`, error),
      );
    }
    return () => {
      live = false;
    };
  }, [kind, wanted, enabled]);

  return parentIds.map((parentId) => ({ parentId, options: lists.get(parentId) ?? [] }));
}
