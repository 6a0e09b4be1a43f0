/**
 * Runs `start` once, when `element` comes within `margin` of the screen: code for a part of the page
 * most visits never scroll to (recently viewed) loads only then, not during the page's load.
 * Where the browser has no IntersectionObserver, at once.
 *
 * @example whenNear(section, () => import('./recently-viewed.client.ts'));
 */
export function whenNear(element: Element, start: () => void, margin = '400px'): void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
}
