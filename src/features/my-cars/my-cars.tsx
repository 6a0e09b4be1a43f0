/**
 * Issue 23: My cars (/{lang}/my_cars), an importer's own cars: a card per car (published, sold,
 * unpublished, or taken down by an admin after a report: said on the card, never published again from here)
 * with its price (changed in place), Edit, Mark sold, Unpublish / Publish again, and the
 * add/edit form (car-form.tsx), newest first, paged by the site's pager (10 / 20 / 30 a page: an importer
 * with 150 cars saw the first 100 only, on one 40,000 px page). Every answer's message is a toast in the page's language; a failure
 * keeps what was typed.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CarFormLists, CarStatus, MyCarItem, MyCarsData } from '../../lib/api/api-types.ts';
import {
  addCar,
  editCar,
  getCarFormLists,
  getMyCar,
  getMyCars,
  setCarPrice,
  setCarStatus,
  type Saved,
} from '../../lib/api/importer-cars.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { formatPrice } from '../../lib/i18n/format.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import { tPlural } from '../../lib/i18n/plural.ts';
import { createTranslate, type IslandProps } from '../../lib/i18n/translate.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { routePath } from '../../lib/site/routes.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { scrollToTop, usePaging } from '../../ui/use-paging.ts';
import { toast } from '../../ui/toast.ts';
import { CarForm } from './car-form.tsx';
import { bodyOf, checkPrice, digitsOf, EMPTY_CAR_FORM, valuesOf, type CarFormValues } from './car-form-rules.ts';

type View = { kind: 'list' } | { kind: 'form'; carId: number | null; initial: CarFormValues };
type Load = { state: 'loading' } | { state: 'ready'; data: MyCarsData } | { state: 'failed'; message: string };

const STATUS_LABEL: Record<CarStatus, string> = {
  published: 'myCars.status.published',
  sold: 'myCars.status.sold',
  unpublished: 'myCars.status.unpublished',
};

const COUNT_KEYS = { one: 'myCars.count.one', other: 'myCars.count.other' } as const;

const STATUS_CLASS: Record<CarStatus, string> = {
  published: 'bg-green-100 text-green-900',
  sold: 'bg-slate-200 text-slate-900',
  unpublished: 'bg-amber-100 text-amber-900',
};

export default function MyCars({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revision, setRevision] = useState(0);
  const paging = usePaging(scrollToTop);
  const { pageSize, skip, fits } = paging;
  const [view, setView] = useState<View>({ kind: 'list' });
  const [lists, setLists] = useState<CarFormLists | null>(null);
  const [busy, setBusy] = useState<number | 'form' | null>(null);
  const [prices, setPrices] = useState<Record<number, string>>({});
  /** The message key under a card's new price that cannot be sent (out of range). */
  const [priceErrors, setPriceErrors] = useState<Record<number, string>>({});

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    getMyCars({ take: pageSize, skip }, abort.signal)
      .then((data) => {
        // The last page emptied (its last car deleted): the one before it loads instead.
        if (fits(data.rowCount)) setLoad({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('my cars could not be loaded', error);
        setLoad({ state: 'failed', message: translateApiMessage(messageOf(error), t) });
      });
    return () => abort.abort();
  }, [loggedIn, pageSize, skip, fits, revision, t]);

  const said = useCallback(
    (answer: Saved) => {
      toast.success(translateApiMessage(successMessage(answer), t));
      setRevision((r) => r + 1);
    },
    [t],
  );
  const failed = useCallback((error: unknown) => toast.error(translateApiMessage(messageOf(error), t)), [t]);

  async function openForm(carId: number | null) {
    setBusy(carId ?? 'form');
    try {
      const [formLists, car] = await Promise.all([lists ?? getCarFormLists(), carId ? getMyCar(carId) : null]);
      setLists(formLists);
      setView({ kind: 'form', carId, initial: car ? valuesOf(car) : EMPTY_CAR_FORM });
      window.scrollTo({ top: 0 });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function save(values: CarFormValues, publish: boolean) {
    if (view.kind !== 'form') return;
    setBusy('form');
    try {
      const body = bodyOf(values, publish);
      said(view.carId ? await editCar(view.carId, body) : await addCar(body));
      setView({ kind: 'list' });
    } catch (error) {
      failed(error); // the form stays open with every value
    } finally {
      setBusy(null);
    }
  }

  /** Runs a card's action; true when the server took it (a refusal is a toast and keeps what was typed). */
  async function act(car: MyCarItem, action: () => Promise<Saved>): Promise<boolean> {
    setBusy(car.Id);
    try {
      said(await action());
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  if (!hydrated) return <p className="text-slate-600">{t('myCars.loading')}</p>;
  if (!loggedIn) return <p className="text-slate-700">{t('account.signedOut')}</p>;
  if (view.kind === 'form' && lists) {
    return (
      <CarForm
        t={t}
        lists={lists}
        initial={view.initial}
        editing={view.carId !== null}
        busy={busy === 'form'}
        onSubmit={(values, publish) => void save(values, publish)}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }

  const addButton = (
    <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void openForm(null)}>
      {t('myCars.add')}
    </button>
  );
  if (load.state === 'loading') return <p className="text-slate-600">{t('myCars.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{load.message}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => setRevision((r) => r + 1)}>
          {t('myCars.retry')}
        </button>
      </div>
    );
  }
  const { carList, rowCount } = load.data;
  return (
    <section aria-label={t('page.my_cars.title')}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {tPlural(t, lang, COUNT_KEYS, rowCount, { count: groupDigits(rowCount, lang) })}
        </p>
        {addButton}
      </div>
      {carList.length === 0 && <p className="text-slate-700">{t('myCars.empty')}</p>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {carList.map((car) => {
          const priceId = `price-${car.Id}`;
          const typed = prices[car.Id] ?? '';
          const priceError = priceErrors[car.Id];
          return (
            <li
              key={car.Id}
              className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
              data-my-car={car.Id}
            >
              <img
                src={mediaUrl('photo', car.Main_Image_Url, { thumb: true })}
                alt=""
                width="480"
                height="320"
                className="aspect-[3/2] w-full rounded-t-lg object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-bold text-slate-900">
                    {car.MakerName} {car.ModelName} {car.VehManufYear}
                  </h3>
                  {car.TakenDown ? (
                    <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                      {t('myCars.status.takenDown')}
                    </span>
                  ) : (
                    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATUS_CLASS[car.Status]}`}>
                      {t(STATUS_LABEL[car.Status])}
                    </span>
                  )}
                </div>
                {car.TakenDown && (
                  <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-my-car-taken-down>
                    {t('myCars.takenDown')}
                  </p>
                )}
                <p className="text-lg font-semibold text-brand-800">{formatPrice(car.Price, lang)}</p>
                <form
                  className="flex flex-wrap items-end gap-2"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    const error = checkPrice(typed);
                    setPriceErrors(({ [car.Id]: _old, ...rest }) => (error ? { ...rest, [car.Id]: error } : rest));
                    if (error) return;
                    void act(car, () => setCarPrice(car.Id, Number(digitsOf(typed)))).then((saved) => {
                      if (saved) setPrices(({ [car.Id]: _done, ...rest }) => rest);
                    });
                  }}
                >
                  <label className="flex-1 text-sm font-semibold text-slate-900" htmlFor={priceId}>
                    {t('myCars.newPrice')}
                    <input
                      id={priceId}
                      inputMode="numeric"
                      maxLength={16}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={priceError ? `${priceId}-error` : undefined}
                      className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 font-normal aria-[invalid=true]:border-red-700"
                      value={typed}
                      onChange={(e) => setPrices((p) => ({ ...p, [car.Id]: e.target.value }))}
                    />
                  </label>
                  <button type="submit" className="btn-outline" disabled={busy !== null || !digitsOf(typed)}>
                    {t('myCars.savePrice')}
                  </button>
                  {priceError && (
                    <p id={`${priceId}-error`} role="alert" className="w-full text-sm text-red-800">
                      {t(priceError)}
                    </p>
                  )}
                </form>
                <div className="mt-auto flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={busy !== null}
                    onClick={() => void openForm(car.Id)}
                  >
                    {t('myCars.edit')}
                  </button>
                  {car.Status === 'published' && (
                    <>
                      <button
                        type="button"
                        className="btn-outline"
                        disabled={busy !== null}
                        onClick={() => void act(car, () => setCarStatus(car.Id, 'sold'))}
                      >
                        {t('myCars.markSold')}
                      </button>
                      <button
                        type="button"
                        className="btn-outline"
                        disabled={busy !== null}
                        onClick={() => void act(car, () => setCarStatus(car.Id, 'unpublished'))}
                      >
                        {t('myCars.unpublish')}
                      </button>
                      <a className="btn-outline" href={routePath(lang, 'carDetail', { id: car.Id })}>
                        {t('myCars.view')}
                      </a>
                    </>
                  )}
                  {car.Status !== 'published' && !car.TakenDown && (
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy !== null}
                      onClick={() => void act(car, () => setCarStatus(car.Id, 'published'))}
                    >
                      {/* A sold car was on sale before; an unpublished one may be a draft never shown. */}
                      {t(car.Status === 'sold' ? 'myCars.republish' : 'myCars.publish')}
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {rowCount > 0 && <Pager className="mt-8" {...paging.pager} rowCount={rowCount} t={t} busy={busy !== null} />}
    </section>
  );
}
