/**
 * PhotoSwipe and its stylesheet, loaded on the lightbox's first open. The stylesheet comes as a URL and
 * is linked at run time: imported as CSS (even dynamically) Astro would make it render-blocking page CSS.
 */
import PhotoSwipe from 'photoswipe';
import styleUrl from 'photoswipe/style.css?url';

function linkStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${href} failed to load`));
    document.head.append(link);
  });
}

/** PhotoSwipe, once its stylesheet applies (an unstyled lightbox would flash). */
export async function loadPhotoSwipe(): Promise<typeof PhotoSwipe> {
  await linkStylesheet(styleUrl);
  return PhotoSwipe;
}
