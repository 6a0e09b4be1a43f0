import { describe, expect, it } from 'vitest';
import { adSlide, adsKey, slidesHtml } from '../../../../src/features/catalog/ad-slides.ts';
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
    { Id: 1, Type: 'I' as const, URL: 'a.webp' },
    { Id: 2, Type: 'V' as const, URL: 'b.mp4' },
    { Id: 3, Type: 'I' as const, URL: 'c "x".webp' },
  ];

  it('maps images to photo/ (full and medium sizes) and videos to video/ with a poster', () => {
    expect(adSlide(ads[0]!)).toEqual({
      kind: 'image',
      src: '/media/photo/a.webp',
      srcset: '/media/photo/medium/a.webp 800w, /media/photo/a.webp 1600w',
    });
    expect(adSlide({ Id: 4, Type: 'I', URL: 'https://cdn.example/ad.webp' })).toEqual({
      kind: 'image',
      src: 'https://cdn.example/ad.webp',
      srcset: '',
    });
    expect(adSlide(ads[1]!)).toEqual({ kind: 'video', src: '/media/video/b.mp4', poster: '/media/photo/b.webp' });
  });

  it('puts only the first picture in src, with high priority; videos wait muted and inline', () => {
    const html = slidesHtml(ads, (n, total) => `Ad ${n} of ${total}`);
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
    expect(adsKey(ads)).toBe('I:a.webp|V:b.mp4|I:c "x".webp');
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
