/**
 * A catalogue island's query kept in the address bar, so a search can be shared, reloaded and walked
 * back: the home grid (home-query.ts + home-query-url.ts) and the car list (car-list-query.ts) both
 * read it once hydrated, write it on each change and read it again on Back and Forward. The pure
 * reducers stay the model; this hook is only the plumbing between them, React and `history`.
 *
 * - A change of the cars asked for (`requestKey`) pushes a history entry; anything else (the view,
 *   a canonical spelling) replaces the current one.
 * - The first render shows the initial query (the server-rendered page); the URL's query comes in a
 *   transition right after hydration, then `ready` turns true.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface UrlQueryCodec<Query> {
  /** The query of the page as built (no URL known). */
  initial: () => Query;
  /** The query a URL's search part describes. */
  parse: (search: string) => Query;
  /** The search part of a query ('' for the plain page). */
  toSearch: (query: Query) => string;
  /** What the query asks the API: equal keys, same cars. */
  requestKey: (query: Query) => string;
  /** Called with each query applied by `update` or read back from the URL (the car list's search box). */
  onApply?: (query: Query) => void;
}

function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function urlOf<Query>(codec: UrlQueryCodec<Query>, query: Query): string {
  return `${location.pathname}${codec.toSearch(query)}${location.hash}`;
}

export function useUrlQuery<Query>(codec: UrlQueryCodec<Query>) {
  const codecRef = useRef(codec);
  codecRef.current = codec;
  const [query, setQuery] = useState<Query>(codec.initial);
  const [ready, setReady] = useState(false);
  /** The query in force, for handlers that must not wait for a render. */
  const queryRef = useRef(query);

  /**
   * Applies a new query and writes it to the URL; true when it changes the cars asked for.
   * `replaceEntry` writes it over the current history entry instead (a dialog's own entry, e.g. the
   * car list's filter sheet, becomes the new query's: Back then returns to the query before it).
   */
  const update = useCallback((next: Query, options: { replaceEntry?: boolean } = {}): boolean => {
    const { requestKey, onApply } = codecRef.current;
    const changesCars = requestKey(next) !== requestKey(queryRef.current);
    queryRef.current = next;
    setQuery(next);
    onApply?.(next);
    const url = urlOf(codecRef.current, next);
    if (options.replaceEntry) history.replaceState(null, '', url);
    else if (changesCars) history.pushState(null, '', url);
    else if (url !== currentUrl()) history.replaceState(null, '', url);
    return changesCars;
  }, []);

  /** Corrects the query in force without a history entry (a page beyond the last). */
  const replace = useCallback((next: Query) => {
    queryRef.current = next;
    setQuery(next);
    history.replaceState(null, '', urlOf(codecRef.current, next));
  }, []);

  useEffect(() => {
    const restore = () => {
      const next = codecRef.current.parse(location.search);
      queryRef.current = next;
      setQuery(next);
      codecRef.current.onApply?.(next);
    };
    // A transition: the first render with the URL's query yields to the browser instead of blocking it.
    startTransition(() => {
      restore();
      setReady(true);
    });
    // Canonical form (e.g. the frame form's ?search= becomes ?q=), without a new history entry.
    const canonical = urlOf(codecRef.current, queryRef.current);
    if (canonical !== currentUrl()) history.replaceState(null, '', canonical);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  return { query, ready, queryRef, update, replace };
}
