/**
 * The rich-text editor's toolbar: real buttons with aria-labels, aria-pressed on the toggles, one
 * tab stop (role=toolbar; arrow keys, Home and End move between buttons, as the ARIA pattern says).
 * Which marks and blocks are active comes from useEditorState, so the toolbar redraws only when they change.
 */
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';

interface Tool {
  id: string;
  label: string;
  text: ReactNode;
  run: () => void;
  /** A toggle's state (aria-pressed); undefined for a plain action. */
  pressed?: boolean;
  disabled?: boolean;
  /** A gap before this button. */
  group?: boolean;
}

const LINK_ICON = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
    <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </svg>
);

/** Numbered list: drawn, not "1≡", so the button's visible text never differs from its name. */
const ORDERED_ICON = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 8h2M3 14h2l-2 4h2" />
  </svg>
);

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-transparent px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-600 aria-disabled:opacity-40 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

export function EditorToolbar({
  editor,
  t,
  onLink,
  controls,
}: {
  editor: Editor;
  t: Translate;
  onLink: () => void;
  controls: string;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      id: 'h2',
      label: t('studio.tool.h2'),
      text: 'H2',
      pressed: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'h3',
      label: t('studio.tool.h3'),
      text: 'H3',
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      id: 'h4',
      label: t('studio.tool.h4'),
      text: 'H4',
      pressed: active.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    {
      id: 'bold',
      label: t('studio.tool.bold'),
      text: <b>B</b>,
      pressed: active.bold,
      group: true,
      run: () => chain().toggleBold().run(),
    },
    {
      id: 'italic',
      label: t('studio.tool.italic'),
      text: <i>I</i>,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      id: 'underline',
      label: t('studio.tool.underline'),
      text: <u>U</u>,
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      id: 'strike',
      label: t('studio.tool.strike'),
      text: <s>S</s>,
      pressed: active.strike,
      run: () => chain().toggleStrike().run(),
    },
    {
      id: 'code',
      label: t('studio.tool.code'),
      text: <code>{'<>'}</code>,
      pressed: active.code,
      run: () => chain().toggleCode().run(),
    },
    { id: 'link', label: t('studio.tool.link'), text: LINK_ICON, pressed: active.link, run: onLink },
    {
      id: 'bullet',
      label: t('studio.tool.bulletList'),
      text: '•≡',
      pressed: active.bullet,
      group: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      id: 'ordered',
      label: t('studio.tool.orderedList'),
      text: ORDERED_ICON,
      pressed: active.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      id: 'quote',
      label: t('studio.tool.blockquote'),
      text: '❝',
      pressed: active.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    { id: 'hr', label: t('studio.tool.rule'), text: '―', run: () => chain().setHorizontalRule().run() },
    {
      id: 'table',
      label: t('studio.tool.table'),
      text: '⊞',
      group: true,
      disabled: active.table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      id: 'row',
      label: t('studio.tool.addRow'),
      text: '+▭',
      disabled: !active.table,
      run: () => chain().addRowAfter().run(),
    },
    {
      id: 'col',
      label: t('studio.tool.addColumn'),
      text: '+▯',
      disabled: !active.table,
      run: () => chain().addColumnAfter().run(),
    },
    {
      id: 'delRow',
      label: t('studio.tool.deleteRow'),
      text: '−▭',
      disabled: !active.table,
      run: () => chain().deleteRow().run(),
    },
    {
      id: 'delCol',
      label: t('studio.tool.deleteColumn'),
      text: '−▯',
      disabled: !active.table,
      run: () => chain().deleteColumn().run(),
    },
    {
      id: 'delTable',
      label: t('studio.tool.deleteTable'),
      text: '⊠',
      disabled: !active.table,
      run: () => chain().deleteTable().run(),
    },
    {
      id: 'undo',
      label: t('studio.tool.undo'),
      text: '↶',
      group: true,
      disabled: !active.undo,
      run: () => chain().undo().run(),
    },
    { id: 'redo', label: t('studio.tool.redo'), text: '↷', disabled: !active.redo, run: () => chain().redo().run() },
  ];

  // Roving tab stop: the toolbar is one stop in the page's tab order.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('studio.toolbar')}
      aria-controls={controls}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1"
      onKeyDown={move}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.id}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          className={`${buttonClass} ${tool.group ? 'ml-2' : ''}`}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          // Disabled buttons stay focusable (aria-disabled) so arrow keys never land on nothing.
          aria-disabled={tool.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
    </div>
  );
}
