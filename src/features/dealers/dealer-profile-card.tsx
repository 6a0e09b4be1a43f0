/**
 * The importer profile shared by both importer pages (SPEC.md §2): business name, first and last name,
 * mobile with the importer's dial code, address, e-mail and WhatsApp (tappable), 'N/A' where missing,
 * and the Back button above it. While the importer loads (dealer null) the same rows show grey bars, so nothing
 * moves when the data arrives.
 */
import type { ReactNode } from 'react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import type { DealerInfo } from '../../lib/api/api-types.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { dealerProfile, type ContactLink } from './dealer-profile.ts';

const BAR = 'inline-block h-6 animate-pulse rounded bg-slate-200 align-top motion-reduce:animate-none';

function Row({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-200 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4" data-profile={id}>
      <dt className="text-sm leading-6 font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 leading-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function LinkOrNA(props: { link: ContactLink | null; na: string; external?: boolean; safetyTip?: boolean }) {
  const { link, na, external = false } = props;
  if (!link) return <>{na}</>;
  return (
    <a
      href={link.href}
      // Issue 23: the safety tip (src/ui/safety-tip-dialog.astro) shows before this contact opens.
      data-safety-tip={props.safetyTip ? '' : undefined}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </a>
  );
}

export interface DealerProfileCardProps {
  /** null while loading. */
  dealer: DealerInfo | null;
  t: Translate;
  lang?: Lang;
}

export function DealerProfileCard({ dealer, t, lang = 'en' }: DealerProfileCardProps) {
  const profile = dealer ? dealerProfile(dealer) : null;
  const na = t('dealer.na');
  const place = dealer ? [dealer.CityName, dealer.CountryName].filter(Boolean).join(', ') : '';
  const value = (content: () => ReactNode, width: string) =>
    profile ? content() : <span className={`${BAR} ${width}`} />;
  return (
    <section
      aria-labelledby="dealer-name"
      aria-busy={profile ? undefined : true}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-dealer-profile={profile ? 'ready' : 'loading'}
    >
      {/* Room for the Verified badge's line (name 32 + place 24 + badge 4 + 32 px) whether or not it comes: the rows
          below stay where the loading card drew them. */}
      <div className="flex min-h-23 items-start gap-4">
        {profile ? (
          <img
            src={profile.photo}
            width={64}
            height={64}
            alt=""
            className="size-16 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="size-16 shrink-0 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none"
          />
        )}
        <div className="min-w-0 flex-1">
          <h2 id="dealer-name" className="text-xl leading-8 font-bold break-words text-slate-900 sm:text-2xl">
            {profile ? (
              profile.businessName
            ) : (
              // the bar is drawn, the words are read: transparent text in the bar failed axe's contrast check
              <>
                <span aria-hidden="true" className={`${BAR} h-7 w-2/3`} />
                <span className="sr-only">{t('dealer.loading')}</span>
              </>
            )}
          </h2>
          <p className="leading-6 text-slate-600">{place || '\u00a0'}</p>
          {dealer?.IsVerified && (
            <div className="mt-1">
              <VerifiedBadge t={t} lang={lang} verifiedOn={dealer.VerifiedOn} />
            </div>
          )}
        </div>
      </div>
      <dl className="mt-4">
        <Row label={t('dealer.name')} id="name">
          {value(() => profile?.fullName ?? na, 'w-40')}
        </Row>
        <Row label={t('dealer.mobile')} id="mobile">
          {value(
            () => (
              <LinkOrNA link={profile?.mobile ?? null} na={na} safetyTip />
            ),
            'w-36',
          )}
        </Row>
        <Row label={t('dealer.address')} id="address">
          {value(() => profile?.address ?? na, 'w-56')}
        </Row>
        <Row label={t('dealer.email')} id="email">
          {value(
            () => (
              <LinkOrNA link={profile?.email ?? null} na={na} />
            ),
            'w-52',
          )}
        </Row>
        <Row label={t('dealer.whatsApp')} id="whatsapp">
          {value(
            () => (
              <LinkOrNA link={profile?.whatsApp ?? null} na={na} external safetyTip />
            ),
            'w-36',
          )}
        </Row>
      </dl>
    </section>
  );
}

/** Back (history back, or the car the visitor came from): above the profile on both importer pages. */
export function BackButton({ t, onBack }: { t: Translate; onBack: () => void }) {
  return (
    <button type="button" className="btn-outline justify-self-start" onClick={onBack} data-back>
      <StrokeIcon d="M15 5l-7 7 7 7" strokeWidth={2.5} />
      {t('dealer.back')}
    </button>
  );
}
