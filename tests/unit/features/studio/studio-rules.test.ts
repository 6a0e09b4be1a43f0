import { describe, expect, it } from 'vitest';
import type { StudioDocument } from '../../../../src/lib/api/studio.ts';
import {
  editorHtml,
  linkHref,
  STALE_AFTER_MS,
  staleLanguages,
  studioAccess,
} from '../../../../src/features/studio/studio-rules.ts';

const page = (lang: 'en' | 'fr' | 'sp', publishedAt: string | null, kind: 'terms' | 'privacy' = 'terms') =>
  ({
    kind,
    lang,
    revision: 1,
    draft: null,
    published: publishedAt ? { versionId: 1, body: { html: '<p>x</p>' }, publishedAt, publishedBy: 'Ada' } : null,
  }) satisfies StudioDocument;

describe('studioAccess', () => {
  it('lets admins (-1) and editors (30) in and refuses customers and importers', () => {
    expect(studioAccess({ RoleType: -1 })).toBe('allowed');
    expect(studioAccess({ RoleType: 30 })).toBe('allowed');
    expect(studioAccess({ RoleType: 20 })).toBe('refused');
    expect(studioAccess({ RoleType: 10 })).toBe('refused');
  });

  it('says unknown when the detail carries no role', () => {
    expect(studioAccess({ Id: 3 })).toBe('unknown');
    expect(studioAccess(null)).toBe('unknown');
  });
});

describe('staleLanguages', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const at = (msBefore: number) => new Date(now - msBefore).toISOString();

  it('warns for each language published clearly before the newest one', () => {
    const docs = [page('en', at(0)), page('fr', at(2 * STALE_AFTER_MS)), page('sp', at(STALE_AFTER_MS / 2))];
    expect(staleLanguages(docs, 'terms')).toEqual([{ older: 'fr', newer: 'en' }]);
  });

  it('says nothing when the languages were published together, or only one was', () => {
    expect(staleLanguages([page('en', at(0)), page('fr', at(60_000))], 'terms')).toEqual([]);
    expect(staleLanguages([page('en', at(0)), page('fr', null)], 'terms')).toEqual([]);
  });

  it('looks at one kind only', () => {
    const docs = [page('en', at(0), 'privacy'), page('fr', at(3 * STALE_AFTER_MS))];
    expect(staleLanguages(docs, 'terms')).toEqual([]);
  });
});

describe('linkHref', () => {
  it('keeps http, https, mailto and tel addresses', () => {
    expect(linkHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('mailto:contact@example.com')).toBe('mailto:contact@example.com');
    expect(linkHref('tel:+229 97 00 00 01')).toBe('tel:+229 97 00 00 01');
  });

  it('completes a bare domain or e-mail address', () => {
    expect(linkHref('example.com/terms')).toBe('https://example.com/terms');
    expect(linkHref('contact@example.com')).toBe('mailto:contact@example.com');
  });

  it('refuses what the sanitiser would drop', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,hi')).toBeNull();
    expect(linkHref('ftp://example.com')).toBeNull();
    expect(linkHref('')).toBeNull();
    expect(linkHref('not a link')).toBeNull();
  });
});

describe('editorHtml', () => {
  it('turns h1 into h2 and h5/h6 into h4, like the sanitiser keeps the page to one h1', () => {
    expect(editorHtml('<h1 class="x">A</h1><h5>B</h5><h6>C</h6><h3>D</h3>')).toBe(
      '<h2 class="x">A</h2><h4>B</h4><h4>C</h4><h3>D</h3>',
    );
  });
});
