/**
 * The car-detail gallery's items from the API's images list (SPEC.md §3, §9): pictures and videos as
 * src/lib/media-kind.ts tells them apart. URLs come from the media-URL helpers: photo/<file> full size,
 * photo/medium/<file> the main view's size on phones, photo/thumb/<file> thumbnail, video/<file>; the
 * car's first picture is shown from its by-id URLs (media/car/{id}/medium|full), the ones the page's
 * early script preloads before the detail arrives. Pure.
 */
import type { CarImage } from '../../lib/api/api-types.ts';
import { fileExtension, isVideo, VIDEO_TYPES } from '../../lib/media-kind.ts';
import { carPictureUrl, mediaUrl } from '../../lib/media-url.ts';

export { isVideo, isVideoFile, VIDEO_TYPES } from '../../lib/media-kind.ts';

/**
 * Sizes of the seeded pictures (1200 × 800, thumbnails 480 × 320), used for width/height hints: the
 * frame has a fixed size and pictures are contained in it, so another shape never moves anything.
 */
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;
export const THUMB_SIZE = { width: 480, height: 320 } as const;
/** The medium size (photo/medium/): the main view's picture on phones. */
export const MEDIUM_SIZE = { width: 720, height: 480 } as const;
/**
 * Width of the main view (car-gallery.astro): 75 % of the page container (72rem less its padding) from
 * 800 px up, the whole width less the container's padding below. Phones (about 380 px at 2×) pick the
 * medium picture, wide screens the full one.
 */
export const STAGE_SIZES = '(min-width: 800px) min(75vw, 828px), calc(100vw - 2rem)';

/** srcset of a photo's main-view picture: medium and full size. */
export const stageSrcset = (medium: string, full: string) =>
  `${medium} ${MEDIUM_SIZE.width}w, ${full} ${PHOTO_SIZE.width}w`;

export type GalleryItem =
  | { kind: 'image'; file: string; full: string; medium: string; thumb: string }
  | { kind: 'video'; file: string; src: string; type: string | undefined };

/** The car whose first picture is shown from its by-id URLs (carPictureUrl); apiBase defaults to the site's. */
export interface MainPictureOf {
  carId: number;
  apiBase?: string;
}

/**
 * Gallery items in the API's order (main picture first); entries without a file are skipped. With `main`,
 * the first picture's full and medium sizes are the car's by-id URLs (the server answers the same file
 * there, src/server/media/car-picture.ts), so the main view reuses the picture the page preloaded by id
 * instead of downloading it again; its thumbnail and the other items keep their file URLs.
 * @example galleryItems([{ URL: 'a.webp', Type: 'I' }], '/media')[0] // { kind: 'image', full: '/media/photo/a.webp', … }
 * @example galleryItems([{ URL: 'a.webp', Type: 'I' }], '/media', { carId: 7 })[0] // { full: '/media/car/7/full', … }
 */
export function galleryItems(images: readonly CarImage[], base?: string, main?: MainPictureOf): GalleryItem[] {
  const items: GalleryItem[] = [];
  let byId = main;
  for (const image of images) {
    const file = image.URL.trim();
    if (!file) continue;
    if (isVideo(image)) {
      items.push({
        kind: 'video',
        file,
        src: mediaUrl('video', file, { base }),
        type: VIDEO_TYPES[fileExtension(file)],
      });
    } else {
      items.push({
        kind: 'image',
        file,
        full: byId ? carPictureUrl(byId.carId, 'full', byId.apiBase) : mediaUrl('photo', file, { base }),
        medium: byId
          ? carPictureUrl(byId.carId, 'medium', byId.apiBase)
          : mediaUrl('photo', file, { base, medium: true }),
        thumb: mediaUrl('photo', file, { base, thumb: true }),
      });
      byId = undefined;
    }
  }
  return items;
}
