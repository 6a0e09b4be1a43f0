/**
 * The car card of SPEC.md §2/§3, shared by every list: picture (thumbnail or placeholder), maker,
 * model, body type, year, optionally city and country or fuel, the heart and optionally the plus
 * (compare). `grid` cards open the car detail from anywhere on the card; `row` cards (the second list
 * screen, the wish list) carry a 'View Car' button instead.
 * Strings come from `t` with the `catalog.card.` keys (pickStrings(lang, ['catalog.card.'])).
 */
import { useSyncExternalStore, type SyntheticEvent } from 'react';
import {
  CAMERA_ICON_PATH,
  CLOCK_ICON_PATH,
  daysOnSale,
  onSaleShortText,
  onSaleText,
  photosText,
} from '../lib/cars/listing-facts.ts';
import type { Lang } from '../lib/i18n/langs.ts';
import type { Translate } from '../lib/i18n/translate.ts';
import { PLACEHOLDER_IMAGE } from '../lib/media-url.ts';
import {
  CAR_THUMB_SIZE,
  carName,
  carPlace,
  carThumbUrl,
  textOrNA,
  type CarCardModel,
} from '../lib/cars/car-card-model.ts';
import { VerifiedBadge } from './verified-badge.tsx';

export interface CarCardProps {
  car: CarCardModel;
  /** The car detail page: /{lang}/carDetail?id=… */
  href: string;
  t: Translate;
  /** The page's language: with it the card tells how long the car has been on sale, its photo count and the verified badge's date; English when absent. */
  lang?: Lang;
  variant?: 'grid' | 'row';
  showPlace?: boolean;
  showFuel?: boolean;
  /** Above the fold: load the picture at once instead of lazily. */
  eager?: boolean;
  /** The page's largest picture: fetch it first. */
  priority?: boolean;
  /**
   * In a scroll box whose pictures revealHeldPictures gives as it scrolls near them (held-pictures.ts),
   * not Chromium's lazy loading, which fetches far ahead of a scroller's visible part.
   */
  held?: boolean;
  onLike?: (car: CarCardModel) => void;
  /** The like call of this car is running. */
  likeBusy?: boolean;
  onCompare?: (car: CarCardModel) => void;
}

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** The heart: outlined when not liked, filled red when liked. */
export function HeartButton(props: { liked: boolean; label: string; busy?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.liked}
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      disabled={props.busy}
      onClick={props.onClick}
      data-like
      className="relative z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow ring-1 ring-slate-200 transition hover:bg-rose-50 disabled:opacity-60"
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" strokeWidth="2" stroke="currentColor">
        <path
          fill={props.liked ? 'currentColor' : 'none'}
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8.1 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.5 3.6 4.2 6.8-1.9 4.6-9.4 9.2-9.4 9.2z"
        />
      </svg>
    </button>
  );
}

function CompareButton(props: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      data-compare
      className="relative z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow ring-1 ring-slate-200 transition hover:bg-brand-50"
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2.5">
        <path strokeLinecap="round" d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}

function CardPicture(props: {
  car: CarCardModel;
  eager: boolean;
  priority?: boolean;
  held?: boolean;
  className: string;
}) {
  const { car, eager, className } = props;
  const src = carThumbUrl(car.imageFile);
  const picture = (held: boolean) => (
    <img
      fetchPriority={props.priority ? 'high' : undefined}
      src={held ? undefined : src}
      // read by held-pictures.ts, the home page's script (not imported: the card loads with the island)
      data-held-src={held ? src : undefined}
      width={CAR_THUMB_SIZE.width}
      height={CAR_THUMB_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      alt=""
      onError={showPlaceholder}
      className={`aspect-[3/2] bg-slate-100 object-cover ${className}${held ? ' noscript:hidden' : ''}`}
    />
  );
  if (!props.held) return picture(false);
  // Without script nothing gives the held picture its src: the browser shows the copy instead.
  return (
    <>
      {picture(true)}
      <noscript>{picture(false)}</noscript>
    </>
  );
}

const noSubscription = () => () => {};

/**
 * False while the page is built and hydrated, true after: "on sale for 12 days" depends on today, so
 * it is written only in the browser (a built page's day would not match the hydrating one).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * "[clock] 12 days · [camera] 7": how long the car has been on sale and how many photos it has; the
 * full sentences ("On sale for 12 days", "7 photos") are what a screen reader says.
 */
function ListingFacts(props: { car: CarCardModel; t: Translate; lang: Lang }) {
  const { car, t, lang } = props;
  const inBrowser = useInBrowser();
  const days = inBrowser ? daysOnSale(car.listedAt) : null;
  const onSale = onSaleText(t, lang, days);
  const photos = car.photoCount ?? null;
  if (car.listedAt == null && photos === null) return null;
  return (
    <p className="flex items-center gap-3 text-sm text-slate-600" data-listing-facts>
      {/* The line keeps its height before the days are known, so nothing shifts. */}
      <span className="flex min-w-0 items-center gap-1" data-on-sale>
        {onSale !== null && (
          <>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor" className="shrink-0">
              <path d={CLOCK_ICON_PATH} />
            </svg>
            <span className="sr-only">{onSale}</span>
            <span aria-hidden="true" className="truncate">
              {onSaleShortText(t, lang, days)}
            </span>
          </>
        )}
        {onSale === null && '\u00a0'}
      </span>
      {photos !== null && (
        <span className="ml-auto flex shrink-0 items-center gap-1" data-photo-count>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d={CAMERA_ICON_PATH} />
          </svg>
          <span className="sr-only">{photosText(t, lang, photos)}</span>
          <span aria-hidden="true">{photos}</span>
        </span>
      )}
    </p>
  );
}

/** One car. */
export function CarCard(props: CarCardProps) {
  const { car, t, variant = 'grid' } = props;
  const na = t('catalog.card.na');
  const name = carName(car, na);
  const details = `${textOrNA(car.bodyType, na)} · ${textOrNA(car.year, na)}`;
  const actions = (
    <div className="flex gap-2">
      {props.onLike && (
        <HeartButton
          liked={car.liked}
          busy={props.likeBusy}
          label={t(car.liked ? 'catalog.card.unlike' : 'catalog.card.like', { car: name })}
          onClick={() => props.onLike?.(car)}
        />
      )}
      {props.onCompare && (
        <CompareButton label={t('catalog.card.compare', { car: name })} onClick={() => props.onCompare?.(car)} />
      )}
    </div>
  );
  const lines = (
    <>
      <p className="text-sm text-slate-700">{details}</p>
      {car.verified && (
        // a <div>: the badge's explanation is a <div> (a <p> would be closed by the HTML parser before
        // it, and the built markup would no longer match React's: the whole island re-rendered)
        <div>
          <VerifiedBadge t={t} lang={props.lang ?? 'en'} verifiedOn={car.verifiedOn} />
        </div>
      )}
      {props.showPlace && (
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="mt-[0.2rem] shrink-0"
          >
            <path d="M10 1a6 6 0 00-6 6c0 4.5 6 12 6 12s6-7.5 6-12a6 6 0 00-6-6zm0 8.5A2.5 2.5 0 1110 4a2.5 2.5 0 010 5.5z" />
          </svg>
          {/* The whole place, on two lines if need be: a phone's narrow card cut it off. */}
          <span className="min-w-0 break-words" data-car-place>
            {carPlace(car, na)}
          </span>
        </p>
      )}
      {props.showFuel && <p className="text-sm text-slate-700">{textOrNA(car.fuelType, na)}</p>}
      {props.lang && <ListingFacts car={car} t={t} lang={props.lang} />}
    </>
  );

  if (variant === 'row') {
    return (
      <article
        className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:gap-5"
        data-car-id={car.id}
      >
        <CardPicture
          car={car}
          eager={Boolean(props.eager)}
          priority={props.priority}
          className="w-28 shrink-0 self-start rounded-md sm:w-52"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="min-w-0">
            <span className="block truncate text-sm text-slate-600">{textOrNA(car.maker, na)}</span>
            <span className="block truncate text-lg font-semibold text-slate-900">{textOrNA(car.model, na)}</span>
          </h3>
          {lines}
          {/* View Car, then the heart and the plus: on a phone the name keeps the card's whole width. */}
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
            <a
              href={props.href}
              className="btn-primary"
              aria-label={`${t('catalog.card.viewCar')}: ${name}`}
              data-view-car
            >
              {t('catalog.card.viewCar')}
            </a>
            {actions}
          </div>
        </div>
      </article>
    );
  }

  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
      data-car-id={car.id}
    >
      <CardPicture
        car={car}
        eager={Boolean(props.eager)}
        priority={props.priority}
        held={props.held}
        className="w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="min-w-0">
          {/* The link stretches over the whole card (after:inset-0): a click anywhere opens the car. */}
          <a href={props.href} className="block outline-none after:absolute after:inset-0 after:content-['']">
            <span className="block truncate text-sm text-slate-600">{textOrNA(car.maker, na)}</span>
            <span className="block truncate text-lg font-semibold text-slate-900 group-hover:text-brand-700">
              {textOrNA(car.model, na)}
            </span>
          </a>
        </h3>
        {lines}
      </div>
      <div className="absolute top-2 right-2">{actions}</div>
    </article>
  );
}

/** A grey card of the same size, shown while cars load (no layout shift when they arrive). */
export function CarCardSkeleton({
  variant = 'grid',
  showPlace = false,
  showFacts = false,
}: {
  variant?: 'grid' | 'row';
  showPlace?: boolean;
  /** Keep the place of the listing facts' line (cards given a `lang`). */
  showFacts?: boolean;
}) {
  if (variant === 'row') {
    return (
      <div
        aria-hidden="true"
        className="flex animate-pulse gap-3 rounded-lg border border-slate-200 p-3 motion-reduce:animate-none sm:gap-5"
        data-skeleton
      >
        <div className="aspect-[3/2] w-28 shrink-0 rounded-md bg-slate-200 sm:w-52" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-2/5 rounded bg-slate-200" />
          {showFacts && <div className="h-4 w-1/2 rounded bg-slate-200" />}
          <div className="mt-auto h-11 w-28 rounded-md bg-slate-200" />
        </div>
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-lg border border-slate-200 motion-reduce:animate-none"
      data-skeleton
    >
      <div className="aspect-[3/2] w-full bg-slate-200" />
      <div className="flex flex-col gap-1 p-3">
        <div className="my-0.5 h-4 w-1/3 rounded bg-slate-200" />
        <div className="my-0.5 h-6 w-2/3 rounded bg-slate-200" />
        <div className="my-0.5 h-4 w-1/2 rounded bg-slate-200" />
        {showPlace && <div className="my-0.5 h-4 w-2/5 rounded bg-slate-200" />}
        {showFacts && <div className="my-0.5 h-4 w-1/2 rounded bg-slate-200" />}
      </div>
    </div>
  );
}
