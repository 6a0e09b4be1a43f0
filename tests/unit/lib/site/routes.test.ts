import { afterEach, describe, expect, it } from 'vitest';
import {
  adminHref,
  langStaticPaths,
  PROTECTED_ROUTES,
  routePath,
  routesToBuild,
} from '../../../../src/lib/site/routes.ts';
import { matchesSearch, normalizeSearch } from '../../../../src/features/content/blog-search.ts';

describe('site routes', () => {
  afterEach(() => {
    delete process.env.SITE_ONLY_ROUTES;
  });

  it("resolves the footer's admin link per language, and keeps API paths and absolute URLs", () => {
    expect(adminHref('/studio', 'fr')).toBe('/fr/studio');
    expect(adminHref('studio', 'sp')).toBe('/sp/studio');
    expect(adminHref('/api/docs', 'fr')).toBe('/api/docs');
    expect(adminHref('/en/studio', 'fr')).toBe('/en/studio');
    expect(adminHref('https://admin.example.com', 'fr')).toBe('https://admin.example.com');
    expect(PROTECTED_ROUTES).toContain('studio');
  });

  it('builds paths with queries', () => {
    expect(routePath('fr', 'carDetail', { id: 12 })).toBe('/fr/carDetail?id=12');
    expect(routePath('sp', 'home')).toBe('/sp/home');
  });

  it('makes one page per language, or none when a content rebuild leaves the route out', () => {
    expect(langStaticPaths('faq').map((p) => p.params.lang)).toEqual(['en', 'fr', 'sp']);
    process.env.SITE_ONLY_ROUTES = 'terms_condition, contact_us';
    expect(routesToBuild()).toEqual(new Set(['terms_condition', 'contact_us']));
    expect(langStaticPaths('faq')).toEqual([]);
    expect(langStaticPaths('contact_us')).toHaveLength(3);
  });
});

describe('blog search', () => {
  it('matches every word, ignoring case and accents', () => {
    const card = normalizeSearch('Dédouanement au Bénin: Coûts et Documents');
    expect(matchesSearch(card, 'benin couts')).toBe(true);
    expect(matchesSearch(card, 'BÉNIN')).toBe(true);
    expect(matchesSearch(card, 'benin togo')).toBe(false);
    expect(matchesSearch(card, '   ')).toBe(true);
  });
});
