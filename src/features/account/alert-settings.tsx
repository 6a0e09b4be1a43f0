/**
 * My Account's alert settings (issue 23), above the saved searches: the channel the daily digest goes
 * out on (SMS or WhatsApp, saved as soon as it is picked) and the pause/resume of price drops of
 * liked cars, apart from each saved search's own pause. The server's message is a toast.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { changeAlertSettings, getAlertSettings, type AlertSettings as Settings } from '../../lib/api/alerts.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { RetryAlert } from '../../ui/load-failed.tsx';
import { toast } from '../../ui/toast.ts';

type Load = { state: 'loading' } | { state: 'ready'; data: Settings } | { state: 'failed' };

const CHANNELS = [
  { value: 'sms', label: 'account.alerts.channel.sms' },
  { value: 'whatsapp', label: 'account.alerts.channel.whatsapp' },
] as const;

export function AlertSettings({ t }: { t: Translate }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const name = useId();

  const reload = useCallback((signal?: AbortSignal) => {
    getAlertSettings(signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('alert settings could not be loaded', error);
        setLoad({ state: 'failed' });
      });
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  /** Shows the change at once (a radio follows the tap) and puts the old settings back if it fails. */
  const change = async (before: Settings, json: Partial<Settings>) => {
    setBusy(true);
    setLoad({ state: 'ready', data: { ...before, ...json } });
    try {
      const answer = await changeAlertSettings(json);
      setLoad({ state: 'ready', data: answer.data });
      toast.success(translateApiMessage(successMessage(answer), t));
    } catch (error) {
      setLoad({ state: 'ready', data: before });
      toast.error(translateApiMessage(messageOf(error), t));
    } finally {
      setBusy(false);
    }
  };

  if (load.state === 'loading')
    return <div className="mt-4 h-24 animate-pulse rounded bg-slate-100" aria-hidden="true" />;
  if (load.state === 'failed') {
    return (
      <div className="mt-4">
        <RetryAlert
          message={t('account.alerts.settingsFailed')}
          retry={t('account.alerts.retry')}
          onRetry={() => reload()}
        />
      </div>
    );
  }
  const { channel, priceDropsPaused } = load.data;
  return (
    <div className="mt-4 grid gap-4 rounded-md bg-slate-50 p-4 sm:grid-cols-2" data-alert-settings>
      <fieldset disabled={busy}>
        <legend className="font-semibold text-slate-900">{t('account.alerts.channel.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CHANNELS.map(({ value, label }) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={name}
                value={value}
                className="size-5"
                checked={channel === value}
                onChange={() => void change(load.data, { channel: value })}
              />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3" data-price-drop-alert>
        <div>
          <p className="font-semibold text-slate-900">{t('account.alerts.priceDrops')}</p>
          <p className={`text-sm ${priceDropsPaused ? 'text-amber-800' : 'text-emerald-800'}`} data-price-drop-state>
            {priceDropsPaused ? t('account.alerts.paused') : t('account.alerts.active')}
          </p>
        </div>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          aria-pressed={priceDropsPaused}
          onClick={() => void change(load.data, { priceDropsPaused: !priceDropsPaused })}
        >
          {priceDropsPaused ? t('account.alerts.resume') : t('account.alerts.pause')}
        </button>
      </div>
    </div>
  );
}
