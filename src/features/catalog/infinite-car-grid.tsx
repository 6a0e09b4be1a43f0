/**
 * The home page's car grid with infinite scroll: cards, skeletons while a page loads, 'No Car Data
 * Found!!!' when nothing matches, and a sentinel after the last card that asks for the next page
 * once the visitor has scrolled to the end of the grid (SPEC.md §4: 99 % or more of the container)
 * and more remain. The grid scrolls in a box of its own (SPEC.md §2: "scrollable car grid"): grown
 * into the page, each page of cars pushed Recommended Cars, the contact button and the footer away
 * as the visitor reached them, so they could not be reached before the last of ~1,000 cars.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { CarListItem } from '../../lib/api/api-types.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { CarCardSkeleton } from '../../ui/car-card.tsx';
import { ListedCarCard } from '../../ui/listed-car-card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import type { CarLike } from '../../ui/use-car-like.ts';
import { HOME_PAGE_SIZE } from './home-query.ts';

/** Grid columns: 2 on a phone (1 below 360 px), then 3 and 4 (12 a page fills whole rows). */
export const HOME_GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/**
 * Rendering skipped while far off screen; the size holds a card's place until it is drawn once. Only
 * for cards after the first page: a card's real height (286–415 px with the width) differs from any one
 * size, and the first page's cards, drawn late when the box scrolls, moved what follows them (the
 * "Try again" under the grid slid away from a tap). Later pages come in at the box's end, in view.
 */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_18rem]';

/**
 * Cards of the first page whose pictures load as the box scrolls near them (held-pictures.ts, started by
 * the home page's script): all but the first four (two rows on a phone, the first row on a desktop, in view
 * when the page opens). Later pages come in at the box's end, in view, and load theirs lazily.
 */
const SHOWN_AT_ONCE = 4;

export interface InfiniteCarGridProps {
  lang: Lang;
  t: Translate;
  cars: CarListItem[];
  loading: boolean;
  failed: boolean;
  loaded: boolean;
  more: boolean;
  onMore: () => void;
  onRetry: () => void;
  like: CarLike;
}

/**
 * Calls `onVisible` whenever the sentinel comes into view inside `root`, the grid's scroll box (again
 * after each page, if still visible).
 */
function Sentinel({
  onVisible,
  pageCount,
  root,
}: {
  onVisible: () => void;
  pageCount: number;
  root: RefObject<HTMLDivElement | null>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root.current },
    );
    // Observing anew after each page fires at once if the grid's end is still on screen.
    observer.observe(node);
    return () => observer.disconnect();
  }, [pageCount, root]);
  return <div ref={ref} aria-hidden="true" className="h-px" data-grid-end />;
}

/** The grid. */
export function InfiniteCarGrid(props: InfiniteCarGridProps) {
  const { t, cars, loading } = props;
  const skeletons = loading ? (cars.length ? 4 : HOME_PAGE_SIZE) : 0;
  const box = useRef<HTMLDivElement>(null);
  // A new list (filter, sort or search: shorter, or another first car) starts at the top of the box, or
  // the box would stay at its end and ask for page 2 at once; a next page or a reload after a like keeps
  // the visitor's place.
  const previous = useRef(cars);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = cars;
    if (cars.length < before.length || (cars[0] && before[0] && cars[0].Id !== before[0].Id)) {
      box.current?.scrollTo({ top: 0 });
    }
  }, [cars]);
  return (
    <div ref={box} className="-mx-1 max-h-[75vh] overflow-y-auto px-1 py-1" data-grid-scroll data-held-root>
      {props.loaded && !loading && !props.failed && cars.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-lg font-semibold text-slate-700" data-no-cars>
          {t('catalog.grid.empty')}
        </p>
      ) : (
        <ul className={HOME_GRID} aria-busy={loading} data-car-grid>
          {cars.map((item, index) => (
            // cards after the first page are laid out and painted only when scrolled near
            <li key={item.Id} className={index < HOME_PAGE_SIZE ? undefined : OFFSCREEN_CARD}>
              <ListedCarCard
                item={item}
                lang={props.lang}
                t={t}
                like={props.like}
                showPlace
                held={index >= SHOWN_AT_ONCE && index < HOME_PAGE_SIZE}
              />
            </li>
          ))}
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={`skeleton-${i}`}>
              <CarCardSkeleton showPlace />
            </li>
          ))}
        </ul>
      )}
      {props.failed && (
        <LoadFailed
          className="mt-4"
          message={t('catalog.grid.failed')}
          retry={t('catalog.grid.retry')}
          onRetry={props.onRetry}
        />
      )}
      {props.more && !loading && <Sentinel onVisible={props.onMore} pageCount={cars.length} root={box} />}
    </div>
  );
}
