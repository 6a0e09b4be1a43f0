/**
 * The car-detail page's first script: it has no runtime imports, so it is one small file the browser runs as
 * soon as the HTML is parsed, without waiting for the rest of the page's modules. It starts the detail
 * request (getAllCar with VehicalId, exactly as src/lib/api/catalog.ts's getCarDetail sends it) and, when
 * the answer names a main picture, paints it into the gallery's frame at once: that picture is the
 * page's largest element, and this is the shortest path to it. The car store takes the answer over
 * (no second request); the gallery adopts the painted picture.
 */
// A type-only import: erased from the bundle, so this file still loads nothing else.
import type { EarlyDetail } from '../../lib/stores/car-detail.ts';

interface EarlyBody {
  data?: { images?: { URL?: string; Type?: string }[] };
}

/** getAllCar with a VehicalId, as getCarDetail sends it (a unit test keeps the two equal). */
export function earlyRequest(id: number, apiBase: string, token: string | null): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token && token !== 'null' && token !== 'undefined') headers.authorization = token;
  return {
    url: `${apiBase}/api/customer/V2/getAllCar`,
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
  srcset?: string;
  sizes?: string;
}

const STAGE_SIZES = '(min-width: 800px) min(75vw, 828px), calc(100vw - 2rem)';

/**
 * The main picture when the first medium is a picture (null otherwise): the medium size (photo/medium/,
 * 720 px, what a phone needs) or the full one (photo/<file>) on wide screens, the browser choosing from
 * the srcset. One request, at high priority, as soon as the detail names the file.
 */
export function earlyPicture(body: unknown, mediaBase: string): EarlyPicture | null {
  const first = (body as EarlyBody | null)?.data?.images?.[0];
  const file = first?.URL?.trim();
  if (!file || first?.Type !== 'I' || /\.(avi|flv|wmv|mov|mp4)$/i.test(file)) return null;
  if (/^(https?:)?\/\//i.test(file)) return { src: file };
  const name = encodeURIComponent(file);
  const medium = `${mediaBase}/photo/medium/${name}`;
  return { src: medium, srcset: `${medium} 720w, ${mediaBase}/photo/${name} 1200w`, sizes: STAGE_SIZES };
}

/** Shows the main picture in the gallery's frame; the gallery adopts this element when it fills the frame. */
function paint(picture: EarlyPicture): void {
  const gallery = document.querySelector<HTMLElement>('car-gallery');
  const stage = gallery?.querySelector('[data-stage]');
  if (!gallery || !stage || gallery.dataset.ready) return;
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  if (picture.srcset && picture.sizes) {
    img.sizes = picture.sizes;
    img.srcset = picture.srcset;
  }
  img.src = picture.src;
  img.width = 1200;
  img.height = 800;
  img.alt = '';
  img.className = 'size-full object-contain';
  img.dataset.early = picture.src;
  stage.replaceChildren(img);
}

function start(): void {
  const page = document.querySelector<HTMLElement>('car-detail-page');
  const text = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (!page || id < 1 || id > 2_147_483_647) return;
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Storage blocked: the store's own request decides.
  }
  const { url, init } = earlyRequest(id, page.dataset.apiBase ?? '', token);
  const result = fetch(url, init)
    .then(async (response) => ({ status: response.status, body: (await response.json().catch(() => null)) as unknown }))
    .catch(() => null);
  const early: EarlyDetail = { id, result };
  window.carDetailEarly = early;
  void result.then((answer) => {
    const picture = answer?.status === 200 ? earlyPicture(answer.body, page.dataset.mediaBase ?? '/media') : null;
    if (picture) paint(picture);
  });
}

if (typeof document !== 'undefined') start();
