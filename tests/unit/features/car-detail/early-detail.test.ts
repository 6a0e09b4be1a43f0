import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyDetailScript,
  earlyId,
  earlyLang,
  earlyPicture,
  earlyRequest,
  firstIsPicture,
} from '../../../../src/features/car-detail/early-detail.client.ts';
import { galleryItems, STAGE_SIZES, stageSrcset } from '../../../../src/features/car-detail/gallery-items.ts';
import type { CarImage } from '../../../../src/server/routes/cars/cars.schemas.ts';
import { getCarDetail } from '../../../../src/lib/api/catalog.ts';
import { configureApiClient } from '../../../../src/lib/api/client.ts';
import { firstPictureIndex } from '../../../../src/lib/media-kind.ts';
import { carPictureUrl } from '../../../../src/lib/media-url.ts';
import { queryId } from '../../../../src/lib/query-id.ts';
import { pageLang } from '../../../../src/lib/i18n/page-lang.ts';

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
    vi.stubGlobal('document', { documentElement: { lang: 'es' }, cookie: '' });
    try {
      await getCarDetail(42);
    } finally {
      vi.unstubAllGlobals();
    }
    const early = earlyRequest(42, '', 'tok', earlyLang('es'));
    expect(early.url).toBe('/api/customer/V2/getAllCar?lang=sp');
    expect(early.url).toBe(sent[0]?.url);
    expect(early.init.method).toBe(sent[0]?.init.method);
    expect(JSON.parse(String(early.init.body))).toEqual(JSON.parse(String(sent[0]?.init.body)));
    expect((early.init.headers as Record<string, string>).authorization).toBe('tok');
  });

  it('sends no Authorization without a real token', () => {
    for (const token of [null, 'null', 'undefined', '']) {
      expect((earlyRequest(1, '', token, 'en').init.headers as Record<string, string>).authorization).toBeUndefined();
    }
    expect(earlyRequest(1, 'https://api.example.com', null, 'fr').url).toBe(
      'https://api.example.com/api/customer/V2/getAllCar?lang=fr',
    );
  });

  it("reads the page's language as the API client does (es is sp; anything else English)", () => {
    for (const lang of ['en', 'fr', 'es', 'es-ES', 'FR', 'de', '']) {
      vi.stubGlobal('document', { documentElement: { lang } });
      try {
        expect(earlyLang(lang)).toBe(pageLang());
      } finally {
        vi.unstubAllGlobals();
      }
    }
    expect(earlyLang('es')).toBe('sp');
  });

  it('asks for the main picture by car id exactly as the gallery shows its first picture (same srcset and sizes)', () => {
    for (const apiBase of ['', 'https://api.example.com', 'https://api.example.com/']) {
      const [item] = galleryItems([{ URL: 'front.webp', Type: 'I' }], '/media', { carId: 42, apiBase });
      if (item?.kind !== 'image') throw new Error('expected a picture');
      expect(earlyPicture(42, apiBase)).toEqual({
        src: item.medium,
        srcset: stageSrcset(item.medium, item.full),
        sizes: STAGE_SIZES,
      });
      expect(item.medium).toBe(carPictureUrl(42, 'medium', apiBase));
      expect(item.full).toBe(carPictureUrl(42, 'full', apiBase));
    }
    expect(earlyPicture(42, '').srcset).toBe('/media/car/42/medium 720w, /media/car/42/full 1200w');
    expect(earlyPicture(7, 'https://api.example.com').src).toBe('https://api.example.com/media/car/7/medium');
  });

  it('paints only when the first medium is a picture, by the rule of the gallery and the server', () => {
    const cases: { URL: string; Type: string }[][] = [
      [{ URL: 'front.webp', Type: 'I' }],
      [{ URL: 'front.webp', Type: ' i ' }],
      [{ URL: 'https://cdn.example.com/x.webp', Type: 'I' }],
      [{ URL: 'walk.mp4', Type: 'V' }],
      [{ URL: 'walk.MOV', Type: 'I' }],
      [{ URL: 'walk.mp4?v=2', Type: 'I' }],
      [{ URL: 'walk.mp4 ', Type: 'I' }],
      [{ URL: 'video.mp4.png', Type: 'I' }],
      [{ URL: 'front.webp', Type: 'X' }],
      [
        { URL: '  ', Type: 'V' },
        { URL: 'front.webp', Type: 'I' },
      ],
      [
        { URL: '', Type: 'I' },
        { URL: 'walk.mp4', Type: 'V' },
      ],
      [
        { URL: 'walk.mp4', Type: 'V' },
        { URL: 'front.webp', Type: 'I' },
      ],
      [],
    ];
    for (const images of cases) {
      const items = galleryItems(images as CarImage[], '/media', { carId: 1 });
      const expected = items[0]?.kind === 'image';
      expect(firstIsPicture({ data: { images } }), JSON.stringify(images)).toBe(expected);
      // The server's route answers the first picture: the page's first item whenever that is a picture.
      if (expected) expect(firstPictureIndex(images)).toBe(images.indexOf(images.find((i) => i.URL.trim())!));
    }
    expect(firstIsPicture(null)).toBe(false);
    expect(firstIsPicture({ data: {} })).toBe(false);
    expect(firstIsPicture({ data: { images: [{ URL: 3, Type: 'I' }] } })).toBe(false);
    expect(firstIsPicture({ data: { images: [{ URL: 'a.webp' }] } })).toBe(false);
  });

  it('reads the car id as the page does (src/lib/query-id.ts)', () => {
    const searches = ['?id=12', 'id=%2012%20', '?x=1&id=7', '', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc'];
    for (const search of [...searches, '?id=2147483647', '?id=2147483648', '?id=99999999999', '?id=007']) {
      expect(earlyId(search), search).toBe(queryId(search, 'id'));
    }
  });
});

describe("the car-detail page's inline script", () => {
  /** Runs the script text in a scope with a stand-in browser; returns what it did. */
  async function run(search: string, detail: unknown, readyState = 'complete') {
    const head: Record<string, unknown>[] = [];
    const stage = { children: [] as unknown[], replaceChildren: (...nodes: unknown[]) => (stage.children = nodes) };
    const gallery = { dataset: {}, querySelector: () => stage };
    const listeners: Record<string, () => void> = {};
    const element = (tag: string) => {
      const attributes: Record<string, string> = {};
      return {
        tag,
        attributes,
        dataset: {},
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      };
    };
    const document = {
      readyState,
      documentElement: { lang: 'fr' },
      head: { append: (node: Record<string, unknown>) => head.push(node) },
      createElement: element,
      querySelector: () => gallery,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(detail), { status: detail ? 200 : 404 });
    };
    const window: { location: { search: string }; carDetailEarly?: { id: number; result: Promise<unknown> } } = {
      location: { search },
    };
    const localStorage = { getItem: () => 'tok' };
    const script = earlyDetailScript('https://api.example.com');
    new Function('window', 'document', 'fetch', 'localStorage', script)(window, document, fetch, localStorage);
    await window.carDetailEarly?.result;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { head, calls, stage, window, listeners };
  }

  it('is self-contained: preloads the picture by id, asks for the detail and paints a first picture', async () => {
    const detail = { status: 200, data: { carDetails: [{ Id: 12 }], images: [{ URL: 'a.webp', Type: 'I' }] } };
    const { head, calls, stage, window } = await run('?id=12', detail);
    const picture = earlyPicture(12, 'https://api.example.com');
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ rel: 'preload', as: 'image' });
    expect(head[0]?.attributes).toEqual({
      imagesrcset: picture.srcset,
      imagesizes: picture.sizes,
      fetchpriority: 'high',
    });
    expect(calls.map((call) => call.url)).toEqual([earlyRequest(12, 'https://api.example.com', 'tok', 'fr').url]);
    expect(calls[0]?.url).toBe('https://api.example.com/api/customer/V2/getAllCar?lang=fr');
    expect(window.carDetailEarly?.id).toBe(12);
    expect(stage.children).toHaveLength(1);
    expect(stage.children[0]).toMatchObject({
      tag: 'img',
      src: picture.src,
      srcset: picture.srcset,
      sizes: picture.sizes,
    });
  });

  it('paints once the page is parsed, and nothing for a video first, an unknown car or an id the page rejects', async () => {
    const detail = (images: unknown[]) => ({ status: 200, data: { carDetails: [{ Id: 12 }], images } });
    const parsing = await run('?id=12', detail([{ URL: 'a.webp', Type: 'I' }]), 'loading');
    expect(parsing.stage.children).toHaveLength(0);
    parsing.listeners.readystatechange?.();
    expect(parsing.stage.children).toHaveLength(1);

    expect((await run('?id=12', detail([{ URL: 'walk.mp4', Type: 'V' }]))).stage.children).toHaveLength(0);
    expect((await run('?id=12', null)).stage.children).toHaveLength(0);
    for (const search of ['?id=abc', '?id=0', '?id=2147483648', '']) {
      const rejected = await run(search, null);
      expect(rejected.head, search).toEqual([]);
      expect(rejected.calls, search).toEqual([]);
    }
  });

  it('cannot be closed early by its argument', () => {
    expect(earlyDetailScript('https://x.example/</script><script>alert(1)')).not.toContain('</script>');
  });
});
