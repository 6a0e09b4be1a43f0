/**
 * <ads-carousel>: fetches the current ads (getMasters 0/-1), replaces the build-time slides if they
 * changed, then drives the CSS scroll-snap track (no library): previous and next wrap around (the
 * wrap itself jumps, a smooth move otherwise), auto-advance every 5000 ms, a video that ends advances
 * it. The slide in view carries `data-active` (set when its scroll has ended; `data-ads-moving` on the
 * element while a move of ours is under way); the others are inert.
 * Videos are muted and inline and get their source only when their slide shows. Ours: no
 * auto-advance under prefers-reduced-motion, no video autoplay under Save-Data (the video then
 * offers its controls), a pause button; hovering, touching or focusing the carousel, or a hidden tab,
 * holds the timer. A move by the visitor is announced (a polite status line); auto-advance is silent.
 * HTTP errors are only logged (SPEC.md §8).
 */
import { getMasters } from '../../lib/api/masters.ts';
import type { AdItem } from '../../lib/api/api-types.ts';
import { DEFAULT_LANG, toLang } from '../../lib/i18n/langs.ts';
import '../../lib/stores/auth.ts';
import { whenIdle } from '../../lib/site/when-idle.ts';
import { AD_INTERVAL_MS } from './ad-interval.ts';
import { adsKey, slidesHtml } from './ad-slides.ts';

interface NetworkInformation {
  saveData?: boolean;
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type Mover = 'auto' | 'user';

/** The first slide's shortest time once this code runs (it loads late on a slow link): its next picture loads. */
const FIRST_WAIT_MIN_MS = 1000;

class AdsCarousel extends HTMLElement {
  private track: HTMLElement | null = null;
  /** The slide shown, or being scrolled to. */
  private index = 0;
  /** Who started the scroll under way (null: none of ours, so the visitor's swipe). */
  private mover: Mover | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Auto-advance is wanted (not reduced motion). */
  private readonly autoplayWanted = !reducedMotion();
  private userPaused = false;
  private hovered = false;
  private touching = false;
  /** The video asked to play; while it plays the timer waits and its end advances the carousel. */
  private playing: HTMLVideoElement | null = null;
  private readonly onVisibility = () => (document.hidden ? this.hold() : this.ensureTimer());
  /**
   * When the first slide's 5 s are up: counted from when the page showed it (`data-ads-shown-at`, set by
   * ads-carousel.start.ts, which loads this code later), at least FIRST_WAIT_MIN_MS from now. NaN once a
   * timer has run or been held: from then on each slide gets its 5 s.
   */
  private firstDue = Number(this.dataset.adsShownAt ?? NaN) + AD_INTERVAL_MS;

  connectedCallback(): void {
    void this.start();
  }

  disconnectedCallback(): void {
    this.hold();
    clearTimeout(this.settleTimer);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private find<T extends Element>(selector: string): T | null {
    return this.querySelector<T>(selector);
  }

  private slides(): HTMLElement[] {
    return this.track ? Array.from(this.track.children as HTMLCollectionOf<HTMLElement>) : [];
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
    const track = this.find<HTMLElement>('[data-ads-track]');
    if (!track) return;
    if (ads && adsKey(ads) !== (this.dataset.adsKey ?? null)) {
      const label = this.dataset.labelSlide ?? '{{n}} / {{total}}';
      track.scrollLeft = 0;
      track.innerHTML = slidesHtml(ads, toLang(this.dataset.lang) ?? DEFAULT_LANG, (n, total) =>
        label.replace(/\{\{\s*n\s*\}\}/, String(n)).replace(/\{\{\s*total\s*\}\}/, String(total)),
      );
      this.dataset.adsKey = adsKey(ads);
    }
    this.track = track;
    const count = track.children.length;
    const empty = this.find<HTMLElement>('[data-ads-empty]');
    if (empty) empty.hidden = count > 0;
    if (count === 0) return;
    this.watchVideos(track);
    // The visitor may have swiped before this ran.
    this.index = this.nearest();
    this.markActive();
    if (count > 1) {
      this.wireControls(track);
      this.ensureTimer();
    }
    // The shown slide's picture is in the page; the next one and any video wait for the page to be idle.
    whenIdle(() => this.showSlide());
  }

  private wireControls(track: HTMLElement): void {
    const controls = this.find<HTMLElement>('[data-ads-controls]');
    const pause = this.find<HTMLButtonElement>('[data-ads-pause]');
    // Without auto-advance there is nothing to pause.
    if (pause) pause.hidden = !this.autoplayWanted;
    const prev = this.find('[data-ads-prev]');
    prev?.addEventListener('pointerdown', () => this.warm(this.neighbour(this.index, -1)));
    prev?.addEventListener('click', () => this.go(this.index - 1, 'user'));
    this.find('[data-ads-next]')?.addEventListener('click', () => this.go(this.index + 1, 'user'));
    pause?.addEventListener('click', () => {
      this.userPaused = !this.userPaused;
      this.updatePauseButton(pause);
      if (this.userPaused) {
        this.hold();
        this.playing?.pause();
        this.playing = null;
      } else {
        this.showSlide();
      }
    });
    // Hovering, touching or focusing holds the timer (WCAG 2.2.2); leaving gives the slide its 5 s again.
    this.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      this.hovered = true;
      this.hold();
    });
    this.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      this.hovered = false;
      this.ensureTimer();
    });
    // This code may have loaded because a mouse came over the carousel (ads-carousel.start.ts): if it is
    // still there, no pointerenter will tell.
    this.hovered = this.dataset.adsLoadedBy === 'mouseover' && this.matches(':hover');
    this.addEventListener('focusin', () => this.hold());
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) queueMicrotask(() => this.ensureTimer());
    });
    track.addEventListener(
      'touchstart',
      () => {
        this.touching = true;
        this.hold();
        this.warm(this.neighbour(this.index, -1));
        this.warm(this.neighbour(this.index, 1));
      },
      { passive: true },
    );
    const release = () => {
      this.touching = false;
      this.ensureTimer();
    };
    track.addEventListener('touchend', release, { passive: true });
    track.addEventListener('touchcancel', release, { passive: true });
    if ('onscrollend' in window) track.addEventListener('scrollend', () => this.settle());
    else
      track.addEventListener(
        'scroll',
        () => {
          clearTimeout(this.settleTimer);
          this.settleTimer = setTimeout(() => this.settle(), 120);
        },
        { passive: true },
      );
    document.addEventListener('visibilitychange', this.onVisibility);
    if (controls) controls.hidden = false;
  }

  private updatePauseButton(button: HTMLButtonElement): void {
    button.setAttribute('aria-label', (this.userPaused ? this.dataset.labelPlay : this.dataset.labelPause) ?? '');
    const pauseIcon = button.querySelector<SVGElement>('[data-icon-pause]');
    const playIcon = button.querySelector<SVGElement>('[data-icon-play]');
    pauseIcon?.classList.toggle('hidden', this.userPaused);
    playIcon?.classList.toggle('hidden', !this.userPaused);
  }

  /** Stops the auto-advance timer. */
  private hold(): void {
    this.firstDue = NaN;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Starts the 5 s of the slide shown, unless it runs already or something holds it. */
  private ensureTimer(): void {
    if (this.timer !== undefined || !this.autoplayWanted || this.userPaused || this.hovered || this.touching) return;
    if (document.hidden || this.playing || this.slides().length < 2 || this.matches(':focus-within')) return;
    const wait = Number.isNaN(this.firstDue)
      ? AD_INTERVAL_MS
      : Math.max(FIRST_WAIT_MIN_MS, this.firstDue - performance.now());
    this.firstDue = NaN;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.go(this.index + 1, 'auto');
    }, wait);
  }

  /** The slide nearest the track's scroll position. */
  private nearest(): number {
    const track = this.track;
    if (!track || track.clientWidth === 0) return this.index;
    return Math.min(Math.max(Math.round(track.scrollLeft / track.clientWidth), 0), this.slides().length - 1);
  }

  /** Scrolls to slide `to` (wrapping); the wrap itself and reduced motion jump instead of gliding. */
  private go(to: number, mover: Mover): void {
    const slides = this.slides();
    const track = this.track;
    if (!track || slides.length < 2) return;
    const target = ((to % slides.length) + slides.length) % slides.length;
    const slide = slides[target]!;
    const wraps = Math.abs(target - this.index) > 1;
    this.hold();
    this.index = target;
    this.mover = mover;
    this.toggleAttribute('data-ads-moving', true);
    this.warm(slide);
    const left = track.scrollLeft + slide.getBoundingClientRect().left - track.getBoundingClientRect().left;
    const glide = !wraps && !reducedMotion();
    track.scrollTo({ left, behavior: glide ? 'smooth' : 'instant' });
    if (!glide || Math.abs(track.scrollLeft - left) < 1) this.settle();
  }

  /** A scroll has ended: the slide in view becomes the active one. */
  private settle(): void {
    clearTimeout(this.settleTimer);
    this.removeAttribute('data-ads-moving');
    const previous = this.find('[data-ad-slide][data-active]');
    const mover = this.mover ?? 'user';
    this.mover = null;
    this.index = this.nearest();
    const active = this.markActive();
    if (active === previous) return this.ensureTimer();
    if (mover === 'user') {
      const status = this.find('[data-ads-status]');
      if (status) status.textContent = active?.getAttribute('aria-label') ?? '';
    }
    this.hold();
    this.showSlide();
  }

  /** Marks the slide at `index` active; the others are inert (out of view, out of the reading order). */
  private markActive(): HTMLElement | null {
    let active: HTMLElement | null = null;
    this.slides().forEach((slide, i) => {
      const on = i === this.index;
      slide.toggleAttribute('data-active', on);
      slide.inert = !on;
      if (on) active = slide;
    });
    return active;
  }

  private activeSlide(): HTMLElement | null {
    return this.slides()[this.index] ?? null;
  }

  /** A video that ends moves the carousel on; loops it when it is the only ad. */
  private watchVideos(track: HTMLElement): void {
    for (const video of track.querySelectorAll('video')) {
      video.addEventListener('ended', () => {
        if (this.playing === video) this.playing = null;
        if (this.slides().length < 2) return void video.play().catch(() => {});
        this.go(this.index + 1, 'auto');
      });
    }
  }

  private neighbour(index: number, step: 1 | -1): HTMLElement | null {
    const slides = this.slides();
    return slides.length ? slides[(index + step + slides.length) % slides.length]! : null;
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
    for (const video of this.querySelectorAll('video')) {
      if (video.closest('[data-ad-slide]') === active) continue;
      video.pause();
      if (this.playing === video) this.playing = null;
    }
    // The shown slide and the next one get their pictures (the previous one when the visitor heads back).
    this.warm(active);
    this.warm(this.neighbour(this.index, 1));
    const video = active?.querySelector('video');
    if (!video) return this.ensureTimer();
    if (!video.getAttribute('src') && video.dataset.src) video.src = video.dataset.src;
    // Save-Data, or a visitor who paused the carousel: the video waits for its own play button.
    if (saveData() || this.userPaused) {
      video.controls = true;
      return this.ensureTimer();
    }
    // While the video plays the timer waits; its end advances the carousel.
    this.hold();
    this.playing = video;
    video.muted = true;
    video.play().catch((error: unknown) => {
      console.warn('ad video did not play', error);
      if (this.playing === video) this.playing = null;
      video.controls = true;
      this.ensureTimer();
    });
  }
}

if (!customElements.get('ads-carousel')) customElements.define('ads-carousel', AdsCarousel);
