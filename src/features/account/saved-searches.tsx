/**
 * My Account's saved searches and alerts (issue 23): the alert settings (alert-settings.tsx: channel,
 * price drops), then each search with Open (the car list as saved),
 * Rename (inline), Pause/Resume of its alert and Delete; the server's message as a toast in the page's
 * language. Loading the list also tells the server which language the buyer's alerts are written in.
 */
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import {
  changeSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  type SavedSearchItem,
  type SavedSearchesData,
} from '../../lib/api/alerts.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { RetryAlert } from '../../ui/load-failed.tsx';
import { toast } from '../../ui/toast.ts';
import { AlertSettings } from './alert-settings.tsx';

type Load = { state: 'loading' } | { state: 'ready'; data: SavedSearchesData } | { state: 'failed' };

export function SavedSearches({ lang, t }: { lang: Lang; t: Translate }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const reload = useCallback(
    (signal?: AbortSignal) => {
      listSavedSearches(lang, signal)
        .then((data) => setLoad({ state: 'ready', data }))
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          console.error('saved searches could not be loaded', error);
          setLoad({ state: 'failed' });
        });
    },
    [lang],
  );
  useEffect(() => {
    const abort = new AbortController();
    reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  /** Runs a change, toasts its message, reloads the list; false when it failed. */
  const act = async (change: () => Promise<{ message: string }>): Promise<boolean> => {
    try {
      toast.success(translateApiMessage(successMessage(await change()), t));
      reload();
      return true;
    } catch (error) {
      toast.error(translateApiMessage(messageOf(error), t));
      return false;
    }
  };

  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 p-6"
      aria-labelledby="saved-searches-title"
      data-saved-searches
    >
      <h2 id="saved-searches-title" className="text-lg font-bold text-slate-900">
        {t('account.alerts.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('account.alerts.intro')}</p>
      <AlertSettings t={t} />
      {load.state === 'loading' && <div className="mt-4 h-16 animate-pulse rounded bg-slate-100" aria-hidden="true" />}
      {load.state === 'failed' && (
        <div className="mt-4">
          <RetryAlert
            message={t('account.alerts.loadFailed')}
            retry={t('account.alerts.retry')}
            onRetry={() => reload()}
          />
        </div>
      )}
      {load.state === 'ready' &&
        (load.data.savedSearches.length === 0 ? (
          <p className="mt-4 rounded-md bg-slate-50 p-4 text-slate-700" data-saved-searches-empty>
            {t('account.alerts.empty')}{' '}
            <a className="font-semibold text-brand-700 underline" href={routePath(lang, 'car_list')}>
              {t('account.alerts.browse')}
            </a>
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm text-slate-600">
              {t('account.alerts.count', { count: load.data.savedSearches.length, limit: load.data.limit })}
            </p>
            <ul className="mt-3 divide-y divide-slate-200">
              {load.data.savedSearches.map((search) => (
                <SavedSearchRow key={search.id} search={search} lang={lang} t={t} act={act} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

function SavedSearchRow(props: {
  search: SavedSearchItem;
  lang: Lang;
  t: Translate;
  act: (change: () => Promise<{ message: string }>) => Promise<boolean>;
}) {
  const { search, lang, t, act } = props;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameMissing, setNameMissing] = useState(false);
  const nameId = useId();
  const href = `${routePath(lang, 'car_list')}${search.listQuery ? `?${search.listQuery}` : ''}`;

  const onRename = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Said under the field in the page's language, not in the browser's own bubble.
    setNameMissing(!name.trim());
    if (!name.trim()) return;
    if (await act(() => changeSavedSearch(search.id, { name: name.trim() }))) setRenaming(false);
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-saved-search={search.id}>
      {renaming ? (
        <form className="flex min-w-0 flex-1 flex-wrap items-end gap-2" noValidate onSubmit={onRename}>
          <label htmlFor={nameId} className="sr-only">
            {t('account.alerts.nameLabel')}
          </label>
          <input
            id={nameId}
            className="field min-h-11 min-w-0 flex-1"
            value={name}
            maxLength={60}
            required
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="btn-primary">
            {t('account.alerts.save')}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setName(search.name);
              setNameMissing(false);
              setRenaming(false);
            }}
          >
            {t('common.cancel')}
          </button>
          {nameMissing && (
            <p id={`${nameId}-error`} role="alert" className="w-full text-sm text-red-800">
              {t('account.alerts.nameRequired')}
            </p>
          )}
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <a href={href} className="font-semibold break-words text-brand-700 underline" data-saved-search-open>
              {search.name}
            </a>
            <p className={`text-sm ${search.paused ? 'text-amber-800' : 'text-emerald-800'}`} data-saved-search-state>
              {search.paused ? t('account.alerts.paused') : t('account.alerts.active')}
            </p>
          </div>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <a href={href} className="btn-outline">
              {t('account.alerts.open')}
            </a>
            <button type="button" className="btn-outline" onClick={() => setRenaming(true)}>
              {t('account.alerts.rename')}
            </button>
            <button
              type="button"
              className="btn-outline"
              aria-pressed={search.paused}
              onClick={() => act(() => changeSavedSearch(search.id, { paused: !search.paused }))}
            >
              {search.paused ? t('account.alerts.resume') : t('account.alerts.pause')}
            </button>
            <button
              type="button"
              className="btn-outline text-red-700"
              onClick={() => act(() => deleteSavedSearch(search.id))}
            >
              {t('account.alerts.delete')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
