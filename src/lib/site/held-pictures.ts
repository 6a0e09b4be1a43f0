/**
 * Pictures inside a scroll box that load as the box scrolls near them. Chromium's lazy loading fetches
 * every `loading="lazy"` picture within 1,250 px (4G) to 2,500 px of a scroller's visible part, so the home
 * grid's box (75 vh) fetched 11 of its first 12 thumbnails during the page's load on a phone, ~80 KB a
 * visitor who never scrolls the grid did not need. A held picture is an `<img data-held-src>` without a
 * `src` (CarCard's `held`, with a `<noscript>` copy for a browser without script); this gives it its `src`
 * once it is within half its box's height of the box's visible part (`data-held-root`, or the screen).
 *
 * Runs before the page's islands hydrate and goes on after: cards React adds or changes later inside
 * `scope` are watched too.
 *
 * @example revealHeldPictures(document.querySelector('[data-catalog]')!);
 */
export const HELD_SRC = 'data-held-src';
export const HELD_ROOT = 'data-held-root';
const AHEAD = '0px 0px 50% 0px';
const watch: MutationObserverInit = { childList: true, subtree: true, attributes: true, attributeFilter: [HELD_SRC] };

const watched = new WeakSet<Element>();
/** The address each picture was given: a broken one (swapped for the placeholder) is not asked again. */
const given = new WeakMap<HTMLImageElement, string>();

function give(img: HTMLImageElement): void {
  const src = img.getAttribute(HELD_SRC);
  if (!src || given.get(img) === src) return;
  given.set(img, src);
  img.src = src;
}

export function revealHeldPictures(scope: Element): void {
  if (watched.has(scope)) return;
  watched.add(scope);
  const held = (): HTMLImageElement[] => Array.from(scope.querySelectorAll<HTMLImageElement>(`img[${HELD_SRC}]`));
  if (typeof IntersectionObserver === 'undefined') {
    held().forEach(give);
    if (typeof MutationObserver !== 'undefined') new MutationObserver(() => held().forEach(give)).observe(scope, watch);
    return;
  }
  const observers = new Map<Element | null, IntersectionObserver>();
  const observerFor = (root: Element | null): IntersectionObserver => {
    let observer = observers.get(root);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            self.unobserve(entry.target);
            give(entry.target as HTMLImageElement);
          }
        },
        { root, rootMargin: AHEAD },
      );
      observers.set(root, observer);
    }
    return observer;
  };
  const observeAll = (): void => {
    for (const img of held()) {
      if (given.get(img) === img.getAttribute(HELD_SRC)) continue;
      // Observing a picture already observed changes nothing.
      observerFor(img.closest(`[${HELD_ROOT}]`)).observe(img);
    }
  };
  observeAll();
  if (typeof MutationObserver !== 'undefined') new MutationObserver(observeAll).observe(scope, watch);
}
