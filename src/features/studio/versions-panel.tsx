/**
 * A document's versions (newest first): date, author, publish or revert; tick two to see what changed
 * between them (the older against the newer), and Revert to publish an old version again.
 * The list reloads when the published version changes (after a publish or a revert goes live).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  getStudioVersion,
  listStudioVersions,
  type StudioBody,
  type StudioKind,
  type StudioLang,
  type StudioVersionSummary,
} from '../../lib/api/studio.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { DiffView } from './diff-view.tsx';
import { formatDateTime } from './studio-format.ts';
import { diffVersions } from './version-diff.ts';

type Load = { state: 'loading' } | { state: 'ready'; versions: StudioVersionSummary[] } | { state: 'failed' };

export function VersionsPanel({
  kind,
  docLang,
  lang,
  t,
  refreshKey,
  busy,
  onRevert,
}: {
  kind: StudioKind;
  docLang: StudioLang;
  lang: Lang;
  t: Translate;
  /** Changes when a new version exists (the published version id). */
  refreshKey: number;
  busy: boolean;
  onRevert: (versionId: number) => void;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [picked, setPicked] = useState<number[]>([]);
  const [bodies, setBodies] = useState<Record<number, StudioBody>>({});
  const [diffFailed, setDiffFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    listStudioVersions(kind, docLang, { signal: abort.signal })
      .then((versions) => setLoad({ state: 'ready', versions }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('versions could not be loaded', error);
        setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, [kind, docLang, refreshKey]);

  // Bodies of the two picked versions, fetched once each.
  useEffect(() => {
    const missing = picked.filter((id) => !(id in bodies));
    if (missing.length === 0) return;
    let live = true;
    Promise.all(missing.map((id) => getStudioVersion(id)))
      .then((versions) => {
        if (live) setBodies((known) => ({ ...known, ...Object.fromEntries(versions.map((v) => [v.id, v.body])) }));
      })
      .catch((error: unknown) => {
        console.error('version could not be loaded', error);
        if (live) setDiffFailed(true);
      });
    return () => {
      live = false;
    };
  }, [picked, bodies]);

  const labels = useMemo(
    () => ({
      phone: t('studio.contact.phone'),
      email: t('studio.contact.email'),
      address: t('studio.contact.address'),
      latitude: t('studio.contact.latitude'),
      longitude: t('studio.contact.longitude'),
    }),
    [t],
  );

  if (load.state === 'loading') return <p role="status">{t('studio.loading')}</p>;
  if (load.state === 'failed')
    return <p className="rounded-md bg-red-50 p-3 text-red-800">{t('studio.versions.failed')}</p>;
  if (load.versions.length === 0) return <p className="text-slate-700">{t('studio.versions.none')}</p>;

  const versions = load.versions;
  // Oldest first, so the comparison reads "from → to".
  const [from, to] = [...picked].sort(
    (a, b) => versions.findIndex((v) => v.id === b) - versions.findIndex((v) => v.id === a),
  );
  const fromBody = from === undefined ? undefined : bodies[from];
  const toBody = to === undefined ? undefined : bodies[to];
  const toggle = (id: number) =>
    setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now.slice(-1), id]));
  const nameOf = (v: StudioVersionSummary) =>
    t(v.action === 'revert' ? 'studio.versions.revertOf' : 'studio.versions.publish', {
      id: v.id,
      from: v.revertedFrom ?? '',
    });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700" id={`versions-hint-${kind}-${docLang}`}>
        {t('studio.versions.pickTwo')}
      </p>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
        {versions.map((v, index) => (
          <li key={v.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3" data-version-id={v.id}>
            <label className="flex min-h-11 flex-1 basis-64 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={picked.includes(v.id)}
                aria-describedby={`versions-hint-${kind}-${docLang}`}
                onChange={() => toggle(v.id)}
              />
              <span>
                <span className="font-semibold text-slate-900">{nameOf(v)}</span>
                {index === 0 && (
                  <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                    {t('studio.versions.current')}
                  </span>
                )}
                <span className="block text-sm text-slate-700">
                  {t('studio.versions.byline', { date: formatDateTime(v.createdAt, lang), name: v.author || '—' })}
                </span>
              </span>
            </label>
            {index > 0 && (
              <button
                type="button"
                className="btn-outline min-h-11"
                disabled={busy}
                aria-label={t('studio.versions.revertLabel', { name: nameOf(v) })}
                onClick={() => onRevert(v.id)}
              >
                {t('studio.versions.revert')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {from !== undefined && to !== undefined && (
        <section aria-label={t('studio.versions.compare')} className="grid gap-2">
          <h4 className="font-semibold text-slate-900">
            {t('studio.versions.comparing', {
              from: nameOf(versions.find((v) => v.id === from) ?? versions[0]!),
              to: nameOf(versions.find((v) => v.id === to) ?? versions[0]!),
            })}
          </h4>
          {diffFailed ? (
            <p className="rounded-md bg-red-50 p-3 text-red-800">{t('studio.versions.failed')}</p>
          ) : fromBody && toBody ? (
            <DiffView view={diffVersions(fromBody, toBody, labels)} t={t} />
          ) : (
            <p role="status">{t('studio.loading')}</p>
          )}
        </section>
      )}
    </div>
  );
}
