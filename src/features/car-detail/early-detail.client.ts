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

/**
 * The main picture's URLs when the first medium is a picture (null otherwise): the thumbnail
 * (photo/thumb/<file>, 12 kB, which the thumbnail strip needs anyway) paints first, the full picture
 * (photo/<file>) replaces it once downloaded — on slow data the car shows at once, sharp a moment later.
 */
export function earlyPicture(body: unknown, mediaBase: string): { thumb: string; full: string } | null {
  const first = (body as EarlyBody | null)?.data?.images?.[0];
  const file = first?.URL?.trim();
  if (!file || first?.Type !== 'I' || /\.(avi|flv|wmv|mov|mp4)$/i.test(file)) return null;
  if (/^(https?:)?\/\//i.test(file)) return { thumb: file, full: file };
  const name = encodeURIComponent(file);
  return { thumb: `${mediaBase}/photo/thumb/${name}`, full: `${mediaBase}/photo/${name}` };
}

/** Shows the thumbnail in the gallery's frame, then swaps in the full picture once that has loaded. */
function paint(picture: { thumb: string; full: string }): void {
  const gallery = document.querySelector<HTMLElement>('car-gallery');
  const stage = gallery?.querySelector('[data-stage]');
  if (!gallery || !stage || gallery.dataset.ready) return;
  const img = document.createElement('img');
  img.src = picture.thumb;
  img.width = 1200;
  img.height = 800;
  img.alt = '';
  img.className = 'size-full object-contain';
  img.setAttribute('fetchpriority', 'high');
  img.dataset.early = picture.full;
  stage.replaceChildren(img);
  if (picture.full === picture.thumb) return;
  // The full picture downloads only once the thumbnail shows, so the two never share the bandwidth.
  void img
    .decode()
    .then(() => {
      const full = new Image();
      full.src = picture.full;
      return full.decode();
    })
    .then(() => (img.src = picture.full))
    .catch(() => undefined);
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
