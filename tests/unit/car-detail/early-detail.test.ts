import { afterEach, describe, expect, it } from 'vitest';
import { earlyPicture, earlyRequest } from '../../../src/features/car-detail/early-detail.client.ts';
import { galleryItems, STAGE_SIZES, stageSrcset } from '../../../src/features/car-detail/gallery-items.ts';
import type { CarImage } from '../../../src/lib/api-contract/cars.ts';
import { getCarDetail } from '../../../src/lib/api/catalog.ts';
import { configureApiClient } from '../../../src/lib/api/client.ts';

afterEach(() => configureApiClient({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }));

describe("the car-detail page's early request", () => {
  it('is the request getCarDetail sends (same URL, method, token and body)', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    configureApiClient({
      baseUrl: '',
      getToken: () => 'tok',
      fetch: async (url, init) => {
        sent.push({ url: String(url), init: init ?? {} });
        return new Response(
          JSON.stringify({ status: 200, message: 'ok', data: { carDetails: [], images: [], rowCount: 0 } }),
        );
      },
    });
    await getCarDetail(42);
    const early = earlyRequest(42, '', 'tok');
    expect(early.url).toBe(sent[0]?.url);
    expect(early.init.method).toBe(sent[0]?.init.method);
    expect(JSON.parse(String(early.init.body))).toEqual(JSON.parse(String(sent[0]?.init.body)));
    expect((early.init.headers as Record<string, string>).authorization).toBe('tok');
  });

  it('sends no Authorization without a real token', () => {
    for (const token of [null, 'null', 'undefined', '']) {
      expect((earlyRequest(1, '', token).init.headers as Record<string, string>).authorization).toBeUndefined();
    }
    expect(earlyRequest(1, 'https://api.example.com', null).url).toBe(
      'https://api.example.com/api/customer/V2/getAllCar',
    );
  });

  it('paints only a main picture, never a video, exactly as the gallery shows it (medium size, full in the srcset)', () => {
    const body = (URL: string, Type: string) => ({ data: { images: [{ URL, Type }] } });
    const [item] = galleryItems([{ URL: 'front.webp', Type: 'I' } as CarImage], '/media');
    if (item?.kind !== 'image') throw new Error('expected a picture');
    expect(earlyPicture(body('front.webp', 'I'), '/media')).toEqual({
      src: item.medium,
      srcset: stageSrcset(item.medium, item.full),
      sizes: STAGE_SIZES,
    });
    expect(item.medium).toBe('/media/photo/medium/front.webp');
    expect(earlyPicture(body('a b.webp', 'I'), 'https://cdn.example.com')?.srcset).toBe(
      'https://cdn.example.com/photo/medium/a%20b.webp 720w, https://cdn.example.com/photo/a%20b.webp 1200w',
    );
    expect(earlyPicture(body('https://cdn.example.com/x.webp', 'I'), '/media')).toEqual({
      src: 'https://cdn.example.com/x.webp',
    });
    expect(earlyPicture(body('walk.mp4', 'V'), '/media')).toBeNull();
    expect(earlyPicture(body('walk.mp4', 'I'), '/media')).toBeNull();
    expect(earlyPicture({ data: { images: [] } }, '/media')).toBeNull();
    expect(earlyPicture(null, '/media')).toBeNull();
  });
});
