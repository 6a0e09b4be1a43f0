/**
 * Preview in a modal <dialog> (focus moves in, Escape and Close leave, focus returns to the Preview
 * button): a page's draft HTML through the site's own sanitiser (loaded on first use: it is only needed
 * here) inside the wrapper the public page uses (`prose-content max-w-3xl`), or the contact's fields.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';

export function PreviewDialog({
  html,
  children,
  title,
  t,
  onClose,
}: {
  /** A page's draft; without it, `children` is shown as is. */
  html?: string | undefined;
  children?: ReactNode;
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
    if (html === undefined) return;
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
          {html === undefined ? (
            children
          ) : safe === null ? (
            <p role="status">{t('studio.loading')}</p>
          ) : (
            <div className="prose-content max-w-3xl" data-studio-preview dangerouslySetInnerHTML={{ __html: safe }} />
          )}
        </div>
      </div>
    </dialog>
  );
}
