import { describe, expect, it } from 'vitest';
import { localizedUrl } from '../../../../src/lib/i18n/localized-url.ts';

describe('localizedUrl', () => {
  it('swaps the language segment and keeps path, query and hash', () => {
    expect(localizedUrl('/en/car_list?page=2&sort=25', 'fr')).toBe('/fr/car_list?page=2&sort=25');
    expect(localizedUrl('/fr/carDetail?id=12#gallery', 'sp')).toBe('/sp/carDetail?id=12#gallery');
    expect(localizedUrl('/sp/dealer_account?dealerId=3&vehicalId=9&vehId=4', 'en')).toBe(
      '/en/dealer_account?dealerId=3&vehicalId=9&vehId=4',
    );
  });

  it("treats 'es' as a language segment", () => {
    expect(localizedUrl('/es/faq', 'fr')).toBe('/fr/faq');
  });

  it('keeps the origin of an absolute URL', () => {
    expect(localizedUrl('https://cars.example/en/blog_detail/x?q=1', 'sp')).toBe(
      'https://cars.example/sp/blog_detail/x?q=1',
    );
  });

  it('only swaps a whole first segment', () => {
    expect(localizedUrl('/english/page', 'fr')).toBe('/fr/english/page');
    expect(localizedUrl('/en', 'fr')).toBe('/fr');
    expect(localizedUrl('/car_list/en/x', 'fr')).toBe('/fr/car_list/en/x');
  });

  it('adds the language in front of a path without one, and maps / to home', () => {
    expect(localizedUrl('/', 'sp')).toBe('/sp/home');
    expect(localizedUrl('/contact_us?x=1', 'fr')).toBe('/fr/contact_us?x=1');
  });
});
