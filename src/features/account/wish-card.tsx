/** One liked car of the wish list: picture, maker, model, body type, fuel type, the heart that removes it, View Car. */
import type { WishItem } from '../../lib/api/api-types.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { mediaUrl, PLACEHOLDER_IMAGE } from '../../lib/media-url.ts';
import { routePath } from '../../lib/site/routes.ts';

interface Props {
  car: WishItem;
  lang: Lang;
  t: Translate;
  /** The first row loads at once; the others when scrolled to. */
  eager: boolean;
  busy: boolean;
  onRemove: () => void;
}

export function WishCard({ car, lang, t, eager, busy, onRemove }: Props) {
  const na = t('account.wish.na');
  const title = `${car.MakerName} ${car.ModelName}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img
          src={mediaUrl('photo', car.Image_URL, { thumb: true })}
          alt={title}
          width="400"
          height="300"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
        <button
          type="button"
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-white/95 text-red-600 shadow hover:bg-white disabled:opacity-60"
          aria-label={t('account.wish.remove', { car: title })}
          title={t('account.wish.remove', { car: title })}
          disabled={busy}
          onClick={onRemove}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3 1.7-1.8 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{car.MakerName || na}</h2>
          <p className="text-slate-700">{car.ModelName || na}</p>
          {car.PriceDrop && (
            <p
              className="mt-2 inline-block rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900"
              data-price-dropped
            >
              ↓ {t('account.wish.priceDropped')}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t('account.wish.bodyType')}</dt>
            <dd className="font-semibold text-slate-900">{car.BodyTypeName || na}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('account.wish.fuelType')}</dt>
            <dd className="font-semibold text-slate-900">{car.FuelType || na}</dd>
          </div>
        </dl>
        <a className="btn-primary mt-auto" href={routePath(lang, 'carDetail', { id: car.VehId })}>
          {t('account.wish.viewCar')} <span className="sr-only">{title}</span>
        </a>
      </div>
    </li>
  );
}

/** The card's shape while the list loads. */
export function WishCardSkeleton() {
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200">
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
      <div className="grid gap-3 p-4">
        <div className="h-6 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-10 animate-pulse rounded bg-slate-100" />
        <div className="h-11 animate-pulse rounded bg-slate-200" />
      </div>
    </li>
  );
}
