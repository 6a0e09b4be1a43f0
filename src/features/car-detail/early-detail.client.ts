/**
 * The car-detail page's first script. carDetail.astro inlines it into <head> as a classic script (with its
 * CSP hash: earlyDetailScript), so it runs while the HTML is still being parsed, before the stylesheet and
 * the page's modules load. Knowing only the car id of the URL, it starts two requests side by side: the
 * detail (getAllCar with VehicalId, exactly as src/lib/api/catalog.ts's getCarDetail sends it) and a
 * preload of the car's main picture by id (media/car/{id}/medium|full, src/server/media/car-picture.ts),
 * so the picture no longer waits for the detail to name its file. When the detail says the first medium
 * is a picture, it paints that picture into the gallery's frame (once the page is parsed) with the
 * preload's exact srcset and sizes, so the browser reuses the preloaded response: that picture is the
 * page's largest element. The car store takes the answer over (no second request); the gallery adopts the
 * painted picture.
 *
 * The functions are written out into the page as they are (earlyDetailScript): each may use only the
 * others, its arguments and browser globals, nothing else of this module.
 */
// A type-only import: erased, so the inline script needs nothing else.
import type { EarlyDetail } from '../../lib/stores/car-detail.ts';

interface EarlyBody {
  data?: { images?: { URL?: string; Type?: string }[] };
}

/** The site language of an <html lang> value, by the rule of src/lib/i18n/page-lang.ts (a unit test keeps them equal). */
export function earlyLang(htmlLang: string): string {
  const code = htmlLang.slice(0, 2).toLowerCase();
  return code === 'es' || code === 'sp' ? 'sp' : code === 'fr' ? 'fr' : 'en';
}

/**
 * getAllCar with a VehicalId, as getCarDetail sends it, names in the page's language `lang` (a unit test
 * keeps the two equal).
 */
export function earlyRequest(
  id: number,
  apiBase: string,
  token: string | null,
  lang: string,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token && token !== 'null' && token !== 'undefined') headers.authorization = token;
  return {
    url: `${apiBase}/api/customer/V2/getAllCar?lang=${lang}`,
    init: {
      method: 'POST',
      headers,
      body: JSON.stringify({ take: 0, skip: 0, VehicalId: id, sortString: '0', filterString: '', DealerId: 0 }),
    },
  };
}

/** The main view's picture as the gallery shows it (gallery-items.ts: STAGE_SIZES, stageSrcset; a unit test keeps them equal). */
export interface EarlyPicture {
  src: string;
  srcset: string;
  sizes: string;
}

/**
 * The car's main picture by id, as the gallery shows its first picture (carPictureUrl in
 * src/lib/media-url.ts): the medium size (720 px, what a phone needs) or the full one on wide screens,
 * the browser choosing from the srcset.
 */
export function earlyPicture(id: number, apiBase: string): EarlyPicture {
  const base = `${apiBase.replace(/\/+$/, '')}/media/car/${id}`;
  return {
    src: `${base}/medium`,
    srcset: `${base}/medium 720w, ${base}/full 1200w`,
    sizes: '(min-width: 800px) min(75vw, 828px), calc(100vw - 2rem)',
  };
}

/** The car id of the page's query string, by the rule of src/lib/query-id.ts (a unit test keeps them equal). */
export function earlyId(search: string): number | null {
  const text = new URLSearchParams(search).get('id')?.trim() ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * True when the detail's first medium (the gallery's first item: the first entry with a file name) is a
 * picture: type 'I' and not a video file name (src/lib/media-kind.ts's rule; a unit test keeps them equal).
 */
export function firstIsPicture(body: unknown): boolean {
  const images = (body as EarlyBody | null)?.data?.images;
  if (!Array.isArray(images)) return false;
  const first = images.find((image) => typeof image?.URL === 'string' && image.URL.trim() !== '');
  if (typeof first?.URL !== 'string' || typeof first.Type !== 'string') return false;
  const name = first.URL.split(/[?#]/)[0] ?? '';
  return first.Type.trim().toUpperCase() === 'I' && !/\.(avi|flv|wmv|mov|mp4)$/i.test(name);
}

/**
 * Starts the main picture's download at high priority, before anything says which file it is. The server
 * answers 204 for a published car without a picture (no error in the console) and 404 for an unknown one.
 */
function preloadPicture(picture: EarlyPicture): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  // No href: a browser that ignores imagesrcset must not fetch the wrong size instead.
  link.setAttribute('imagesrcset', picture.srcset);
  link.setAttribute('imagesizes', picture.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** Shows the main picture in the gallery's frame; the gallery adopts this element when it fills the frame. */
function paintPicture(picture: EarlyPicture): void {
  const gallery = document.querySelector<HTMLElement>('car-gallery');
  const stage = gallery?.querySelector('[data-stage]');
  if (!gallery || !stage || gallery.dataset.ready) return;
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  img.sizes = picture.sizes;
  img.srcset = picture.srcset;
  img.src = picture.src;
  img.width = 1200;
  img.height = 800;
  img.alt = '';
  img.className = 'size-full object-contain';
  img.dataset.early = picture.src;
  stage.replaceChildren(img);
}

/** Starts the detail request and the main picture's preload for the id of the URL (nothing for another id). */
export function startEarlyDetail(apiBase: string): void {
  const id = earlyId(window.location.search);
  if (id === null) return;
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Storage blocked: the store's own request decides.
  }
  // The picture first: it is the larger download, and the detail only decides whether it is shown.
  const picture = earlyPicture(id, apiBase);
  preloadPicture(picture);
  const { url, init } = earlyRequest(id, apiBase, token, earlyLang(document.documentElement.lang));
  const result = fetch(url, init)
    .then(async (response) => ({ status: response.status, body: (await response.json().catch(() => null)) as unknown }))
    .catch(() => null);
  const early: EarlyDetail = { id, result };
  window.carDetailEarly = early;
  void result.then((answer) => {
    if (answer?.status !== 200 || !firstIsPicture(answer.body)) return;
    // The gallery's frame is in the page once it is parsed ('interactive' comes before the page's modules run).
    if (document.readyState !== 'loading') paintPicture(picture);
    else document.addEventListener('readystatechange', () => paintPicture(picture), { once: true });
  });
}

/**
 * The page's inline script: this module's functions, as written, and a call of startEarlyDetail, in a
 * function scope (no globals). Its sha256 goes into the page's CSP (carDetail.astro).
 */
export function earlyDetailScript(apiBase: string): string {
  const parts = [
    earlyId,
    earlyLang,
    earlyRequest,
    earlyPicture,
    firstIsPicture,
    preloadPicture,
    paintPicture,
    startEarlyDetail,
  ];
  // by its name as built (a bundler may rename a function; the written-out functions follow it)
  const call = `${startEarlyDetail.name}(${JSON.stringify(apiBase).replace(/</g, '\\u003c')});`;
  return `(() => {\n${parts.map(String).join('\n')}\n${call}\n})();`;
}
