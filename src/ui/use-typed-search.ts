/**
 * A search box that asks as the visitor types (the select-car dialog, the studio's importers): what is
 * typed, and the search in force, which follows the trimmed text once typing pauses, or at once with
 * `apply` (Enter). `onSearch` runs when the search in force changes (a list goes back to its page 1).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search changes. */
export const SEARCH_DELAY_MS = 350;

export function useTypedSearch(onSearch: () => void) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // The latest callback, so that a new one each render does not restart the pause.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const apply = useCallback(
    (value: string) => {
      const next = value.trim();
      if (next === search) return;
      setSearch(next);
      onSearchRef.current();
    },
    [search],
  );
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, apply]);
  return { text, setText, search, apply };
}
