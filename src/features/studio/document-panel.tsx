/**
 * One document in the studio: its heading, when it was last published and saved (and by whom), the
 * editor (children), Save draft / Preview / Publish, the server's messages in the page's language
 * (a refused save says why and the text stays), the publish's progress and the versions.
 */
import { useState, type ReactNode } from 'react';
import type { StudioDocument } from '../../lib/api/studio.ts';
import { translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { PublishProgress } from './publish-progress.tsx';
import { isDirty, type Entry } from './studio-reducer.ts';
import { formatDateTime } from './studio-format.ts';
import { VersionsPanel } from './versions-panel.tsx';

export function DocumentPanel({
  title,
  doc,
  entry,
  lang,
  t,
  livePath,
  preview,
  onSave,
  onPublish,
  onRevert,
  onTakeLatest,
  blocked = false,
  children,
}: {
  title: string;
  doc: StudioDocument;
  entry: Entry;
  lang: Lang;
  t: Translate;
  livePath: string;
  /** Opens the preview (terms and privacy); the contact has its own fields' view. */
  preview?: (() => void) | undefined;
  onSave: () => void;
  onPublish: () => void;
  onRevert: (versionId: number) => void;
  onTakeLatest: () => void;
  /** The fields have errors: nothing can be saved or published. */
  blocked?: boolean;
  children: ReactNode;
}) {
  const [showVersions, setShowVersions] = useState(false);
  const dirty = isDirty(entry);
  const publishing = entry.publish !== null && ['sending', 'queued', 'building'].includes(entry.publish.status);
  const busy = entry.save === 'saving' || publishing || blocked;
  const canPublish = !busy && (dirty || doc.draft !== null || entry.save === 'saved');
  const idBase = `studio-${entry.kind}-${entry.lang}`;

  const published = doc.published;
  const draft = doc.draft;
  return (
    <section aria-labelledby={`${idBase}-title`} className="grid gap-4">
      <div>
        <h2 id={`${idBase}-title`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700" data-studio-published>
          {published && published.publishedAt
            ? t(published.publishedBy ? 'studio.publishedBy' : 'studio.publishedOn', {
                date: formatDateTime(published.publishedAt, lang),
                name: published.publishedBy,
              })
            : t('studio.neverPublished')}
        </p>
        {draft && (
          <p className="text-sm text-slate-700">
            {t('studio.draftBy', { date: formatDateTime(draft.savedAt, lang), name: draft.savedBy || '—' })}
          </p>
        )}
      </div>

      {children}

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" disabled={busy || !dirty} onClick={onSave}>
          {entry.save === 'saving' ? t('studio.saving') : t('studio.saveDraft')}
        </button>
        {preview && (
          <button type="button" className="btn-outline" onClick={preview} aria-haspopup="dialog">
            {t('studio.preview.open')}
          </button>
        )}
        <button type="button" className="btn-primary" disabled={!canPublish} onClick={onPublish}>
          {t('studio.publish.action')}
        </button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {dirty ? t('studio.unsaved') : entry.save === 'saved' ? t('studio.saved') : ''}
        </span>
      </div>

      {entry.notice && (entry.save === 'conflict' || entry.save === 'failed') ? (
        <div role="alert" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold" data-studio-refusal>
            {translateApiMessage(entry.notice, t)}
          </p>
          {entry.save === 'conflict' && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-outline"
                onClick={() => {
                  const text = 'html' in entry.body ? entry.body.html : JSON.stringify(entry.body, null, 2);
                  void navigator.clipboard?.writeText(text);
                }}
              >
                {t('studio.conflict.copy')}
              </button>
              <button type="button" className="btn-outline" onClick={onTakeLatest}>
                {t('studio.conflict.takeLatest')}
              </button>
            </div>
          )}
        </div>
      ) : (
        entry.notice &&
        !entry.publish && (
          <p className="text-sm font-medium text-green-800" role="status">
            {translateApiMessage(entry.notice, t)}
          </p>
        )
      )}

      <PublishProgress progress={entry.publish} livePath={livePath} t={t} />

      <div>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={showVersions}
          aria-controls={`${idBase}-versions`}
          onClick={() => setShowVersions((open) => !open)}
        >
          {t('studio.versions.title')}
        </button>
        <div id={`${idBase}-versions`} hidden={!showVersions} className="mt-3">
          {showVersions && (
            <VersionsPanel
              kind={entry.kind}
              docLang={entry.lang}
              lang={lang}
              t={t}
              refreshKey={published?.versionId ?? 0}
              busy={busy}
              onRevert={onRevert}
            />
          )}
        </div>
      </div>
    </section>
  );
}
