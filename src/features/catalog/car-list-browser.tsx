/**
 * The car list island (/car_list, SPEC.md §2): search box, Brand Name / Model Name / Body Type
 * dropdowns with a typing filter, cards (3 a row on a desktop, 1 on a phone) or the list view with
 * 'View Car', and the paginator. The heart likes, the plus puts the car into the compare selection.
 * Its query lives in the URL (car-list-query.ts): Back walks through searches and pages.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { CarListData } from '../../lib/api/api-types.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import { shownCount } from '../../lib/i18n/shown-count.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { selectCompareCar } from '../../lib/stores/compare.ts';
import { toast } from '../../ui/toast.ts';
import { signsOnly } from '../../lib/search-text.ts';
import { CarCardSkeleton } from '../../ui/car-card.tsx';
import { ListedCarCard } from '../../ui/listed-car-card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import type { CarCardModel } from '../../lib/cars/car-card-model.ts';
import {
  applyFilters,
  carListQueryToSearch,
  carListRequestKey,
  chooseBodyType,
  chooseBrand,
  chooseModel,
  chooseSort,
  goToPage,
  initialCarListQuery,
  parseCarListQuery,
  readCarListUrl,
  searchCarList,
  setPageSize,
  setView,
  single,
  type CarListQuery,
  type CarListView,
} from './car-list-query.ts';
import { chipLabel, FilterChips } from './filter-chips.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { activeChips, activeCount, clearFilters, pickFilters, removeChip } from './list-filters.ts';
import { MoreFiltersButton, SortSelect } from './list-toolbar.tsx';
import { useFilterOptions } from './use-filter-options.ts';
import { useUnknownIds } from './use-unknown-ids.ts';
import { clampPage } from '../../lib/paging.ts';
import { NumberedPager } from '../../ui/numbered-pager.tsx';
import { FilterCombobox } from './filter-combobox.tsx';
import { SaveSearchButton, searchName } from './save-search-button.tsx';
import { useCarLike } from '../../ui/use-car-like.ts';
import { useCarPage } from './use-car-page.ts';
import { useOptionGroups, useOptions } from './use-options.ts';
import { useUrlQuery } from './use-url-query.ts';

export interface CarListBrowserProps {
  lang: Lang;
  /** pickStrings(lang, CAR_LIST_STRING_KEYS). */
  strings: Strings;
  /** The first page of all cars, read at build time (null when the build could not read it). */
  initial?: CarListData | null;
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
const LIST = 'grid grid-cols-1 gap-4';
/** Rendering skipped while far off screen; the sizes hold the place of a card and a row until drawn once. */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]';
const OFFSCREEN_ROW = '[content-visibility:auto] [contain-intrinsic-size:auto_10rem]';

/** The car list's query in the URL (car-list-query.ts); a change of the cars is a history entry. */
const CAR_LIST_URL_QUERY = {
  initial: initialCarListQuery,
  parse: parseCarListQuery,
  toSearch: carListQueryToSearch,
  requestKey: carListRequestKey,
};

function ViewSwitch(props: {
  view: CarListView;
  label: string;
  grid: string;
  list: string;
  onView: (v: CarListView) => void;
}) {
  const button = (view: CarListView, label: string, icon: string) => (
    <button
      type="button"
      aria-pressed={props.view === view}
      onClick={() => props.onView(view)}
      data-view={view}
      className={`flex min-h-11 items-center gap-2 px-3 font-semibold ${
        props.view === view ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
        <path d={icon} />
      </svg>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={props.label} className="flex overflow-hidden rounded-md border border-brand-700">
      {button('grid', props.grid, 'M3 3h6v6H3zm8 0h6v6h-6zM3 11h6v6H3zm8 0h6v6h-6z')}
      {button('list', props.list, 'M3 4h4v4H3zm6 1h8v2H9zM3 12h4v4H3zm6 1h8v2H9z')}
    </div>
  );
}

/** The island. */
export default function CarListBrowser({ lang, strings, initial = null }: CarListBrowserProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const [searchText, setSearchText] = useState('');
  const {
    query,
    ready,
    queryRef,
    update: updateUrl,
    replace,
  } = useUrlQuery<CarListQuery>({
    ...CAR_LIST_URL_QUERY,
    // The search box shows the search in force after each change, Back or shared link.
    onApply: (next) => setSearchText(next.search),
  });
  const listTop = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const page = useCarPage(ready ? query : null, initial);
  const like = useCarLike(page.reload);
  const brandId = single(query.brandIds);
  const brands = useOptions('brand', ready);
  const models = useOptions('model', ready, brandId);
  const bodyTypes = useOptions('bodyType', ready);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filters = pickFilters(query);
  const filterCount = activeCount(filters);
  const options = useFilterOptions(ready && (sheetOpen || filterCount > 0));
  const modelGroups = useOptionGroups('model', query.brandIds, ready && filterCount > 0);
  const cityGroups = useOptionGroups('city', query.countryIds, ready && filterCount > 0);
  // The address as it came (before the island rewrites it): its broken values are named in a note.
  const [firstSearch] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  const [noteDismissed, setNoteDismissed] = useState(false);
  const unknownDropped = useUnknownIds(ready ? query : null, options, modelGroups, cityGroups, (next) => replace(next));
  const showNote = !noteDismissed && (unknownDropped || (ready && readCarListUrl(firstSearch).dropped.length > 0));

  const update = useCallback(
    (next: CarListQuery, options: { scroll?: boolean; replaceEntry?: boolean } = {}) => {
      updateUrl(next, { replaceEntry: options.replaceEntry });
      if (options.scroll) listTop.current?.scrollIntoView({ block: 'start' });
    },
    [updateUrl],
  );

  // A page beyond the last (a shortened list, a hand-edited URL) becomes the last page.
  useEffect(() => {
    if (!page.loaded || page.loading || page.failed) return;
    const last = clampPage(query.page, page.rowCount, query.size);
    if (last !== query.page) replace(goToPage(queryRef.current, last));
  }, [page.loaded, page.loading, page.failed, page.rowCount, query.page, query.size, queryRef, replace]);

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signsOnly(searchText)) {
      toast.error(t('catalog.grid.searchNoLetters'));
      return;
    }
    const next = searchCarList(queryRef.current, searchText);
    // Searching again (or clearing an empty search) still reloads the list (SPEC.md §5).
    if (carListRequestKey(next) === carListRequestKey(queryRef.current)) page.reload();
    update(next);
  };

  const onCompare = (car: CarCardModel) => {
    selectCompareCar(car.id);
    toast.success(t('catalog.compare.added', { car: `${car.maker ?? ''} ${car.model ?? ''}`.trim() }));
  };

  /** A dropdown's placeholder: how many are chosen when several are (through More filters). */
  const several = (ids: readonly number[]) =>
    ids.length > 1 ? t('catalog.list.several', { count: ids.length }) : t('catalog.list.any');

  const view = query.view;
  const skeletonCount = page.cars.length || query.size;

  return (
    <div className="container-page py-6 sm:py-8" data-catalog-ready={ready || undefined}>
      <form role="search" onSubmit={onSearch} className="flex max-w-xl gap-2" data-car-list-search>
        <label htmlFor={searchId} className="sr-only">
          {t('catalog.list.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder={t('catalog.list.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="field min-h-11 min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary px-3" aria-label={t('catalog.list.searchButton')}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            <path d="M8.5 2a6.5 6.5 0 015.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 118.5 2zm0 2a4.5 4.5 0 100 9 4.5 4.5 0 000-9z" />
          </svg>
        </button>
      </form>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterCombobox
          name="brand"
          label={t('catalog.list.brand')}
          options={brands.options}
          loading={brands.status === 'loading'}
          value={brandId}
          placeholder={several(query.brandIds)}
          onChange={(id) => update(chooseBrand(queryRef.current, id))}
          noMatch={t('catalog.list.noMatch')}
          clearLabel={t('catalog.list.clear', { name: t('catalog.list.brand') })}
        />
        <FilterCombobox
          name="model"
          label={t('catalog.list.model')}
          placeholder={
            query.brandIds.length > 1
              ? t('catalog.list.severalBrands')
              : brandId === null
                ? t('catalog.list.brandFirst')
                : several(query.modelIds)
          }
          options={models.options}
          loading={models.status === 'loading'}
          disabled={brandId === null}
          value={single(query.modelIds)}
          onChange={(id) => update(chooseModel(queryRef.current, id))}
          noMatch={t('catalog.list.noMatch')}
          clearLabel={t('catalog.list.clear', { name: t('catalog.list.model') })}
        />
        <FilterCombobox
          name="bodyType"
          label={t('catalog.list.bodyType')}
          placeholder={several(query.bodyTypeIds)}
          options={bodyTypes.options}
          loading={bodyTypes.status === 'loading'}
          value={single(query.bodyTypeIds)}
          onChange={(id) => update(chooseBodyType(queryRef.current, id))}
          noMatch={t('catalog.list.noMatch')}
          clearLabel={t('catalog.list.clear', { name: t('catalog.list.bodyType') })}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <MoreFiltersButton t={t} active={filterCount} onOpen={() => setSheetOpen(true)} />
        <SortSelect t={t} value={query.sort} onChange={(sort) => update(chooseSort(queryRef.current, sort))} />
      </div>
      <FilterChips
        lang={lang}
        t={t}
        filters={filters}
        options={options}
        models={modelGroups}
        cities={cityGroups}
        onRemove={(chip, children) =>
          update(applyFilters(queryRef.current, removeChip(pickFilters(queryRef.current), chip, children)))
        }
        onClearAll={() => update(applyFilters(queryRef.current, clearFilters(pickFilters(queryRef.current))))}
      />
      {showNote && (
        <p
          className="mt-4 flex items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200"
          role="status"
          data-url-note
        >
          {t('catalog.list.linkNote')}
          <button
            type="button"
            className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-amber-100"
            aria-label={t('catalog.list.linkNoteClose')}
            onClick={() => setNoteDismissed(true)}
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2.5">
              <path strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </p>
      )}
      {sheetOpen && (
        <FilterSheet
          lang={lang}
          t={t}
          filters={filters}
          search={query.search}
          options={options}
          onApply={(next) => update(applyFilters(queryRef.current, next), { replaceEntry: true })}
          onClose={() => setSheetOpen(false)}
        />
      )}
      <div ref={listTop} className="mt-6 mb-4 flex scroll-mt-4 flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm break-words text-slate-700" aria-live="polite" data-car-count>
          {page.loaded && !page.failed
            ? query.search
              ? t('catalog.list.searchCount', { count: groupDigits(page.rowCount, lang), text: query.search })
              : t('catalog.grid.count', { count: shownCount(t, lang, page.rowCount, page.approximate) })
            : '\u00a0'}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <SaveSearchButton
            query={query}
            lang={lang}
            t={t}
            name={searchName(
              activeChips(filters).map((chip) =>
                chipLabel(chip, { lang, t, filters, options, models: modelGroups, cities: cityGroups }),
              ),
              query.search,
              t('catalog.saveSearch.allCars'),
              lang,
            )}
          />
          <ViewSwitch
            view={view}
            label={t('catalog.list.view')}
            grid={t('catalog.list.grid')}
            list={t('catalog.list.list')}
            onView={(v) => update(setView(queryRef.current, v))}
          />
        </div>
      </div>
      {page.loaded && !page.loading && !page.failed && page.cars.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-lg font-semibold text-slate-700" data-no-cars>
          {t('catalog.grid.empty')}
        </p>
      ) : (
        <ul className={view === 'grid' ? GRID : LIST} aria-busy={page.loading} data-car-grid data-view-mode={view}>
          {page.loading
            ? Array.from({ length: skeletonCount }, (_, i) => (
                <li key={`s${i}`}>
                  <CarCardSkeleton variant={view === 'grid' ? 'grid' : 'row'} showFacts />
                </li>
              ))
            : page.cars.map((item, index) => (
                // cards below the first screen are laid out and painted only when scrolled near
                <li key={item.Id} className={index < 3 ? undefined : view === 'grid' ? OFFSCREEN_CARD : OFFSCREEN_ROW}>
                  <ListedCarCard
                    item={item}
                    lang={lang}
                    t={t}
                    like={like}
                    variant={view === 'grid' ? 'grid' : 'row'}
                    eager={index < 3}
                    priority={index === 0}
                    onCompare={onCompare}
                  />
                </li>
              ))}
        </ul>
      )}
      {page.failed && (
        <LoadFailed
          className="mt-4"
          message={t('catalog.grid.failed')}
          retry={t('catalog.grid.retry')}
          onRetry={page.reload}
        />
      )}
      {/* Space kept from the start so the paginator's arrival moves nothing. */}
      <div className="mt-8 min-h-[6.25rem] sm:min-h-11">
        {page.loaded && page.rowCount > 0 && (
          <NumberedPager
            lang={lang}
            t={t}
            page={query.page}
            pageSize={query.size}
            rowCount={page.rowCount}
            approximate={page.approximate}
            shown={page.cars.length}
            onPage={(n) => update(goToPage(queryRef.current, n), { scroll: true })}
            onPageSize={(size) => update(setPageSize(queryRef.current, size), { scroll: true })}
          />
        )}
      </div>
    </div>
  );
}
