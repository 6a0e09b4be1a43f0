/**
 * The 'Select Car' modal (SPEC.md §2): a paginated car list (getAllCar, 10/20/30 a page) to pick the
 * second car from, with Close and Select. Select fetches the picked car's details before handing it over.
 * A search box narrows the list with the catalogue's own search (carSearchText: typo-tolerant, paged).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CarDetail, CarListItem } from '../../lib/api/api-types.ts';
import { getAllCar, getCarDetail, searchCars } from '../../lib/api/catalog.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { toast } from '../../ui/toast.ts';
import { Pager } from '../../ui/pager.tsx';
import { usePaging } from '../../ui/use-paging.ts';
import { useTypedSearch } from '../../ui/use-typed-search.ts';
import { CarThumb } from './compare-card.tsx';

type ListState =
  { status: 'loading' } | { status: 'ready'; rowCount: number; cars: CarListItem[] } | { status: 'error' };

/** One page of the list: all cars, or those the search finds (nothing to search for → all cars). */
async function carPage(search: string, page: { take: number; skip: number }, signal: AbortSignal) {
  if (!normalizeSearchText(search)) {
    const data = await getAllCar({ ...page, signal });
    return { rowCount: data.rowCount, cars: data.carList };
  }
  const data = await searchCars(search, page, signal);
  return { rowCount: data.rowCount, cars: data.detail };
}

export interface SelectCarDialogProps {
  open: boolean;
  lang: Lang;
  t: Translate;
  onClose: () => void;
  onSelect: (car: CarDetail) => void;
}

export function SelectCarDialog({ open, lang, t, onClose, onSelect }: SelectCarDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const searchId = useId();
  const paging = usePaging();
  const { pageSize, skip, setPage } = paging;
  const { text, setText, search, apply: applySearch } = useTypedSearch(() => setPage(1));
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [picked, setPicked] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    setList({ status: 'loading' });
    carPage(search, { take: pageSize, skip }, abort.signal)
      .then((data) => setList({ status: 'ready', ...data }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('car list failed', error);
        setList({ status: 'error' });
      });
    return () => abort.abort();
  }, [open, pageSize, skip, search]);

  const select = async () => {
    if (picked === null || selecting) return;
    setSelecting(true);
    try {
      const car = (await getCarDetail(picked)).carDetails[0];
      if (car) onSelect(car);
    } catch (error) {
      console.error('car detail failed', error);
      toast.error(t('compare.selectFailed'));
    } finally {
      setSelecting(false);
    }
  };

  /** What the search found, said under the box and to screen readers. */
  const status =
    search && list.status === 'ready'
      ? list.rowCount
        ? t('compare.resultCount', { count: groupDigits(list.rowCount, lang) })
        : t('compare.noResults', { text: search })
      : '';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto flex max-h-[min(44rem,calc(100dvh-2rem))] w-[min(40rem,calc(100%-1rem))] flex-col rounded-lg bg-white p-0 text-slate-900 shadow-xl [&:not([open])]:hidden"
      data-select-car
    >
      <div className="grid gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t('compare.selectCar')}
        </h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            applySearch(text);
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {t('compare.search')}
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('compare.searchPlaceholder')}
            className="field w-full"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-select-car-search
          />
        </form>
        <p
          className={status ? 'text-sm text-slate-600' : 'sr-only'}
          aria-live="polite"
          aria-atomic="true"
          data-select-car-count
        >
          {status}
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" data-select-car-list>
        {list.status === 'error' && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {t('compare.listFailed')}
          </p>
        )}
        {list.status === 'loading' && <p className="py-8 text-center text-slate-600">{t('compare.loadingCars')}</p>}
        {list.status === 'ready' && (
          <fieldset className="min-w-0">
            <legend className="sr-only">{t('compare.selectCar')}</legend>
            <ul className="grid grid-cols-1 gap-2">
              {list.cars.map((car) => (
                <li key={car.Id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 p-2 has-checked:border-brand-600 has-checked:bg-brand-50 hover:bg-slate-50">
                    <input
                      type="radio"
                      name="compare-car"
                      value={car.Id}
                      checked={picked === car.Id}
                      onChange={() => setPicked(car.Id)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <CarThumb url={car.Main_Image_Url} className="w-20 shrink-0 rounded" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">
                        {car.MakerName} {car.ModelName}
                      </span>
                      <span className="block truncate text-sm text-slate-600">
                        {[car.BodyTypeName, car.VehManufYear, car.DealerCityName].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
      <div className="grid gap-3 border-t border-slate-200 px-4 py-3">
        <Pager
          {...paging.pager}
          rowCount={list.status === 'ready' ? list.rowCount : 0}
          busy={list.status === 'loading'}
          t={t}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('compare.close')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={picked === null || selecting}
            aria-busy={selecting || undefined}
            onClick={() => void select()}
          >
            {t('compare.select')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
