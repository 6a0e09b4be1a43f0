/**
 * Tab Compare Car (SPEC.md §2, §4, §5): the page's car on the first card; the second card chosen in the
 * 'Select Car' modal or preselected from the car list's plus button (the compare store); 'Overview';
 * Compare → the comparison table, refused with 'Please select second car' or 'Same Car not Compared!!!'.
 * The state machine is compare-reducer.ts. The compared car's Contact Importer carries vehId: the car the
 * visitor compared from, where the importer page's Back returns.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useReducer } from 'react';
import type { CarDetail } from '../../lib/api/api-types.ts';
import { getCarDetail } from '../../lib/api/catalog.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { $carDetail } from '../../lib/stores/car-detail.ts';
import { $compareCarId, selectCompareCar } from '../../lib/stores/compare.ts';
import { toast } from '../../ui/toast.ts';
import { CompareCard, EmptyCompareCard } from './compare-card.tsx';
import { compareReducer, initialCompareState, type CompareError } from './compare-reducer.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { SelectCarDialog } from './select-car-dialog.tsx';

const reducer = compareReducer<CarDetail>;

export default function CompareCar({ lang, strings }: { lang: Lang; strings: Strings }) {
  const t = createTranslate(strings);
  const detail = useStore($carDetail, { ssr: 'initial' });
  const [state, dispatch] = useReducer(reducer, undefined, () => initialCompareState<CarDetail>());
  const firstId = detail.status === 'ready' ? detail.car.Id : null;

  // The car list's plus button left a car to compare with: fill the second card with it.
  useEffect(() => {
    const id = $compareCarId.get();
    if (firstId === null || id === undefined || id === firstId) return;
    let live = true;
    getCarDetail(id)
      .then((data) => {
        const car = data.carDetails[0];
        if (live && car) dispatch({ type: 'preselect', car });
      })
      .catch((error: unknown) => console.error('preselected car failed', error));
    return () => {
      live = false;
    };
  }, [firstId]);

  if (detail.status !== 'ready') {
    return <div aria-busy="true" className="h-96 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />;
  }
  const first = detail.car;
  const messages: Record<CompareError, string> = {
    noSecondCar: t('compare.noSecondCar'),
    sameCar: t('compare.sameCar'),
  };
  const compare = () => {
    const action = { type: 'compare', firstId: first.Id } as const;
    const error = reducer(state, action).error;
    if (error) toast.error(messages[error]);
    dispatch(action);
  };
  const selectButton = (
    <button
      type="button"
      className="btn-outline px-2 text-center text-sm sm:text-base"
      onClick={() => dispatch({ type: 'openSelection' })}
      data-select-car-open
    >
      {t('compare.selectCar')}
    </button>
  );
  const second = state.showSelectedCar ? state.second : null;
  return (
    <div className="grid gap-6" data-compare>
      <div className="grid max-w-3xl grid-cols-2 gap-3 sm:gap-6">
        <CompareCard
          label={t('compare.firstCar')}
          car={first}
          contactHref={routePath(lang, 'dealer_account', { dealerId: first.DealerId, vehicalId: first.Id })}
          t={t}
          testId="first"
        />
        {second ? (
          <CompareCard
            label={t('compare.secondCar')}
            car={second}
            contactHref={routePath(lang, 'dealer_account', {
              dealerId: second.DealerId,
              vehicalId: second.Id,
              vehId: first.Id,
            })}
            t={t}
            action={selectButton}
            testId="second"
          />
        ) : (
          <EmptyCompareCard label={t('compare.secondCar')} text={t('compare.noneSelected')} action={selectButton} />
        )}
      </div>
      <section aria-labelledby="compare-overview" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="compare-overview" className="text-xl font-bold text-slate-900">
            {t('compare.overview')}
          </h3>
          <button type="button" className="btn-accent min-w-36" onClick={compare} data-compare-button>
            {t('compare.compare')}
          </button>
        </div>
        {state.showCompareDetails && second && <ComparisonTable first={first} second={second} lang={lang} t={t} />}
      </section>
      <SelectCarDialog
        open={state.selecting}
        lang={lang}
        t={t}
        onClose={() => dispatch({ type: 'closeSelection' })}
        onSelect={(car) => {
          selectCompareCar(car.Id);
          dispatch({ type: 'select', car });
        }}
      />
    </div>
  );
}
