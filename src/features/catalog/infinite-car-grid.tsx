/**
 * The home page's car grid with infinite scroll: cards, skeletons while a page loads, 'No Car Data
 * Found!!!' when nothing matches, and a sentinel after the last card that asks for the next page
 * once the visitor has scrolled to the end of the grid (SPEC.md §4: 99 % or more) and more remain.
 */
import { useEffect, useRef } from 'react';
import type { CarListItem } from '../../lib/api-contract/cars.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { routePath } from '../../lib/site/routes.ts';
import { CarCard, CarCardSkeleton } from './car-card.tsx';
import { cardFromListItem } from './car-card-model.ts';
import { HOME_PAGE_SIZE } from './home-query.ts';

/** Grid columns: 2 on a phone (1 below 360 px), then 3 and 4 (12 a page fills whole rows). */
export const HOME_GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

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
  onLike: (car: { id: number; liked: boolean }) => void;
  likeBusyId: number | null;
}

/** Calls `onVisible` whenever the sentinel comes into view (again after each page, if still visible). */
function Sentinel({ onVisible, pageCount }: { onVisible: () => void; pageCount: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    // Observing anew after each page fires at once if the grid's end is still on screen.
    observer.observe(node);
    return () => observer.disconnect();
  }, [pageCount]);
  return <div ref={ref} aria-hidden="true" className="h-px" data-grid-end />;
}

/** The grid. */
export function InfiniteCarGrid(props: InfiniteCarGridProps) {
  const { t, cars, loading } = props;
  const skeletons = loading ? (cars.length ? 4 : HOME_PAGE_SIZE) : 0;
  return (
    <div>
      {props.loaded && !loading && !props.failed && cars.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-lg font-semibold text-slate-700" data-no-cars>
          {t('catalog.grid.empty')}
        </p>
      ) : (
        <ul className={HOME_GRID} aria-busy={loading} data-car-grid>
          {cars.map((item) => {
            const car = cardFromListItem(item);
            return (
              <li key={car.id}>
                <CarCard
                  car={car}
                  t={t}
                  href={routePath(props.lang, 'carDetail', { id: car.id })}
                  showPlace
                  onLike={props.onLike}
                  likeBusy={props.likeBusyId === car.id}
                />
              </li>
            );
          })}
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={`skeleton-${i}`}>
              <CarCardSkeleton showPlace />
            </li>
          ))}
        </ul>
      )}
      {props.failed && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-slate-800" role="alert">
          {t('catalog.grid.failed')}{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={props.onRetry}>
            {t('catalog.grid.retry')}
          </button>
        </p>
      )}
      {props.more && !loading && <Sentinel onVisible={props.onMore} pageCount={cars.length} />}
    </div>
  );
}
