/**
 * <car-gallery>: the car's pictures and videos (SPEC.md §2, §9). The page renders its frame at fixed
 * dimensions (no layout shift) with the car-drawing loader inside; this script fills it from the car
 * store as soon as the detail arrives, without waiting for React, so the main picture paints early.
 * - main view: the current item, previous/next buttons, a counter, swipe (touch) and arrow keys;
 * - thumbnails in 3 columns (a horizontal strip when there are more);
 * - a click on a picture opens the PhotoSwipe lightbox, except under 400 px wide (SPEC.md §9).
 * Strings come as JSON in data-labels (see car-gallery.astro).
 */
import { $carDetail, type CarDetailState } from '../../lib/stores/car-detail.ts';
import { galleryItems, PHOTO_SIZE, STAGE_SIZES, stageSrcset, THUMB_SIZE, type GalleryItem } from './gallery-items.ts';
import type { LightboxLabels } from './gallery-lightbox.ts';

interface GalleryLabels extends LightboxLabels {
  open: string;
  show: string;
  video: string;
  photoAlt: string;
  noMedia: string;
  download: string;
}

/** The lightbox is offered from this width up (SPEC.md §9: previews disabled under 400 px). */
const LIGHTBOX_QUERY = '(min-width: 400px)';
/** A horizontal move of at least this many pixels, mostly sideways, is a swipe. */
const SWIPE_PX = 40;

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const PLAY_ICON =
  '<svg aria-hidden="true" width="36" height="36" viewBox="0 0 24 24" fill="currentColor"><path d="M8 5v14l11-7z"/></svg>';

class CarGallery extends HTMLElement {
  #items: GalleryItem[] = [];
  #index = 0;
  #carName = '';
  #labels = {} as GalleryLabels;
  #shown: CarDetailState | null = null;
  #lightboxMedia: MediaQueryList | null = null;
  #unsubscribe: (() => void) | null = null;
  #swipedAt = 0;

  connectedCallback(): void {
    try {
      this.#labels = JSON.parse(this.dataset.labels ?? '{}') as GalleryLabels;
    } catch {
      this.#labels = {} as GalleryLabels;
    }
    this.#lightboxMedia = window.matchMedia(LIGHTBOX_QUERY);
    this.#lightboxMedia.addEventListener('change', () => this.#renderStage());
    this.addEventListener('keydown', (event) => this.#onKey(event));
    this.#listenForSwipe();
    this.#unsubscribe = $carDetail.subscribe((state) => this.#onState(state));
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
  }

  #onState(state: CarDetailState): void {
    if (state.status !== 'ready') return;
    // A reload after a like brings the same car: keep the visitor's place.
    if (this.#shown?.status === 'ready' && this.#shown.id === state.id) return;
    this.#shown = state;
    // The first picture comes from its by-id URLs: the ones the early script preloaded and painted.
    this.#items = galleryItems(state.images, undefined, { carId: state.id });
    this.#index = 0;
    this.#carName = `${state.car.MakerName} ${state.car.ModelName}`.trim();
    this.dataset.ready = 'true';
    this.#renderStage();
    this.#renderThumbs();
  }

  get #stage(): HTMLElement | null {
    return this.querySelector('[data-stage]');
  }

  #alt(index: number): string {
    return fill(this.#labels.photoAlt ?? '{{car}}', { car: this.#carName, n: index + 1 });
  }

  #renderStage(): void {
    const stage = this.#stage;
    if (!stage || !this.dataset.ready) return;
    const item = this.#items[this.#index];
    const nodes: Node[] = [];
    if (!item) {
      nodes.push(element('p', { class: 'p-4 text-center text-slate-700' }, [this.#labels.noMedia ?? '']));
    } else if (item.kind === 'video') {
      const video = element('video', {
        controls: '',
        playsinline: '',
        preload: 'metadata',
        class: 'size-full bg-black object-contain',
        'aria-label': `${this.#labels.video ?? ''} ${this.#index + 1}`,
      });
      video.append(
        element('source', { src: item.src, type: item.type }),
        element('a', { href: item.src, class: 'text-white underline' }, [this.#labels.download ?? '']),
      );
      nodes.push(video);
    } else {
      const img = this.#mainPicture(stage, item);
      const canZoom = this.#lightboxMedia?.matches ?? true;
      if (canZoom) {
        const open = element(
          'button',
          { type: 'button', class: 'size-full cursor-zoom-in', 'aria-label': this.#labels.open ?? '' },
          [img],
        );
        open.dataset.open = '';
        open.addEventListener('click', () => {
          // The click a touch swipe may end with must not open the lightbox.
          if (Date.now() - this.#swipedAt > 500) void this.#openLightbox();
        });
        open.addEventListener(
          'pointerenter',
          () => void import('./gallery-lightbox.ts').then((m) => m.preloadLightbox()),
          {
            once: true,
          },
        );
        nodes.push(open);
      } else {
        nodes.push(img);
      }
    }
    if (this.#items.length > 1) nodes.push(...this.#arrows());
    stage.replaceChildren(...nodes);
    this.#markCurrentThumb();
  }

  /**
   * The main picture element: the one the page's early script already painted when it is the same picture
   * (the first one, by id: reused, so it is neither fetched nor painted twice), otherwise a new one.
   * Phones get the medium size, wide screens the full one (srcset).
   */
  #mainPicture(stage: HTMLElement, item: Extract<GalleryItem, { kind: 'image' }>): HTMLImageElement {
    const early = stage.querySelector<HTMLImageElement>('img[data-early]');
    const sized = item.medium !== item.full;
    const src = sized ? item.medium : item.full;
    let img = early?.dataset.early === src ? early : null;
    if (!img) {
      img = element('img');
      if (sized) {
        img.sizes = STAGE_SIZES;
        img.srcset = stageSrcset(item.medium, item.full);
      }
      img.src = src;
    }
    delete img.dataset.early;
    img.width = PHOTO_SIZE.width;
    img.height = PHOTO_SIZE.height;
    img.alt = this.#alt(this.#index);
    img.className = 'size-full object-contain';
    img.draggable = false;
    // The first picture is the page's largest element: fetch it before anything else.
    if (this.#index === 0) img.setAttribute('fetchpriority', 'high');
    else img.decoding = 'async';
    return img;
  }

  #arrows(): Node[] {
    const arrow = (direction: -1 | 1) => {
      const button = element(
        'button',
        {
          type: 'button',
          'aria-label': direction === -1 ? this.#labels.previous : this.#labels.next,
          class: `absolute top-1/2 ${direction === -1 ? 'left-2' : 'right-2'} flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow ring-1 ring-slate-300 hover:bg-white`,
        },
        [],
      );
      button.dataset.step = String(direction);
      button.innerHTML = `<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5"><path stroke-linecap="round" stroke-linejoin="round" d="${direction === -1 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}"/></svg>`;
      button.addEventListener('click', () => this.#move(direction));
      return button;
    };
    // Over a video the counter sits at the top: at the bottom it covered the video's seek bar.
    const onVideo = this.#items[this.#index]?.kind === 'video';
    const counter = element(
      'p',
      {
        class: `absolute ${onVideo ? 'top-2' : 'bottom-2'} left-1/2 -translate-x-1/2 rounded-full bg-slate-900/75 px-3 py-1 text-sm text-white`,
      },
      [`${this.#index + 1} / ${this.#items.length}`],
    );
    counter.dataset.counter = '';
    return [arrow(-1), arrow(1), counter];
  }

  #renderThumbs(): void {
    const list = this.querySelector('[data-thumbs]');
    if (!list) return;
    list.replaceChildren(
      ...this.#items.map((item, index) => {
        const button = element('button', {
          type: 'button',
          // The frame is padding, not a ring: the strip's overflow would clip a ring.
          class: 'block size-full rounded-md p-[3px] aria-[current=true]:bg-accent-600',
          'aria-label':
            fill(this.#labels.show ?? '{{n}}', { n: index + 1 }) +
            (item.kind === 'video' ? ` (${this.#labels.video})` : ''),
        });
        button.addEventListener('click', () => this.#go(index));
        if (item.kind === 'image') {
          button.append(
            element('img', {
              src: item.thumb,
              width: String(THUMB_SIZE.width),
              height: String(THUMB_SIZE.height),
              alt: '',
              loading: index < 3 ? 'eager' : 'lazy',
              decoding: 'async',
              class: 'size-full rounded object-cover',
            }),
          );
        } else {
          const tile = element('span', {
            class: 'flex size-full flex-col rounded items-center justify-center gap-1 bg-slate-800 text-white',
          });
          tile.innerHTML = PLAY_ICON;
          tile.append(element('span', { class: 'text-sm font-semibold' }, [this.#labels.video ?? '']));
          button.append(tile);
        }
        return element('li', { class: 'h-full snap-start' }, [button]);
      }),
    );
    this.#markCurrentThumb();
  }

  #markCurrentThumb(): void {
    const buttons = this.querySelectorAll<HTMLButtonElement>('[data-thumbs] button');
    buttons.forEach((button, index) => button.setAttribute('aria-current', String(index === this.#index)));
  }

  /**
   * Scrolls the strip, and only the strip, sideways to the current thumbnail after the visitor moved.
   * Not on the first fill (the strip starts at the first thumbnail), and never the page: the element's
   * own scrollIntoView also scrolled the window to a thumbnail below a phone's fold, moving the page at
   * load (88 px on a 360 × 640 screen) and under the finger of a visitor tapping Next.
   */
  #revealCurrentThumb(): void {
    const strip = this.querySelector<HTMLElement>('[data-thumbs]');
    const item = strip?.children[this.#index];
    if (!strip || !item) return;
    const box = strip.getBoundingClientRect();
    const thumb = item.getBoundingClientRect();
    if (thumb.left < box.left) strip.scrollLeft -= box.left - thumb.left;
    else if (thumb.right > box.right) strip.scrollLeft += thumb.right - box.right;
  }

  #go(index: number): void {
    if (!this.#items.length) return;
    const count = this.#items.length;
    this.#index = ((index % count) + count) % count;
    this.#renderStage();
    this.#revealCurrentThumb();
  }

  #move(step: -1 | 1): void {
    this.#go(this.#index + step);
  }

  #onKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // While the lightbox is open its own keys move it (focus may still be on the picture behind).
    if (this.dataset.lightbox) return;
    // Leave arrows alone inside the video controls (seeking).
    if (event.target instanceof HTMLVideoElement) return;
    event.preventDefault();
    this.#move(event.key === 'ArrowLeft' ? -1 : 1);
    this.querySelector<HTMLElement>('[data-stage] button[data-step], [data-stage] [data-open]')?.focus({
      preventScroll: true,
    });
  }

  #listenForSwipe(): void {
    let start: { x: number; y: number } | null = null;
    this.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'mouse' || !(event.target as Element).closest('[data-stage]')) return;
      start = { x: event.clientX, y: event.clientY };
    });
    this.addEventListener('pointerup', (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      this.#swipedAt = Date.now();
      this.#move(dx < 0 ? 1 : -1);
    });
    this.addEventListener('pointercancel', () => (start = null));
  }

  /**
   * A slide's size for PhotoSwipe. Seeded pictures are 1200 × 800 but uploads keep their own shape
   * (at most 1024 px), so the shape comes from the loaded thumbnail (same proportions); 3:2 otherwise.
   */
  #slideSize(index: number): { width: number; height: number } {
    const thumb = this.querySelectorAll('[data-thumbs] li')[index]?.querySelector('img');
    const ratio = thumb?.naturalWidth && thumb.naturalHeight ? thumb.naturalHeight / thumb.naturalWidth : 2 / 3;
    return { width: PHOTO_SIZE.width, height: Math.round(PHOTO_SIZE.width * ratio) };
  }

  async #openLightbox(): Promise<void> {
    const images = this.#items.flatMap((item, index) => (item.kind === 'image' ? [{ item, index }] : []));
    const at = images.findIndex((entry) => entry.index === this.#index);
    if (at === -1) return;
    this.dataset.lightbox = 'opening';
    try {
      const { openLightbox } = await import('./gallery-lightbox.ts');
      await openLightbox({
        slides: images.map(({ item, index }) => ({
          src: item.full,
          msrc: item.thumb,
          ...this.#slideSize(index),
          alt: this.#alt(index),
        })),
        index: at,
        labels: this.#labels,
        onOpened: () => (this.dataset.lightbox = 'open'),
        onClose: (shown) => {
          delete this.dataset.lightbox;
          const index = images[shown]?.index;
          if (index !== undefined && index !== this.#index) this.#go(index);
          this.querySelector<HTMLElement>('[data-open]')?.focus({ preventScroll: true });
        },
      });
    } catch (error) {
      delete this.dataset.lightbox;
      console.error('lightbox failed', error);
    }
  }
}

if (!customElements.get('car-gallery')) customElements.define('car-gallery', CarGallery);
