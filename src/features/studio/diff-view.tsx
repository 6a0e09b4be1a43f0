/**
 * Shows a version comparison: insertions in <ins> (green, "+"), deletions in <del> (red, "−"), so the
 * change reads without colour too; screen readers hear "inserted"/"deleted" from the visually hidden text.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import type { DiffView as View } from './version-diff.ts';

export function DiffView({ view, t }: { view: View; t: Translate }) {
  if (view.added === 0 && view.removed === 0) return <p className="text-slate-700">{t('studio.versions.same')}</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        <span className="mr-4">
          <ins className="rounded bg-green-100 px-1 text-green-900 no-underline">+ {t('studio.versions.inserted')}</ins>
        </span>
        <del className="rounded bg-red-100 px-1 text-red-900">− {t('studio.versions.deleted')}</del>
      </p>
      <div
        className="rounded-md border border-slate-300 bg-white p-3 leading-relaxed whitespace-pre-wrap"
        data-studio-diff
      >
        {view.parts.map((part, index) =>
          part.kind === 'added' ? (
            <ins key={index} className="rounded bg-green-100 px-0.5 text-green-900 underline decoration-2">
              <span aria-hidden="true">+</span>
              <span className="sr-only">{t('studio.versions.inserted')}: </span>
              {part.text}
            </ins>
          ) : part.kind === 'removed' ? (
            <del key={index} className="rounded bg-red-100 px-0.5 text-red-900">
              <span aria-hidden="true">−</span>
              <span className="sr-only">{t('studio.versions.deleted')}: </span>
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
