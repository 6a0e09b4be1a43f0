/**
 * The car-detail gallery's items from the API's images list (SPEC.md §3, §9): Type 'I' is a picture,
 * anything else a video; a file with a video extension (avi, flv, wmv, mov, mp4) is a video whatever its
 * type says, since a picture element cannot show it. URLs come from the one media-URL helper:
 * photo/<file> full size, photo/medium/<file> the main view's size on phones, photo/thumb/<file>
 * thumbnail, video/<file>. Pure.
 */
import type { CarImage } from '../../lib/api-contract/cars.ts';
import { mediaUrl } from '../../lib/media-url.ts';

/** Video file extensions of SPEC.md §9, with the MIME type a <source> announces. */
export const VIDEO_TYPES: Readonly<Record<string, string>> = {
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
};

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

function extension(file: string): string {
  const name = file.split(/[?#]/)[0] ?? '';
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * True when the file name ends with a video extension.
 * @example isVideoFile('walkaround.MP4') // true
 */
export function isVideoFile(file: string): boolean {
  return extension(file) in VIDEO_TYPES;
}

/** True for a video: any type but 'I', or a video file name. */
export function isVideo(image: Pick<CarImage, 'Type' | 'URL'>): boolean {
  return image.Type.trim().toUpperCase() !== 'I' || isVideoFile(image.URL);
}

/**
 * Gallery items in the API's order (main picture first); entries without a file are skipped.
 * @example galleryItems([{ URL: 'a.webp', Type: 'I' }], '/media')[0] // { kind: 'image', full: '/media/photo/a.webp', … }
 */
export function galleryItems(images: readonly CarImage[], base?: string): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (const image of images) {
    const file = image.URL.trim();
    if (!file) continue;
    if (isVideo(image)) {
      items.push({ kind: 'video', file, src: mediaUrl('video', file, { base }), type: VIDEO_TYPES[extension(file)] });
    } else {
      items.push({
        kind: 'image',
        file,
        full: mediaUrl('photo', file, { base }),
        medium: mediaUrl('photo', file, { base, medium: true }),
        thumb: mediaUrl('photo', file, { base, thumb: true }),
      });
    }
  }
  return items;
}
