/**
 * A publish's progress, announced politely (role=status): Sending, Queued, Building, then Live with a
 * link to the page, or Failed with the reason (the previous page stays online).
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import type { PublishProgress as Progress } from './studio-reducer.ts';

const STEP_KEYS = {
  sending: 'studio.publish.sending',
  queued: 'studio.publish.queued',
  building: 'studio.publish.building',
  live: 'studio.publish.live',
  failed: 'studio.publish.failed',
} as const;

const TONE = {
  sending: 'border-slate-300 bg-slate-50 text-slate-800',
  queued: 'border-slate-300 bg-slate-50 text-slate-800',
  building: 'border-brand-200 bg-brand-50 text-brand-900',
  live: 'border-green-300 bg-green-50 text-green-900',
  failed: 'border-red-300 bg-red-50 text-red-900',
} as const;

export function PublishProgress({
  progress,
  livePath,
  t,
}: {
  progress: Progress | null;
  livePath: string;
  t: Translate;
}) {
  return (
    <div role="status" aria-live="polite" data-publish-status={progress?.status}>
      {progress && (
        <p className={`flex flex-wrap items-center gap-2 rounded-md border p-3 font-semibold ${TONE[progress.status]}`}>
          {(progress.status === 'sending' || progress.status === 'queued' || progress.status === 'building') && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          )}
          <span>{t(STEP_KEYS[progress.status])}</span>
          {progress.status === 'live' && (
            <a className="underline underline-offset-2" href={progress.paths[0] ?? livePath}>
              {t('studio.publish.view')}
            </a>
          )}
          {progress.status === 'failed' && progress.error && <span className="font-normal">{progress.error}</span>}
        </p>
      )}
    </div>
  );
}
