/**
 * Anonymous car lists and searches, answered from memory for a moment (LIST_CACHE_MS; 2 s by default,
 * off in tests). Visitors without a token all ask for the same few pages (the home page's first page,
 * each filter's), so a spike of them costs the database one query per page and moment instead of
 * one per visitor; concurrent misses of one page share one database call. A car published or sold
 * shows in lists within that moment. Callers with a token (IsLiked is theirs) and car details (each
 * counts a view) always go to the database. Failures are not kept; at most `maxEntries` pages are.
 */
export class ListCache {
  readonly #entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The value kept for `key`, or `load()`'s, kept for ttlMs. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    this.#entries.delete(key);
    for (const [old, entry] of this.#entries) {
      if (this.#entries.size < this.maxEntries && entry.expires > now) break;
      this.#entries.delete(old); // oldest first (a Map keeps insertion order)
    }
    const value = load();
    this.#entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Forgets every kept page: a car was published, changed or withdrawn (issue 23), so lists show it at once; other instances' caches expire within ttlMs. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A cache of `ttlMs` when set, else `defaultMs` (0, off, in tests). */
function cacheFor(env: CacheSettings, ttlMs: number | undefined, defaultMs: number): ListCache {
  return new ListCache(ttlMs ?? (env.NODE_ENV === 'test' ? 0 : defaultMs));
}

/** The settings the two caches read (src/server/env.ts). */
export interface CacheSettings {
  NODE_ENV: string;
  LIST_CACHE_MS?: number | undefined;
  SEARCH_CACHE_MS?: number | undefined;
}

/** The app's list cache (LIST_CACHE_MS; 2 s by default, off in tests). */
export const createListCache = (env: CacheSettings): ListCache => cacheFor(env, env.LIST_CACHE_MS, 2000);

/**
 * The kept rankings of searches (SEARCH_CACHE_MS; 10 s by default, off in tests), for every caller: a
 * ranking holds only car ids and a count, the same for everyone, while each page's cars (price,
 * picture, IsLiked) are read fresh. Ranking and counting a broad search reads all its matches (3,600 at
 * 100,000 cars); reading a page's cars reads 12. A car published in that moment shows in searches
 * within it; one unpublished leaves at once (pages read published cars only).
 */
export const createRankingCache = (env: CacheSettings): ListCache => cacheFor(env, env.SEARCH_CACHE_MS, 10_000);

/** Runs `load` through the list cache for anonymous callers only. */
export function anonymousCached<T>(
  cache: ListCache,
  userId: number | null,
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  return userId === null ? cache.get(JSON.stringify(key), load) : load();
}
