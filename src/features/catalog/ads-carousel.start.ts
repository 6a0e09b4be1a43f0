/**
 * When <ads-carousel>'s code (ads-carousel.client.ts, with getMasters: 3.3 KB gzip) loads. The built
 * slides show and swipe without it and its buttons stay hidden until it runs, so a visitor needs it only
 * when the carousel is about to move or is reached for. It loads
 *  - at once when the visitor reaches for the carousel (pointer, touch, mouse over, focus, wheel, key);
 *  - at idle when the built page has no slides (its spinner waits for the ads) or the first slide is a
 *    video (the video plays when its code runs);
 *  - otherwise LEAD_MS before the first slide's 5 s are up, so that the current ads are fetched and the
 *    next picture warmed before the first advance, and none of it weighs on the page's load.
 * The first slide's 5 s are counted from here (`data-ads-shown-at`; the slide has shown since the first
 * paint), as they were when the carousel's code ran at once.
 */
import { whenIdle } from '../../lib/site/when-idle.ts';
import { AD_INTERVAL_MS } from './ad-interval.ts';

/** How long before the first advance the code loads: its fetch of the ads and the next picture. */
const LEAD_MS = 2500;

const REACH = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'wheel', 'keydown'] as const;

for (const carousel of document.querySelectorAll<HTMLElement>('ads-carousel')) {
  carousel.dataset.adsShownAt = String(performance.now());
  let asked = false;
  const once = (event?: Event) => {
    if (asked) return;
    asked = true;
    carousel.dataset.adsLoadedBy = event?.type ?? 'time';
    for (const type of REACH) carousel.removeEventListener(type, once, { capture: true });
    void import('./ads-carousel.client.ts');
  };
  for (const type of REACH) carousel.addEventListener(type, once, { capture: true, passive: true });
  const first = carousel.querySelector('[data-ads-track] > *');
  if (!first || first.querySelector('video')) whenIdle(() => once());
  else setTimeout(() => once(), AD_INTERVAL_MS - LEAD_MS);
}
