/**
 * The page an alert message's stop link opens (/{lang}/alert_stop?t=…, issue 23): it pauses that alert
 * at once (the token is signed; no login) and says so, with a button to turn it back on. The call is
 * made by the page's script, not by the link itself, so a messaging app's link preview stops nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import { stopAlert, type AlertStopData } from '../../lib/api/alerts.ts';
import { messageOf, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { createTranslate, type IslandProps } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';

type State = { state: 'working' } | { state: 'done'; data: AlertStopData } | { state: 'failed'; message: string };

export default function AlertStop({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const [token, setToken] = useState<string | null>(null);
  const [result, setResult] = useState<State>({ state: 'working' });

  const call = (value: string, resume: boolean) => {
    setResult({ state: 'working' });
    stopAlert(value, resume)
      .then((answer) => setResult({ state: 'done', data: answer.data }))
      .catch((error: unknown) => setResult({ state: 'failed', message: translateApiMessage(messageOf(error), t) }));
  };

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('t');
    setToken(value);
    if (value) call(value, false);
    else setResult({ state: 'failed', message: t('alertStop.missing') });
    // Once, on arrival.
  }, []);

  return (
    <div
      className="mx-auto max-w-xl rounded-lg border border-slate-200 p-6"
      aria-live="polite"
      data-alert-stop={result.state}
    >
      {result.state === 'working' && <p className="text-slate-700">{t('alertStop.working')}</p>}
      {result.state === 'failed' && <p className="rounded-md bg-red-50 p-4 text-red-800">{result.message}</p>}
      {result.state === 'done' && (
        <>
          <p className="text-lg font-semibold text-slate-900">
            {!result.data.paused
              ? t('alertStop.resumed')
              : result.data.kind === 'search'
                ? t('alertStop.stopped', { name: result.data.name ?? '' })
                : t('alertStop.stoppedDrops')}
          </p>
          {result.data.paused && token && (
            <button type="button" className="btn-outline mt-4" onClick={() => call(token, true)}>
              {t('alertStop.resume')}
            </button>
          )}
        </>
      )}
      <p className="mt-6">
        <a className="font-semibold text-brand-700 underline" href={routePath(lang, 'my_account')}>
          {t('alertStop.account')}
        </a>
      </p>
    </div>
  );
}
