/**
 * The terms/privacy editor: TipTap 3 with exactly what the site's sanitiser keeps
 * (src/lib/content/sanitize-rich-text.ts): headings h2–h4 (h1 pasted or stored becomes h2), paragraphs,
 * lists, links (http, https, mailto, tel), bold, italic, underline, strike, inline code, blockquote,
 * horizontal rule and tables. Code blocks are off (not in the studio's list). Rendered after hydration
 * only (`immediatelyRender: false`); the editing surface uses the public page's `prose-content` styles.
 * `resetToken` changing means the text was replaced from the server: the editor loads `html` again.
 */
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LinkForm } from './link-form.tsx';
import { editorHtml, linkHref } from './studio-rules.ts';

export function RichTextEditor({
  html,
  resetToken,
  label,
  t,
  onChange,
}: {
  html: string;
  resetToken: number;
  /** The accessible name of the editing surface (e.g. "Terms and conditions, French"). */
  label: string;
  t: Translate;
  onChange: (html: string) => void;
}) {
  const surfaceId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        // No empty paragraph kept after a last list or table (it would be stored and published).
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => linkHref(url) !== null,
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: editorHtml(html),
    editorProps: {
      attributes: {
        id: surfaceId,
        class: 'prose-content min-h-64 max-w-none p-4 focus:outline-none',
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      },
      transformPastedHTML: editorHtml,
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  // Text replaced from the server (the person asked for the latest version): load it without an undo step.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.commands.setContent(editorHtml(html), { emitUpdate: false });
    // Only a new resetToken reloads: `html` also changes on every keystroke.
  }, [editor, resetToken]);

  if (!editor) {
    return <div className="min-h-80 animate-pulse rounded-lg border border-slate-300 bg-slate-50" aria-hidden="true" />;
  }

  const openLink = () => setLinking((editor.getAttributes('link').href as string | undefined) ?? '');
  const closeLink = () => {
    setLinking(null);
    editor.commands.focus();
  };

  return (
    <div className="overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <EditorToolbar editor={editor} t={t} onLink={openLink} controls={surfaceId} />
      {linking !== null && (
        <LinkForm
          initial={linking}
          t={t}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else chain.setLink({ href }).run();
            setLinking(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(null);
          }}
          onClose={closeLink}
        />
      )}
      <EditorContent editor={editor} className="studio-editor max-h-[70vh] overflow-y-auto" />
    </div>
  );
}
