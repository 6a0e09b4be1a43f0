/**
 * <ads-carousel>: fetches the current ads (getMasters 0/-1), replaces the build-time slides if they
 * changed, then starts swiper: loop, auto-advance every 5000 ms, a video that ends advances it.
 * Videos are muted and inline and get their source only when their slide shows. Ours: no
 * auto-advance under prefers-reduced-motion, no video autoplay under Save-Data (the video then
 * offers its controls), a pause button, and hovering or focusing the carousel pauses it.
 * HTTP errors are only logged (SPEC.md §8).
 */
import type { Swiper as SwiperType } from 'swiper';
import { getMasters } from '../../lib/api/catalog.ts';
import type { AdItem } from '../../lib/api/api-types.ts';
import '../../lib/stores/auth.ts';
import { AD_INTERVAL_MS, adsKey, slidesHtml } from './ad-slides.ts';

interface NetworkInformation {
  saveData?: boolean;
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Resolves once the page has loaded and the main thread is idle, so swiper never delays the first paint. */
function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 200);
      }),
  );
}

class AdsCarousel extends HTMLElement {
  private swiper: SwiperType | null = null;
  /** Auto-advance is wanted (not reduced motion, not paused by the visitor). */
  private autoplayWanted = !reducedMotion();
  private userPaused = false;

  connectedCallback(): void {
    void this.start();
  }

  disconnectedCallback(): void {
    this.swiper?.destroy();
    this.swiper = null;
  }

  private find<T extends Element>(selector: string): T | null {
    return this.querySelector<T>(selector);
  }

  private async start(): Promise<void> {
    let ads: AdItem[] | null = null;
    try {
      ads = await getMasters('ads');
    } catch (error) {
      console.error('getMasters ads failed', error);
    }
    const loading = this.find<HTMLElement>('[data-ads-loading]');
    if (loading) loading.hidden = true;
    const wrapper = this.find<HTMLElement>('.swiper-wrapper');
    if (!wrapper) return;
    if (ads && adsKey(ads) !== (this.dataset.adsKey ?? null)) {
      const label = this.dataset.labelSlide ?? '{{n}} / {{total}}';
      wrapper.innerHTML = slidesHtml(ads, (n, total) =>
        label.replace(/\{\{\s*n\s*\}\}/, String(n)).replace(/\{\{\s*total\s*\}\}/, String(total)),
      );
      this.dataset.adsKey = adsKey(ads);
    }
    const count = wrapper.children.length;
    const empty = this.find<HTMLElement>('[data-ads-empty]');
    if (empty) empty.hidden = count > 0;
    if (count === 0) return;
    this.watchVideos(wrapper);
    if (count > 1) {
      await whenIdle();
      await this.startSwiper();
    } else {
      this.showSlide();
    }
  }

  private async startSwiper(): Promise<void> {
    const container = this.find<HTMLElement>('[data-ads-swiper]');
    if (!container) return;
    const { Swiper, Autoplay } = await import('./swiper-loader.ts');
    this.swiper = new Swiper(container, {
      modules: [Autoplay],
      loop: true,
      speed: reducedMotion() ? 0 : 400,
      autoplay: this.autoplayWanted
        ? { delay: AD_INTERVAL_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
      on: { slideChange: () => this.showSlide() },
    });
    this.wireControls();
    this.showSlide();
  }

  private wireControls(): void {
    const controls = this.find<HTMLElement>('[data-ads-controls]');
    if (!controls || !this.swiper) return;
    controls.hidden = false;
    const pause = this.find<HTMLButtonElement>('[data-ads-pause]');
    // Without auto-advance there is nothing to pause.
    if (pause) pause.hidden = !this.autoplayWanted;
    const prev = this.find('[data-ads-prev]');
    prev?.addEventListener('pointerdown', () => this.warm(this.neighbour(this.activeSlide(), 'previous')));
    prev?.addEventListener('click', () => this.swiper?.slidePrev());
    this.find('[data-ads-next]')?.addEventListener('click', () => this.swiper?.slideNext());
    pause?.addEventListener('click', () => {
      this.userPaused = !this.userPaused;
      this.updatePauseButton(pause);
      if (this.userPaused) {
        this.swiper?.autoplay?.stop();
        this.activeVideo()?.pause();
      } else {
        this.showSlide();
      }
    });
    // Keyboard and screen-reader users read a slide without it moving away (WCAG 2.2.2).
    this.addEventListener('focusin', () => this.swiper?.autoplay?.stop());
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) this.resumeAutoplay();
    });
  }

  private updatePauseButton(button: HTMLButtonElement): void {
    button.setAttribute('aria-label', (this.userPaused ? this.dataset.labelPlay : this.dataset.labelPause) ?? '');
    const pauseIcon = button.querySelector<SVGElement>('[data-icon-pause]');
    const playIcon = button.querySelector<SVGElement>('[data-icon-play]');
    pauseIcon?.classList.toggle('hidden', this.userPaused);
    playIcon?.classList.toggle('hidden', !this.userPaused);
  }

  private resumeAutoplay(): void {
    if (!this.autoplayWanted || this.userPaused || !this.swiper?.autoplay || this.matches(':focus-within')) return;
    if (this.activeVideo()?.paused === false) return; // a playing video advances the carousel itself
    if (!this.swiper.autoplay.running) this.swiper.autoplay.start();
  }

  private activeSlide(): HTMLElement | null {
    if (this.swiper) return (this.swiper.slides[this.swiper.activeIndex] as HTMLElement | undefined) ?? null;
    return this.find<HTMLElement>('.swiper-slide');
  }

  private activeVideo(): HTMLVideoElement | null {
    return this.activeSlide()?.querySelector('video') ?? null;
  }

  /** A video that ends moves the carousel on; loops it when it is the only ad. */
  private watchVideos(wrapper: HTMLElement): void {
    for (const video of wrapper.querySelectorAll('video')) {
      video.addEventListener('ended', () => {
        if (!this.swiper) return void video.play().catch(() => {});
        this.swiper.slideNext();
        this.resumeAutoplay();
      });
    }
  }

  private neighbour(slide: Element | null | undefined, side: 'next' | 'previous'): Element | null {
    const wrapper = slide?.parentElement;
    if (side === 'next') return slide?.nextElementSibling ?? wrapper?.firstElementChild ?? null;
    return slide?.previousElementSibling ?? wrapper?.lastElementChild ?? null;
  }

  /** Gives a slide's picture, or its video's poster, its source. */
  private warm(slide: Element | null | undefined): void {
    const img = slide?.querySelector<HTMLImageElement>('img[data-src]');
    if (img?.dataset.src && !img.getAttribute('src')) {
      if (img.dataset.srcset) img.srcset = img.dataset.srcset;
      img.src = img.dataset.src;
    }
    const video = slide?.querySelector<HTMLVideoElement>('video[data-poster]');
    if (video?.dataset.poster && !video.getAttribute('poster')) video.poster = video.dataset.poster;
  }

  /** Pauses videos off screen; loads (and, data allowing, plays) the one shown; warms the next picture. */
  private showSlide(): void {
    const active = this.activeSlide();
    for (const video of this.querySelectorAll('video')) if (video.closest('.swiper-slide') !== active) video.pause();
    // The shown slide and the next one get their pictures (the previous one when the visitor heads back).
    this.warm(active);
    this.warm(this.neighbour(active, 'next'));
    const video = active?.querySelector('video');
    if (!video) return this.resumeAutoplay();
    if (!video.getAttribute('src') && video.dataset.src) video.src = video.dataset.src;
    // Save-Data, or a visitor who paused the carousel: the video waits for its own play button.
    if (saveData() || this.userPaused) {
      video.controls = true;
      return this.resumeAutoplay();
    }
    // While the video plays the timer waits; its end advances the carousel.
    this.swiper?.autoplay?.stop();
    video.muted = true;
    video.play().catch((error: unknown) => {
      console.warn('ad video did not play', error);
      video.controls = true;
      this.resumeAutoplay();
    });
  }
}

if (!customElements.get('ads-carousel')) customElements.define('ads-carousel', AdsCarousel);
