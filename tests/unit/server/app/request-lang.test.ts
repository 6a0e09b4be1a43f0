import { describe, expect, it } from 'vitest';
import { langOfAcceptLanguage } from '../../../../src/server/app/request-lang.ts';

describe('langOfAcceptLanguage', () => {
  it('takes the most preferred language the site has (es is sp), English otherwise', () => {
    expect(langOfAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(langOfAcceptLanguage('es-ES,es;q=0.9')).toBe('sp');
    expect(langOfAcceptLanguage('de-DE,de;q=0.9,es;q=0.5,fr;q=0.4')).toBe('sp');
    expect(langOfAcceptLanguage('en;q=0.5,fr;q=0.8')).toBe('fr');
    expect(langOfAcceptLanguage('fr;q=0,en')).toBe('en');
    expect(langOfAcceptLanguage('FR-ca')).toBe('fr');
    expect(langOfAcceptLanguage('de-DE')).toBe('en');
    expect(langOfAcceptLanguage('*')).toBe('en');
    expect(langOfAcceptLanguage('')).toBe('en');
    expect(langOfAcceptLanguage(undefined)).toBe('en');
  });
});
