/**
 * The gallery's full-screen lightbox: PhotoSwipe, loaded (script and stylesheet) on first open only
 * (or when a pointer first rests on the picture).
 * Zoom runs from 0.5 to 2 times the fitted size in steps of 0.1 (SPEC.md §9) with our own − and +
 * buttons; PhotoSwipe brings swipe and pinch on phones, and arrow keys and Escape on desktop.
 */
import type PhotoSwipe from 'photoswipe';
import { stepZoom, ZOOM } from './zoom-steps.ts';

export interface LightboxSlide {
  src: string;
  msrc: string;
  width: number;
  height: number;
  alt: string;
}

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  error: string;
}

export interface LightboxOptions {
  slides: LightboxSlide[];
  index: number;
  labels: LightboxLabels;
  /** Called once the opening animation is over and the keys work. */
  onOpened?: () => void;
  /** Called with the slide shown when the lightbox closes (the main view follows it). */
  onClose: (index: number) => void;
}

const ICON = (path: string) => ({
  isCustomSVG: true,
  inner: `<path d="${path}" id="pswp__icn-%id"/>`,
  outlineID: 'pswp__icn-%id',
  size: 32,
});
const MINUS = 'M9 15h14v2H9z';
const PLUS = 'M15 9h2v6h6v2h-6v6h-2v-6H9v-2h6z';

/** The zoom factor of the current slide relative to its fitted size. */
function relativeZoom(pswp: PhotoSwipe): number {
  const slide = pswp.currSlide;
  return slide && slide.zoomLevels.fit ? slide.currZoomLevel / slide.zoomLevels.fit : 1;
}

function zoomBy(pswp: PhotoSwipe, direction: 'in' | 'out'): void {
  const slide = pswp.currSlide;
  if (!slide) return;
  slide.zoomTo(stepZoom(relativeZoom(pswp), direction) * slide.zoomLevels.fit, undefined, 200);
}

function zoomButton(name: 'zoom-in' | 'zoom-out', title: string, order: number) {
  const direction = name === 'zoom-in' ? 'in' : 'out';
  return {
    name,
    title,
    ariaLabel: title,
    order,
    isButton: true,
    html: ICON(direction === 'in' ? PLUS : MINUS),
    onClick: (_event: MouseEvent, _element: HTMLElement, pswp: PhotoSwipe) => zoomBy(pswp, direction),
    onInit: (element: HTMLElement, pswp: PhotoSwipe) => {
      // Disabled at the end of the range so the limit is visible.
      pswp.on('zoomPanUpdate', () => {
        const zoom = Math.round(relativeZoom(pswp) * 10) / 10;
        (element as HTMLButtonElement).disabled = direction === 'in' ? zoom >= ZOOM.max : zoom <= ZOOM.min;
      });
    },
  };
}

let loading: Promise<typeof PhotoSwipe> | null = null;

/** Starts loading PhotoSwipe (e.g. on the first pointer over the picture) so the first open is instant. */
export function preloadLightbox(): Promise<typeof PhotoSwipe> {
  loading ??= import('./photoswipe-loader.ts')
    .then((module) => module.loadPhotoSwipe())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Opens the lightbox on `index`; resolves once it shows. */
export async function openLightbox(options: LightboxOptions): Promise<void> {
  const PhotoSwipeClass = await preloadLightbox();
  const { labels } = options;
  const pswp = new PhotoSwipeClass({
    dataSource: options.slides,
    index: options.index,
    zoom: false,
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    bgOpacity: 0.92,
    // Click or double tap toggles between fitted and twice the fitted size.
    secondaryZoomLevel: (levels) => levels.fit * ZOOM.max,
    maxZoomLevel: (levels) => levels.fit * ZOOM.max,
  });
  pswp.on('zoomLevelsUpdate', ({ zoomLevels }) => {
    zoomLevels.min = zoomLevels.fit * ZOOM.min;
    zoomLevels.max = zoomLevels.fit * ZOOM.max;
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement(zoomButton('zoom-out', labels.zoomOut, 8));
    pswp.ui?.registerElement(zoomButton('zoom-in', labels.zoomIn, 9));
  });
  pswp.on('openingAnimationEnd', () => options.onOpened?.());
  pswp.on('close', () => options.onClose(pswp.currIndex));
  pswp.init();
}
