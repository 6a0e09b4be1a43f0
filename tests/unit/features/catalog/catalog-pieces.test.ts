import { describe, expect, it } from 'vitest';
import { adHref, adSlide, adsKey, slidesHtml } from '../../../../src/features/catalog/ad-slides.ts';
import {
  carName,
  carPlace,
  carThumbUrl,
  textOrNA,
  type CarCardModel,
} from '../../../../src/lib/cars/car-card-model.ts';
import { filterOptions } from '../../../../src/features/catalog/filter-combobox.tsx';
import { likeFlag } from '../../../../src/ui/like-car.ts';
import { stepWindow, windowIndexes } from '../../../../src/features/catalog/recommended-window.ts';

const car: CarCardModel = {
  id: 1,
  maker: 'Toyota',
  model: 'Corolla',
  bodyType: null,
  year: 2015,
  city: 'Cotonou',
  country: ' ',
  imageFile: null,
  liked: false,
};

describe('car card text (SPEC.md §3)', () => {
  it("shows 'N/A' for missing text", () => {
    expect(textOrNA(null, 'N/A')).toBe('N/A');
    expect(textOrNA('  ', 'N/A')).toBe('N/A');
    expect(textOrNA('Sedan', 'N/A')).toBe('Sedan');
    expect(textOrNA(2015, 'N/A')).toBe('2015');
    expect(carPlace(car, 'N/A')).toBe('Cotonou');
    expect(carPlace({ ...car, city: null, country: null }, 'N/A')).toBe('N/A');
    expect(carName({ ...car, model: '' }, 'N/D')).toBe('Toyota N/D');
  });

  it('builds the thumbnail URL, or the placeholder when there is no picture', () => {
    expect(carThumbUrl('car-1.webp')).toBe('/media/photo/thumb/car-1.webp');
    expect(carThumbUrl(null)).toBe('/assets/img/placeholder.svg');
  });
});

describe('like flag (SPEC.md §4)', () => {
  it('sends 0 for a liked car and 1 otherwise', () => {
    expect(likeFlag(true)).toBe(0);
    expect(likeFlag(false)).toBe(1);
  });
});

describe('recommended window (SPEC.md §4, §9)', () => {
  it('shows 3 and wraps around', () => {
    expect(windowIndexes(0, 10)).toEqual([0, 1, 2]);
    expect(windowIndexes(9, 10)).toEqual([9, 0, 1]);
    expect(windowIndexes(0, 2)).toEqual([0, 1]);
    expect(windowIndexes(0, 0)).toEqual([]);
    expect(stepWindow(0, -1, 10)).toBe(9);
    expect(stepWindow(9, 1, 10)).toBe(0);
  });
});

describe('ad slides', () => {
  const ads = [
    { Id: 1, Type: 'I' as const, URL: 'a.webp', Copy: {} },
    { Id: 2, Type: 'V' as const, URL: 'b.mp4', Copy: {} },
    { Id: 3, Type: 'I' as const, URL: 'c "x".webp', Copy: {} },
  ];

  it('maps images to photo/ (full and medium sizes) and videos to video/ with a poster', () => {
    expect(adSlide(ads[0]!)).toEqual({
      kind: 'image',
      src: '/media/photo/a.webp',
      srcset: '/media/photo/medium/a.webp 800w, /media/photo/a.webp 1600w',
    });
    expect(adSlide({ Id: 4, Type: 'I', URL: 'https://cdn.example/ad.webp', Copy: {} })).toEqual({
      kind: 'image',
      src: 'https://cdn.example/ad.webp',
      srcset: '',
    });
    expect(adSlide(ads[1]!)).toEqual({ kind: 'video', src: '/media/video/b.mp4', poster: '/media/photo/b.webp' });
  });

  it('puts only the first picture in src, with high priority; videos wait muted and inline', () => {
    const html = slidesHtml(ads, 'en', (n, total) => `Ad ${n} of ${total}`);
    expect(html.match(/ src=/g)).toHaveLength(1);
    expect(html.match(/ srcset=/g)).toHaveLength(1);
    expect(html).toContain(
      '<img srcset="/media/photo/medium/a.webp 800w, /media/photo/a.webp 1600w" sizes="(min-width: 72rem) 72rem, 100vw" ' +
        'src="/media/photo/a.webp" width="1600" height="600" alt="Ad 1 of 3" fetchpriority="high"',
    );
    expect(html).toMatch(
      /<video data-src="\/media\/video\/b.mp4" data-poster="[^"]+" muted playsinline preload="none"/,
    );
    expect(html).toContain(
      'data-srcset="/media/photo/medium/c%20%22x%22.webp 800w, /media/photo/c%20%22x%22.webp 1600w" sizes=',
    );
    expect(html).toContain('data-src="/media/photo/c%20%22x%22.webp"');
    expect(adsKey(ads)).toBe(adsKey(ads.map((ad) => ({ ...ad }))));
    expect(adsKey(ads)).not.toBe(adsKey(ads.slice(1)));
  });

  const copy = (title: string, link: string | null) => ({
    Title: title,
    Text: `${title}: more`,
    LinkText: 'Go',
    Link: link,
  });
  const worded = [
    {
      Id: 1,
      Type: 'I' as const,
      URL: 'a.webp',
      Copy: {
        en: copy('Room for the family', 'car_list?body=3'),
        fr: copy('De la place <pour> tous', 'car_list?body=3'),
      },
    },
    { Id: 2, Type: 'V' as const, URL: 'b.mp4', Copy: { en: copy('In port', 'https://evil.example/') } },
  ];

  it("writes the ad's title, text and link as HTML in the page's language", () => {
    const fr = slidesHtml(worded, 'fr', (n, total) => `${n}/${total}`);
    expect(fr).toContain('<p class="text-[0.9375rem]');
    expect(fr).toContain('data-ad-title>De la place &lt;pour&gt; tous</p>');
    expect(fr).toContain('<a href="/fr/car_list?body=3" class="btn-accent');
    expect(fr).not.toContain('Room for the family');
    // No words in French for the second ad: its slide has none rather than English ones.
    expect(fr.match(/data-ad-copy/g)).toHaveLength(1);
    const en = slidesHtml(worded, 'en', (n, total) => `${n}/${total}`);
    expect(en).toContain('data-ad-title>Room for the family</p>');
    expect(en).toContain('data-ad-text>Room for the family: more</p>');
    // A link that is not a page of the site leads to the car list.
    expect(en).toContain('<a href="/en/car_list" class="btn-accent');
    expect(adsKey(worded)).not.toBe(adsKey(worded.map((ad) => ({ ...ad, Copy: {} }))));
  });

  it('leads only to pages of the site, in the page language', () => {
    expect(adHref('car_list?body=3', 'sp')).toBe('/sp/car_list?body=3');
    expect(adHref(null, 'fr')).toBe('/fr/car_list');
    expect(adHref('//evil.example', 'en')).toBe('/en/car_list');
    expect(adHref('javascript:alert(1)', 'en')).toBe('/en/car_list');
  });
});

describe('typing filter of the car list dropdowns', () => {
  const options = [
    { id: 1, name: 'Citroën' },
    { id: 2, name: 'Toyota' },
    { id: 3, name: 'Land Rover' },
  ];
  it('ignores case and accents', () => {
    expect(filterOptions(options, 'CITRO').map((o) => o.id)).toEqual([1]);
    expect(filterOptions(options, 'citroen').map((o) => o.id)).toEqual([1]);
    expect(filterOptions(options, 'rover').map((o) => o.id)).toEqual([3]);
    expect(filterOptions(options, '  ')).toHaveLength(3);
  });
});
