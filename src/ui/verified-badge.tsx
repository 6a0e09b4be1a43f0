/**
 * Issue 23: the "Verified" mark of an importer whose business licence and IFU number an admin
 * checked. A button that opens a small popover (the Popover API: Escape and a tap outside close it,
 * the button says whether it is open) explaining what was checked and when. Strings: the
 * `catalog.card.verified*` keys. The car detail draws the same markup without React
 * (src/features/car-detail/verified-badge.astro).
 */
import { useId } from 'react';
import type { Lang } from '../lib/i18n/langs.ts';
import { formatDate } from '../lib/i18n/format.ts';
import type { Translate } from '../lib/i18n/translate.ts';

export const BADGE_CLASS =
  'relative z-10 inline-flex min-h-8 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600/30 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700';
export const POPOVER_CLASS =
  'm-auto w-[min(22rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-5 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/30';

export function CheckShield() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" fill="currentColor">
      <path d="M10 1l7 3v5c0 4.4-3 8.3-7 9.5C6 17.3 3 13.4 3 9V4l7-3zm3.3 6.3L9 11.6 6.7 9.3 5.3 10.7 9 14.4l5.7-5.7-1.4-1.4z" />
    </svg>
  );
}

export function VerifiedBadge(props: { t: Translate; lang: Lang; verifiedOn?: string | null | undefined }) {
  const { t } = props;
  const id = useId().replace(/:/g, '');
  const popoverId = `verified-${id}`;
  return (
    <>
      <button
        type="button"
        className={BADGE_CLASS}
        popoverTarget={popoverId}
        aria-label={t('catalog.card.verifiedLabel')}
        onClick={(event) => event.stopPropagation()}
        data-verified-badge
      >
        <CheckShield />
        {t('catalog.card.verified')}
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${popoverId}-title`}
        className={POPOVER_CLASS}
        data-verified-explanation
      >
        <h2 id={`${popoverId}-title`} className="flex items-center gap-2 text-lg font-bold text-emerald-800">
          <CheckShield />
          {t('catalog.card.verifiedTitle')}
        </h2>
        <p className="mt-2 leading-6">{t('catalog.card.verifiedText')}</p>
        {props.verifiedOn && (
          <p className="mt-1 leading-6 font-medium">
            {t('catalog.card.verifiedOn', { date: formatDate(props.verifiedOn, props.lang) })}
          </p>
        )}
        <p className="mt-2 text-sm leading-6 text-slate-700">{t('catalog.card.verifiedNote')}</p>
        <button type="button" className="btn-outline mt-4 w-full" popoverTarget={popoverId} popoverTargetAction="hide">
          {t('catalog.card.verifiedClose')}
        </button>
      </div>
    </>
  );
}
