import { describe, expect, it } from 'vitest';
import { pathsOf } from '../../../../src/server/content/publish-jobs.ts';
import { documentOf, momentText, STUDIO_DOCUMENTS } from '../../../../src/server/content/studio-documents.ts';

describe('studio documents', () => {
  it('has terms and privacy in three languages and one contact document (en)', () => {
    expect(STUDIO_DOCUMENTS.map((doc) => `${doc.kind}/${doc.lang}`)).toEqual([
      'terms/en',
      'terms/fr',
      'terms/sp',
      'privacy/en',
      'privacy/fr',
      'privacy/sp',
      'contact/en',
    ]);
    expect(documentOf('privacy', 'sp')).toEqual({ kind: 'privacy', lang: 'sp' });
    expect(documentOf('contact', 'fr')).toBeNull();
    expect(documentOf('terms', 'es')).toBeNull();
    expect(documentOf('about', 'en')).toBeNull();
  });

  it('writes the moment of a stale revision readably, in UTC', () => {
    expect(momentText(new Date('2026-11-26T07:30:59.999Z'))).toBe('2026-11-26 07:30 UTC');
  });

  it('names the site paths a publish rebuilds', () => {
    expect(pathsOf({ kind: 'terms', lang: 'fr' })).toEqual(['/fr/terms_condition']);
    expect(pathsOf({ kind: 'privacy', lang: 'en' })).toEqual(['/en/privacy_policy']);
    expect(pathsOf({ kind: 'contact', lang: 'en' })).toEqual(['/en/contact_us', '/fr/contact_us', '/sp/contact_us']);
  });
});
