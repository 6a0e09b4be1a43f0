/**
 * The difference between two versions of a document, as a view model: runs of text that are the same,
 * inserted or deleted. Pages are compared word by word on their readable text (headings, items and
 * links' addresses kept, tags dropped); the contact is compared line by line, one field a line.
 * Pure, unit-tested; the view marks insertions with <ins> and "+", deletions with <del> and "−".
 */
import { diffLines, diffWords } from 'diff';
import type { ContactBody, StudioBody } from '../../lib/api/studio.ts';

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

export interface DiffView {
  parts: DiffPart[];
  /** How many runs were inserted and deleted (0 and 0: the versions read the same). */
  added: number;
  removed: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (name in ENTITIES) return ENTITIES[name] ?? whole;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (!code) return whole;
    const point = name.startsWith('#x') || name.startsWith('#X') ? Number.parseInt(code, 16) : Number(code);
    return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
  });
}

/**
 * The readable text of the editor's HTML: one line per block, "• " before list items, a link's address
 * after its text, so a changed link shows in the comparison.
 * @example htmlToText('<h2>Title</h2><ul><li>One</li></ul>') // 'Title\n• One'
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr[^>]*>/gi, '\n———\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|tr|pre|table|ul|ol|div)>/gi, '\n')
    .replace(/<\/(td|th)>/gi, ' | ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The contact as lines "Label: value", one per field, labels in the page's language. */
export function contactToText(body: ContactBody, labels: Record<keyof ContactBody, string>): string {
  return (Object.keys(labels) as (keyof ContactBody)[])
    .map((field) => `${labels[field]}: ${body[field] ?? ''}\n`)
    .join('');
}

const isContact = (body: StudioBody): body is ContactBody => 'phone' in body;

/**
 * The comparison of an older and a newer version.
 * @example diffVersions({ html: '<p>a b</p>' }, { html: '<p>a c</p>' }, labels).parts
 * // [{ kind: 'same', text: 'a ' }, { kind: 'removed', text: 'b' }, { kind: 'added', text: 'c' }]
 */
export function diffVersions(
  older: StudioBody,
  newer: StudioBody,
  labels: Record<keyof ContactBody, string>,
): DiffView {
  const changes =
    isContact(older) && isContact(newer)
      ? diffLines(contactToText(older, labels), contactToText(newer, labels))
      : diffWords(htmlToText('html' in older ? older.html : ''), htmlToText('html' in newer ? newer.html : ''));
  const parts: DiffPart[] = changes.map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
  return {
    parts,
    added: parts.filter((p) => p.kind === 'added').length,
    removed: parts.filter((p) => p.kind === 'removed').length,
  };
}
