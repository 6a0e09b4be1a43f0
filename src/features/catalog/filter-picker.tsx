/**
 * The pop-up picker of a filter tile (SPEC.md §2): first entry Id 0 'Clear Filter', then the list,
 * multi-select by click. The model picker lists the models of a brand; without one it lists the
 * brands to choose from first.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { TILE_LABELS } from './catalog-labels.ts';
import { CLEAR_FILTER_ID, modelPickerBrand, tileIds, type HomeQuery, type TileKind } from './home-query.ts';
import { useOptions } from './use-options.ts';

export interface FilterPickerProps {
  kind: TileKind;
  query: HomeQuery;
  t: Translate;
  /** A click on an entry (Id 0 is Clear Filter); models carry the brand they belong to. */
  onToggle: (kind: TileKind, id: number, modelBrandId?: number | null) => void;
  /** The model picker's brand changed. */
  onModelBrand: (brandId: number) => void;
  onClose: () => void;
}

const ENTRY =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50';

function Check({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-5 shrink-0 items-center justify-center rounded border ${
        on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white'
      }`}
    >
      {on && (
        <svg width="14" height="14" viewBox="0 0 20 20" fill="currentColor">
          <path d="M7.6 14.2L3.4 10l1.4-1.4 2.8 2.8 7.6-7.6 1.4 1.4z" />
        </svg>
      )}
    </span>
  );
}

/** The open picker, as a modal dialog (mounted only while open). */
export function FilterPicker(props: FilterPickerProps) {
  const { kind, query, t } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [browsingBrands, setBrowsingBrands] = useState(false);
  const modelBrand = kind === 'model' && !browsingBrands ? modelPickerBrand(query) : null;
  const choosingBrand = kind === 'model' && modelBrand === null;
  const list = useOptions(choosingBrand ? 'brand' : kind, true, kind === 'model' ? modelBrand : null);
  const brands = useOptions('brand', kind === 'model' && modelBrand !== null);
  const brandName = brands.options.find((b) => b.id === modelBrand)?.name ?? '';
  const chosen = choosingBrand ? [] : tileIds(query, kind);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={props.onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) close();
      }}
      data-picker={kind}
      className="m-auto hidden max-h-[85dvh] w-[min(28rem,calc(100%-2rem))] flex-col rounded-lg bg-white p-0 open:flex text-slate-900 shadow-xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t(TILE_LABELS[kind])}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('catalog.picker.close')}
          className="flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
            <path strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      {kind === 'model' && (
        <div className="flex items-center justify-between gap-3 bg-slate-50 px-4 py-2 text-sm" data-model-step>
          {choosingBrand ? (
            <p className="font-medium text-slate-700" data-choose-brand-first>
              {t('catalog.picker.chooseBrandFirst')}
            </p>
          ) : (
            <>
              <p className="font-medium text-slate-700">{t('catalog.picker.modelsOf', { brand: brandName })}</p>
              <button
                type="button"
                className="min-h-11 font-semibold text-brand-700 underline underline-offset-2"
                onClick={() => setBrowsingBrands(true)}
              >
                {t('catalog.picker.changeBrand')}
              </button>
            </>
          )}
        </div>
      )}
      <ul className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={list.status === 'loading'}>
        <li>
          <button
            type="button"
            className={`${ENTRY} font-semibold text-brand-700`}
            data-option-id={CLEAR_FILTER_ID}
            onClick={() => {
              props.onToggle(kind, CLEAR_FILTER_ID);
              close();
            }}
          >
            {t('catalog.picker.clear')}
          </button>
        </li>
        {list.status === 'loading' && (
          <li role="status" className="flex items-center gap-3 px-3 py-3 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
            />
            {t('catalog.picker.loading')}
          </li>
        )}
        {list.status === 'error' && (
          <li className="px-3 py-3 text-slate-700">
            {t('catalog.picker.failed')}{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={list.retry}>
              {t('catalog.picker.retry')}
            </button>
          </li>
        )}
        {list.status === 'ready' && list.options.length === 0 && (
          <li className="px-3 py-3 text-slate-600">{t('catalog.picker.empty')}</li>
        )}
        {list.options.map((option) =>
          choosingBrand ? (
            <li key={option.id}>
              <button
                type="button"
                className={ENTRY}
                data-option-id={option.id}
                data-brand-step
                onClick={() => {
                  setBrowsingBrands(false);
                  props.onModelBrand(option.id);
                }}
              >
                <span>{option.name}</span>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" fill="currentColor">
                  <path d="M7 4l6 6-6 6-1.4-1.4L10.2 10 5.6 5.4z" />
                </svg>
              </button>
            </li>
          ) : (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={chosen.includes(option.id)}
                className={ENTRY}
                data-option-id={option.id}
                onClick={() => props.onToggle(kind, option.id, modelBrand)}
              >
                <span>{option.name}</span>
                <Check on={chosen.includes(option.id)} />
              </button>
            </li>
          ),
        )}
      </ul>
      <div className="border-t border-slate-200 px-4 py-3 text-right">
        <button type="button" className="btn-primary" onClick={close}>
          {t('catalog.picker.done')}
        </button>
      </div>
    </dialog>
  );
}
