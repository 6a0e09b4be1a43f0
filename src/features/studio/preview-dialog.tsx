/**
 * Preview: the draft's HTML through the site's own sanitiser (loaded on first use: it is only needed
 * here), inside the wrapper the public page uses (`prose-content max-w-3xl`), in a modal <dialog>
 * (focus moves in, Escape and Close leave, focus returns to the Preview button).
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';

export function PreviewDialog({
  html,
  title,
  t,
  onClose,
}: {
  html: string;
  title: string;
  t: Translate;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [safe, setSafe] = useState<string | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    let live = true;
    void import('../../lib/content/sanitize-rich-text.ts').then(({ sanitizeRichText }) => {
      if (live) setSafe(sanitizeRichText(html));
    });
    return () => {
      live = false;
    };
  }, [html]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="studio-preview-title"
      className="m-auto h-[90dvh] w-[min(64rem,95vw)] max-w-none rounded-lg p-0 shadow-xl"
      onClose={onClose}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
          <h2 id="studio-preview-title" className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
            {t('studio.preview.close')}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-8">
          {safe === null ? (
            <p role="status">{t('studio.loading')}</p>
          ) : (
            <div className="prose-content max-w-3xl" data-studio-preview dangerouslySetInnerHTML={{ __html: safe }} />
          )}
        </div>
      </div>
    </dialog>
  );
}
