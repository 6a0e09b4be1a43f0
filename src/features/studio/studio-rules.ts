/**
 * The studio's pure rules: who may use it, which language of a page was published before another,
 * which link addresses the editor accepts (those the site's sanitiser keeps) and how pasted or stored
 * HTML is fitted to the editor's headings. Unit-tested in tests/unit/features/studio/.
 */
import type { StudioDocument, StudioKind, StudioLang } from '../../lib/api/studio.ts';

/** admin (-1) and editor (30) may use the studio (contract: ROLE.editor = 30). */
export const STUDIO_ROLES: readonly number[] = [-1, 30];

export type Access = 'allowed' | 'refused' | 'unknown';

/**
 * What the signed-in user's role (getUserDetail's RoleType) allows; 'unknown' when the answer did not
 * say (the documents call then decides: 403 means refused).
 */
export function studioAccess(detail: unknown): Access {
  const role = ((detail ?? {}) as Record<string, unknown>).RoleType;
  if (typeof role !== 'number') return 'unknown';
  return STUDIO_ROLES.includes(role) ? 'allowed' : 'refused';
}

/** Languages published within this long of each other count as published together (a burst of publishes). */
export const STALE_AFTER_MS = 10 * 60 * 1000;

export interface StaleWarning {
  /** The language published before… */
  older: StudioLang;
  /** …this one, the most recently published. */
  newer: StudioLang;
}

/**
 * The languages of a page last published clearly before another language of it (one warning each,
 * against the newest): "French was last published before English: check it is up to date".
 * @example staleLanguages(docs, 'terms') // [{ older: 'fr', newer: 'en' }]
 */
export function staleLanguages(docs: readonly StudioDocument[], kind: StudioKind): StaleWarning[] {
  const dated = docs
    .filter((d) => d.kind === kind && d.published)
    .map((d) => ({ lang: d.lang, at: Date.parse(d.published?.publishedAt ?? '') }))
    .filter((d) => Number.isFinite(d.at));
  const newest = dated.reduce<(typeof dated)[number] | null>((best, d) => (!best || d.at > best.at ? d : best), null);
  if (!newest) return [];
  return dated
    .filter((d) => d.lang !== newest.lang && newest.at - d.at > STALE_AFTER_MS)
    .map((d) => ({ older: d.lang, newer: newest.lang }));
}

const LINK_SCHEMES = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,})$/i;

/**
 * The address to link to, or null when the site's sanitiser would drop it (only http, https, mailto, tel).
 * A bare domain gets https://, a bare e-mail address mailto:.
 * @example linkHref('example.com/a') // 'https://example.com/a'
 * @example linkHref('javascript:alert(1)') // null
 */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let href = text;
  if (/^[^\s:/@]+@[^\s@]+\.[^\s@]+$/.test(text)) href = `mailto:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[^\s/]+\.[a-z]{2,}(\/\S*)?$/i.test(text)) href = `https://${text}`;
  return LINK_SCHEMES.test(href) ? href : null;
}

/**
 * Fits HTML to the editor's headings (h2–h4), as the sanitiser does for h1: h1 → h2, h5/h6 → h4.
 * @example editorHtml('<h1>Terms</h1>') // '<h2>Terms</h2>'
 */
export function editorHtml(html: string): string {
  return html.replace(/<(\/?)h1(\s|>)/gi, '<$1h2$2').replace(/<(\/?)h[56](\s|>)/gi, '<$1h4$2');
}
