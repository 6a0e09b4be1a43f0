/**
 * The home page's catalogue island: filter tiles and pickers, condition/budget/sort, the header
 * search (the frame's `site-search` event) and the car grid with infinite scroll. Its query lives in
 * the URL (home-query-url.ts): each change of the cars pushes a history entry, Back restores it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CarListData } from '../../lib/api/api-types.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import type { SiteSearchDetail } from '../../ui/site-search.client.ts';
import { FilterPicker } from './filter-picker.tsx';
import { FilterTiles, type TileSummary } from './filter-tiles.tsx';
import { homeQueryToSearch, parseHomeQuery } from './home-query-url.ts';
import {
  chooseModelBrand,
  homeRequest,
  homeRequestKey,
  initialHomeQuery,
  setBudget,
  setCondition,
  setSearch,
  setSort,
  TILE_KINDS,
  tileIds,
  toggleTile,
  type HomeQuery,
  type TileKind,
} from './home-query.ts';
import { InfiniteCarGrid } from './infinite-car-grid.tsx';
import { ListDropdowns } from './list-dropdowns.tsx';
import { namesOf } from './master-options.ts';
import { useCarFeed } from './use-car-feed.ts';
import { useCarLike } from '../../ui/use-car-like.ts';
import { useOptions } from './use-options.ts';
import { useUrlQuery } from './use-url-query.ts';

export interface CatalogHomeProps {
  lang: Lang;
  /** pickStrings(lang, HOME_STRING_KEYS). */
  strings: Strings;
  /** The first page of the full list, read at build time (null when the build could not read it). */
  initial?: CarListData | null;
}

/** The home query in the URL (home-query-url.ts); a change of the cars is a history entry. */
const HOME_URL_QUERY = {
  initial: initialHomeQuery,
  parse: parseHomeQuery,
  toSearch: homeQueryToSearch,
  requestKey: homeRequestKey,
};

/** Names of what the tile in force has chosen, for its summary line. */
function useTileSummaries(query: HomeQuery): Record<TileKind, TileSummary> {
  const kind = query.tile?.kind ?? null;
  const options = useOptions(kind ?? 'brand', kind !== null, kind === 'model' ? query.modelBrandId : null);
  const summaries = {} as Record<TileKind, TileSummary>;
  for (const k of TILE_KINDS) {
    const ids = tileIds(query, k);
    summaries[k] = { count: ids.length, names: k === kind ? namesOf(options.options, ids) : [] };
  }
  return summaries;
}

/** The island. */
export default function CatalogHome({ lang, strings, initial = null }: CatalogHomeProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const { query, ready, queryRef, update } = useUrlQuery<HomeQuery>(HOME_URL_QUERY);
  const [picker, setPicker] = useState<TileKind | null>(null);
  const feed = useCarFeed(ready ? homeRequest(query) : null, initial);
  const like = useCarLike(feed.reload);
  const restart = feed.restart;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  /** Counts the header's searches: each brings the results into view (below the fold on a phone). */
  const [searches, setSearches] = useState(0);

  useEffect(() => {
    const onSearch = (event: Event) => {
      event.preventDefault();
      const text = (event as CustomEvent<SiteSearchDetail>).detail?.text ?? '';
      // The same search or an empty one on the full list still reloads (SPEC.md §5).
      if (!update(setSearch(queryRef.current, text))) restart();
      setSearches((n) => n + 1);
    };
    window.addEventListener('site-search', onSearch);
    return () => window.removeEventListener('site-search', onSearch);
  }, [update, restart, queryRef]);

  // After a search from the header, the results' heading (now "Results for …") comes into view and
  // takes the focus: the phone's keyboard closes, a screen reader reads it, then the count (aria-live).
  useEffect(() => {
    const heading = resultsHeading.current;
    if (!searches || !heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    heading.focus({ preventScroll: true });
  }, [searches]);

  // The header's search box shows the search in force (after Back, a shared link, a cleared search).
  useEffect(() => {
    const input = document.getElementById('site-search-input');
    if (ready && input instanceof HTMLInputElement && document.activeElement !== input) input.value = query.search;
  }, [query.search, ready]);

  const onToggle = useCallback(
    (kind: TileKind, id: number, modelBrandId?: number | null) => {
      // Clear Filter reloads the whole list even when nothing was chosen.
      if (!update(toggleTile(queryRef.current, kind, id, modelBrandId)) && id === 0) restart();
    },
    [update, restart, queryRef],
  );

  const summaries = useTileSummaries(query);
  const heading = query.search ? t('catalog.grid.searchTitle', { text: query.search }) : t('catalog.grid.title');

  return (
    <div className="container-page py-6 sm:py-8" data-catalog-ready={ready || undefined}>
      <section aria-labelledby="catalog-filters-title">
        <h2 id="catalog-filters-title" className="mb-3 text-xl font-bold text-slate-900">
          {t('catalog.filters.title')}
        </h2>
        <FilterTiles t={t} summaries={summaries} onOpen={setPicker} />
        <div className="mt-4">
          <ListDropdowns
            query={query}
            t={t}
            onCondition={(value) => update(setCondition(queryRef.current, value))}
            onBudget={(index) => update(setBudget(queryRef.current, index))}
            onSort={(value) => update(setSort(queryRef.current, value))}
          />
        </div>
      </section>
      {picker && (
        <FilterPicker
          kind={picker}
          query={query}
          t={t}
          onToggle={onToggle}
          onModelBrand={(brandId) => update(chooseModelBrand(queryRef.current, brandId))}
          onClose={() => setPicker(null)}
        />
      )}
      <section aria-labelledby="catalog-grid-title" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id="catalog-grid-title"
            ref={resultsHeading}
            tabIndex={-1}
            className="min-w-0 scroll-mt-4 text-xl font-bold break-words text-slate-900 focus:outline-none"
          >
            {heading}
          </h2>
          <div className="flex items-baseline gap-3">
            <p className="text-sm text-slate-600" aria-live="polite" aria-atomic="true" data-car-count>
              {feed.loaded && !feed.failed
                ? t('catalog.grid.count', { count: groupDigits(feed.rowCount, lang) })
                : '\u00a0'}
            </p>
            {query.search && (
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
                onClick={() => update(setSearch(queryRef.current, ''))}
                data-clear-search
              >
                {t('catalog.grid.clearSearch')}
              </button>
            )}
          </div>
        </div>
        <InfiniteCarGrid
          lang={lang}
          t={t}
          cars={feed.cars}
          loading={feed.loading}
          failed={feed.failed}
          loaded={feed.loaded}
          more={feed.more}
          onMore={feed.loadMore}
          onRetry={feed.retry}
          like={like}
        />
      </section>
    </div>
  );
}
