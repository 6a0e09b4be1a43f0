/**
 * A car card of the Compare Car tab: picture, maker and model, body type and year, Contact Importer
 * (login required) and an optional action (the second card's 'Select Car').
 */
import type { MouseEvent, ReactNode } from 'react';
import type { CarDetail } from '../../lib/api/api-types.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { openLoginRequired } from '../../ui/login-required-dialog.ts';

function gate(event: MouseEvent): void {
  if ($isLoggedIn.get()) return;
  event.preventDefault();
  openLoginRequired();
}

/** A car's thumbnail, 3:2, decorative (the name beside it says which car): the card's and the select dialog's. */
export function CarThumb({ url, className }: { url: string | null; className: string }) {
  return (
    <img
      src={mediaUrl('photo', url, { thumb: true })}
      width={480}
      height={320}
      alt=""
      loading="lazy"
      decoding="async"
      className={`aspect-[3/2] bg-slate-100 object-cover ${className}`}
    />
  );
}

export function CompareCard(props: {
  label: string;
  car: CarDetail;
  contactHref: string;
  t: Translate;
  action?: ReactNode;
  testId: string;
}) {
  const { car, t } = props;
  return (
    <article
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      data-compare-card={props.testId}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{props.label}</p>
      <CarThumb url={car.Main_Image_Url} className="w-full rounded-md" />
      <h4 className="min-w-0">
        <span className="block truncate text-sm text-slate-600">{car.MakerName}</span>
        <span className="block truncate text-lg font-semibold text-slate-900">{car.ModelName}</span>
      </h4>
      <p className="text-sm text-slate-700">
        {car.BodyTypeName ?? t('carDetail.na')} · {car.VehManufYear}
      </p>
      <div className="mt-auto grid gap-2 pt-1">
        <a
          className="btn-primary px-2 text-center text-sm sm:text-base"
          href={props.contactHref}
          onClick={gate}
          data-compare-contact
        >
          {t('carDetail.contactImporter')}
        </a>
        {props.action}
      </div>
    </article>
  );
}

/** The second card before a car is chosen: the same size, with only 'Select Car'. */
export function EmptyCompareCard(props: { label: string; text: string; action: ReactNode }) {
  return (
    <div
      className="flex min-w-0 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center"
      data-compare-card="empty"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{props.label}</p>
      <svg
        aria-hidden="true"
        width="64"
        height="40"
        viewBox="0 0 64 40"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="text-slate-400"
      >
        <path d="M4 30v-8l6-2 8-10h22l10 10 8 2v8H4z" strokeLinejoin="round" />
        <circle cx="16" cy="30" r="5" fill="white" />
        <circle cx="48" cy="30" r="5" fill="white" />
      </svg>
      <p className="text-sm text-slate-700">{props.text}</p>
      {props.action}
    </div>
  );
}
