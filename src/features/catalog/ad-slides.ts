/**
 * The ads carousel's slides (SPEC.md §2, §3): an image (Type 'I', media photo/) or a muted inline
 * video (media video/) that loads only when its slide shows, with the ad's title, text and link as
 * HTML over it in the page's language (the pictures carry no words). One HTML definition serves the
 * build (the first picture is in the page, the LCP element) and the browser (fresh ads replace the slides).
 */
import type { AdItem } from '../../lib/api/api-types.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { mediaUrl } from '../../lib/media-url.ts';

/** The banner size the ads are made at (8:3); width/height keep the box from shifting. */
export const AD_SIZE = { width: 1600, height: 600 } as const;

/**
 * The carousel's width: the page container (72rem) from that width up, the whole screen below. Phones
 * (about 400 px at 2×) pick the 800 px medium banner, wide screens the full one.
 */
export const AD_SIZES = '(min-width: 72rem) 72rem, 100vw';

export type AdSlide = { kind: 'image'; src: string; srcset: string } | { kind: 'video'; src: string; poster: string };

/**
 * The slide of an ad. A picture comes in its full size and a medium one (photo/medium/, 800 px; the
 * server answers the full picture there when an ad has no medium file). A video's poster is the picture
 * of the same name in photo/ (as the seed makes it).
 */
export function adSlide(ad: AdItem): AdSlide {
  if (ad.Type === 'I') {
    const src = mediaUrl('photo', ad.URL);
    const medium = mediaUrl('photo', ad.URL, { medium: true });
    return { kind: 'image', src, srcset: src === medium ? '' : `${medium} 800w, ${src} ${AD_SIZE.width}w` };
  }
  const poster = ad.URL.replace(/\.[a-z0-9]+$/i, '.webp');
  return { kind: 'video', src: mediaUrl('video', ad.URL), poster: mediaUrl('photo', poster) };
}

/** Identifies a list of ads and their words, to tell whether the page's build-time slides are still current. */
export function adsKey(ads: readonly AdItem[]): string {
  const text = JSON.stringify(ads.map((ad) => [ad.Type, ad.URL, ad.Copy]));
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) + text.charCodeAt(i)) | 0;
  return `${ads.length}:${(hash >>> 0).toString(36)}`;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A page of the site without its language (`car_list?body=3`); anything else is not followed. */
const SITE_PAGE = /^[a-z_]+(\?[\w=&,+%.-]*)?$/i;

/**
 * Where an ad leads in `lang`: its page of the site, or the car list.
 * @example adHref('car_list?body=3', 'fr') // '/fr/car_list?body=3'
 */
export function adHref(link: string | null | undefined, lang: Lang): string {
  return `/${lang}/${link && SITE_PAGE.test(link) ? link : 'car_list'}`;
}

/**
 * The ad's words over the left of the picture (the banners keep that side for them), on a shade
 * that keeps white text readable on any picture; the text line shows from 640 px up.
 */
function copyHtml(ad: AdItem, lang: Lang): string {
  const copy = ad.Copy?.[lang];
  if (!copy?.Title) return '';
  const text = copy.Text
    ? `<p class="hidden text-base text-slate-100 sm:block lg:text-lg" data-ad-text>${escapeAttr(copy.Text)}</p>`
    : '';
  const link = copy.LinkText
    ? `<a href="${escapeAttr(adHref(copy.Link, lang))}" class="btn-accent mt-1 self-start px-3 text-sm sm:px-5 sm:text-base" data-ad-link>${escapeAttr(copy.LinkText)}</a>`
    : '';
  return (
    '<div class="absolute inset-y-0 left-0 flex w-[64%] flex-col justify-center gap-1 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-transparent py-2 pr-6 pl-3 text-white sm:w-[58%] sm:gap-2 sm:pl-8 lg:pl-12" data-ad-copy>' +
    `<p class="text-[0.9375rem] leading-snug font-bold text-balance sm:text-2xl lg:text-4xl" data-ad-title>${escapeAttr(copy.Title)}</p>` +
    text +
    link +
    '</div>'
  );
}

/**
 * The HTML of the slides. The first picture loads at once with high priority (it is the page's
 * largest paint); the other pictures, the videos and their posters get their source (data-src,
 * data-poster) when their slide comes next; videos preload nothing.
 * @example slidesHtml([{ Id: 1, Type: 'I', URL: 'a.webp', Copy: {} }], 'en', (n, total) => `Ad ${n} of ${total}`)
 */
export function slidesHtml(ads: readonly AdItem[], lang: Lang, label: (n: number, total: number) => string): string {
  const total = ads.length;
  return ads
    .map((ad, index) => {
      const slide = adSlide(ad);
      const name = escapeAttr(label(index + 1, total));
      const first = index === 0;
      // Later pictures wait in data-src: the browser would fetch lazy pictures of a carousel at once.
      const media =
        slide.kind === 'image'
          ? (slide.srcset
              ? `<img ${first ? 'srcset' : 'data-srcset'}="${escapeAttr(slide.srcset)}" sizes="${AD_SIZES}" `
              : '<img ') +
            `${first ? 'src' : 'data-src'}="${escapeAttr(slide.src)}" width="${AD_SIZE.width}"` +
            ` height="${AD_SIZE.height}" alt="${name}"${first ? ' fetchpriority="high"' : ''} decoding="async"` +
            ` class="h-full w-full object-cover">`
          : `<video data-src="${escapeAttr(slide.src)}" data-poster="${escapeAttr(slide.poster)}" muted playsinline` +
            ` preload="none" aria-label="${name}" width="${AD_SIZE.width}" height="${AD_SIZE.height}"` +
            ` class="h-full w-full bg-slate-900 object-cover"></video>`;
      return (
        `<div class="relative h-full w-full shrink-0 snap-start snap-always" role="group" aria-roledescription="slide" aria-label="${name}"` +
        ` data-ad-slide data-ad-kind="${slide.kind}">${media}${copyHtml(ad, lang)}</div>`
      );
    })
    .join('');
}
