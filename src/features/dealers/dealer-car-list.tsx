/**
 * Dealer car list (SPEC.md §2): /dealer_car_list?dealerId&vehicalId — the importer's profile, Back, and
 * a paged grid of that importer's cars (getAllCar with DealerId; 10, 20 or 30 a page) with the like heart
 * (flag 1/0, then reload) and View Detail. No login needed to look (liking needs one).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CarListData } from '../../lib/api/api-types.ts';
import { getAllCar } from '../../lib/api/catalog.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { Pager } from '../../ui/pager.tsx';
import { usePaging } from '../../ui/use-paging.ts';
import { CarCardSkeleton } from '../../ui/car-card.tsx';
import { ListedCarCard } from '../../ui/listed-car-card.tsx';
import { RetryAlert } from '../../ui/load-failed.tsx';
import { useCarLike } from '../../ui/use-car-like.ts';
import { BackButton, DealerProfileCard } from './dealer-profile-card.tsx';
import { DealerProblem } from './dealer-problem.tsx';
import { backFallback, cameFromHere } from './go-back.ts';
import { useDealerInfo } from './use-dealer-info.ts';
import { useQueryIds } from './use-query-ids.ts';

type CarsState = { status: 'loading' } | { status: 'ready'; data: CarListData } | { status: 'error' };

/** A new page starts at the list's title, under the importer's card. */
const toCarsTitle = () => document.getElementById('dealer-cars-title')?.scrollIntoView({ block: 'start' });

export default function DealerCarList({ lang, strings }: { lang: Lang; strings: Strings }) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const ids = useQueryIds();
  const { state: dealer, retry } = useDealerInfo(ids ?? { dealerId: null, vehicalId: null }, ids !== null);
  const dealerId = ids?.dealerId ?? (dealer.status === 'ready' ? dealer.dealer.DealerId : null);
  const paging = usePaging(toCarsTitle);
  const { pageSize, skip } = paging;
  const [cars, setCars] = useState<CarsState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const like = useCarLike(reload);

  useEffect(() => {
    if (dealerId === null) return;
    const abort = new AbortController();
    getAllCar({ take: pageSize, skip, dealerId, signal: abort.signal })
      .then((data) => setCars({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('importer cars failed', error);
        setCars({ status: 'error' });
      });
    return () => abort.abort();
  }, [dealerId, pageSize, skip, reloads]);

  const back = () => {
    if (cameFromHere(document.referrer, window.location.origin, window.history.length)) window.history.back();
    else window.location.assign(backFallback(lang, { vehId: null, vehicalId: ids?.vehicalId ?? null }));
  };

  if (dealer.status === 'notFound' || dealer.status === 'error') {
    return <DealerProblem kind={dealer.status} lang={lang} t={t} onRetry={retry} />;
  }
  return (
    <div className="grid gap-4">
      <BackButton t={t} onBack={back} />
      <DealerProfileCard dealer={dealer.status === 'ready' ? dealer.dealer : null} t={t} lang={lang} />
      <section aria-labelledby="dealer-cars-title" className="mt-4 grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dealer-cars-title" className="text-xl font-bold text-slate-900">
            {t('dealer.cars.title')}
          </h2>
          {cars.status === 'ready' && (
            <p className="text-slate-600" data-car-count>
              {t('dealer.cars.count', { count: groupDigits(cars.data.rowCount, lang) })}
            </p>
          )}
        </div>
        {cars.status === 'error' && (
          <RetryAlert message={t('dealer.cars.failed')} retry={t('dealer.retry')} onRetry={reload} />
        )}
        {cars.status === 'ready' && cars.data.carList.length === 0 && (
          <p className="rounded-md bg-slate-50 p-6 text-center text-lg text-slate-700">{t('dealer.cars.none')}</p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-dealer-cars>
          {cars.status === 'loading'
            ? Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <CarCardSkeleton />
                  <div aria-hidden="true" className="mt-2 h-11 rounded-md bg-slate-200" />
                </li>
              ))
            : cars.status === 'ready' &&
              cars.data.carList.map((item, index) => {
                return (
                  <li key={item.Id} className="flex flex-col gap-2">
                    <ListedCarCard item={item} lang={lang} t={t} like={like} eager={index < 3} />
                    <a
                      href={routePath(lang, 'carDetail', { id: item.Id })}
                      className="btn-outline"
                      aria-label={`${t('dealer.viewDetail')}: ${item.MakerName} ${item.ModelName}`}
                      data-view-detail
                    >
                      {t('dealer.viewDetail')}
                    </a>
                  </li>
                );
              })}
        </ul>
        {cars.status === 'ready' && cars.data.rowCount > 0 && (
          <Pager {...paging.pager} rowCount={cars.data.rowCount} t={t} />
        )}
      </section>
    </div>
  );
}
