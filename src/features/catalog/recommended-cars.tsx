/**
 * Recommended Cars (SPEC.md §2, §4): getRecommendedCar take 10 skip 0, 3 cards shown, previous and
 * next cycle the window with wrap-around; 'There is No Ads!!!' when the list is empty (as the spec
 * says). Hydrated when it scrolls into view.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CarListItem } from '../../lib/api/api-types.ts';
import { getRecommended } from '../../lib/api/catalog.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { CarCardSkeleton } from '../../ui/car-card.tsx';
import { ListedCarCard } from '../../ui/listed-car-card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { RECOMMENDED, stepWindow, windowIndexes } from './recommended-window.ts';
import { useCarLike } from '../../ui/use-car-like.ts';

export interface RecommendedCarsProps {
  lang: Lang;
  /** pickStrings(lang, RECOMMENDED_STRING_KEYS). */
  strings: Strings;
}

function Arrow({ direction, label, onClick }: { direction: 'previous' | 'next'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      data-recommended={direction}
      className="flex size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 hover:bg-brand-50"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
        <path
          d={direction === 'next' ? 'M7 4l6 6-6 6-1.4-1.4L10.2 10 5.6 5.4z' : 'M13 4l-6 6 6 6 1.4-1.4L9.8 10l4.6-4.6z'}
        />
      </svg>
    </button>
  );
}

/** The island. */
export default function RecommendedCars({ lang, strings }: RecommendedCarsProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const [cars, setCars] = useState<CarListItem[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [start, setStart] = useState(0);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    getRecommended({ take: RECOMMENDED.take, skip: RECOMMENDED.skip }, controller.signal).then(
      (data) => {
        setCars(data.carList);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('getRecommendedCar failed', error);
        setStatus('failed');
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => abort.current?.abort();
  }, [load]);

  const like = useCarLike(load);
  const shown = windowIndexes(start, cars.length)
    .map((i) => cars[i])
    .filter((c): c is CarListItem => Boolean(c));
  const canMove = cars.length > RECOMMENDED.shown;

  return (
    <section aria-labelledby="recommended-title" className="container-page py-8" data-recommended-cars>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="recommended-title" className="text-xl font-bold text-slate-900">
          {t('catalog.recommended.title')}
        </h2>
        <div className="flex gap-2">
          <Arrow
            direction="previous"
            label={t('catalog.recommended.previous')}
            onClick={() => canMove && setStart((s) => stepWindow(s, -1, cars.length))}
          />
          <Arrow
            direction="next"
            label={t('catalog.recommended.next')}
            onClick={() => canMove && setStart((s) => stepWindow(s, 1, cars.length))}
          />
        </div>
      </div>
      {status === 'ready' && cars.length === 0 ? (
        <p
          className="rounded-lg bg-slate-50 px-4 py-8 text-center text-lg font-semibold text-slate-700"
          data-no-recommended
        >
          {t('catalog.recommended.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-live="polite" aria-busy={status === 'loading'}>
          {status === 'loading' &&
            Array.from({ length: RECOMMENDED.shown }, (_, i) => (
              <li key={i}>
                <CarCardSkeleton showPlace />
              </li>
            ))}
          {shown.map((item) => (
            <li key={item.Id}>
              <ListedCarCard item={item} lang={lang} t={t} like={like} showPlace />
            </li>
          ))}
        </ul>
      )}
      {status === 'failed' && (
        <LoadFailed message={t('catalog.recommended.failed')} retry={t('catalog.recommended.retry')} onRetry={load} />
      )}
    </section>
  );
}
