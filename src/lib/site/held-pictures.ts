/**
 * Pictures inside a scroll box that load as the box scrolls near them. Chromium's lazy loading fetches
 * every `loading="lazy"` picture within 1,250 px (4G) to 2,500 px of a scroller's visible part, so the home
 * grid's box (75 vh) fetched 11 of its first 12 thumbnails during the page's load on a phone, ~50 KB a
 * visitor who never scrolls the grid did not need. A held picture is an `<img data-held-src>` without a
 * `src` (CarCard's `held`, with a `<noscript>` copy for a browser without script); this gives it its `src`
 * once it is within half its box's height of the box's visible part (the nearest `data-held-root`, or the
 * screen). Cards React adds or changes later inside `scope` are watched too, so it runs once, before the
 * island hydrates (the home page's script), and goes on after.
 */
export function revealHeldPictures(scope: Element | null): void {
  if (!scope) return;
  const held = 'data-held-src';
  const ahead = '0px 0px 50% 0px';
  // The address each picture was given: a broken one (swapped for the placeholder) is not asked again.
  const given = new WeakMap<Element, string>();
  const give = (img: HTMLImageElement): void => {
    const src = img.getAttribute(held);
    if (!src || given.get(img) === src) return;
    given.set(img, src);
    img.src = src;
  };
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
        { root, rootMargin: ahead },
      );
      observers.set(root, observer);
    }
    return observer;
  };
  const watchAll = (): void => {
    for (const img of Array.from(scope.querySelectorAll<HTMLImageElement>(`img[${held}]`))) {
      if (given.get(img) === img.getAttribute(held)) continue;
      if (typeof IntersectionObserver === 'undefined') give(img);
      // Observing a picture already observed changes nothing.
      else observerFor(img.closest('[data-held-root]')).observe(img);
    }
  };
  watchAll();
  if (typeof MutationObserver !== 'undefined') {
    new MutationObserver(watchAll).observe(scope, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [held],
    });
  }
}
