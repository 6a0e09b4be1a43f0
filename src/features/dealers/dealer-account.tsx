/**
 * Dealer account (SPEC.md §2, §4): /dealer_account?dealerId&vehicalId[&vehId] — the importer's profile,
 * their map and Back. The page is protected: the frame opens the login-required dialog without a token
 * (Login → /login, otherwise → /home); this island shows the importer only to a signed-in visitor.
 * vehId is the car the visitor compared from (the compared car's Contact Importer): Back returns there.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { DealerMap } from './dealer-map.tsx';
import { DealerProblem } from './dealer-problem.tsx';
import { BackButton, DealerProfileCard } from './dealer-profile-card.tsx';
import { backFallback, cameFromHere } from './go-back.ts';
import { useDealerInfo } from './use-dealer-info.ts';
import { useQueryIds } from './use-query-ids.ts';

export default function DealerAccount({ lang, strings }: { lang: Lang; strings: Strings }) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const ids = useQueryIds();
  const loggedInNow = useStore($isLoggedIn);
  // The server render knows no token: show the signed-out view until hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loggedIn = hydrated && loggedInNow;
  const { state, retry } = useDealerInfo(ids ?? { dealerId: null, vehicalId: null }, ids !== null && loggedIn);

  const back = () => {
    if (cameFromHere(document.referrer, window.location.origin, window.history.length)) window.history.back();
    else window.location.assign(backFallback(lang, { vehId: ids?.vehId ?? null, vehicalId: ids?.vehicalId ?? null }));
  };

  if (hydrated && !loggedIn) {
    return <p className="rounded-md bg-slate-50 p-6 text-center text-slate-700">{t('dealer.loginNeeded')}</p>;
  }
  if (state.status === 'notFound' || state.status === 'error') {
    return <DealerProblem kind={state.status} lang={lang} t={t} onRetry={retry} />;
  }
  const dealer = state.status === 'ready' ? state.dealer : null;
  return (
    <div className="grid gap-4">
      <BackButton t={t} onBack={back} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <DealerProfileCard dealer={dealer} t={t} lang={lang} />
        <section aria-labelledby="dealer-map-title">
          <h2 id="dealer-map-title" className="mb-3 text-xl font-bold text-slate-900">
            {t('dealer.map.title')}
          </h2>
          {dealer ? (
            <DealerMap
              latitude={dealer.Latitude}
              longitude={dealer.Longitude}
              name={dealer.BussinessName}
              labels={{
                label: t('dealer.map.label'),
                loading: t('dealer.map.loading'),
                failed: t('dealer.map.failed'),
                noLocation: t('dealer.map.noLocation'),
                zoomIn: t('dealer.map.zoomIn'),
                zoomOut: t('dealer.map.zoomOut'),
              }}
            />
          ) : (
            <div
              aria-hidden="true"
              className="h-80 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none sm:h-[28rem]"
            />
          )}
        </section>
      </div>
    </div>
  );
}
