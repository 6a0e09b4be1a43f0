/**
 * Media URLs of SPEC.md §3: media base + photo/|video/|other/ + [thumb/] + file name,
 * a placeholder picture when there is no file. Car photos also come in a medium size (photo/medium/,
 * 720 px wide: sharp on a phone, a quarter of the full picture's bytes); the server answers the
 * full picture there when a photo has no medium file.
 */
import { config } from './config.ts';

export type MediaKind = 'photo' | 'video' | 'other';

/** The picture shown when a car or a person has none (SPEC.md §8: "Missing image: placeholder used"). */
export const PLACEHOLDER_IMAGE = '/assets/img/placeholder.svg';
export const PLACEHOLDER_AVATAR = '/assets/img/avatar.svg';

/**
 * URL of a media file; the placeholder when `file` is empty.
 * @example mediaUrl('photo', 'car-12-1.webp', { thumb: true }) // '/media/photo/thumb/car-12-1.webp'
 */
export function mediaUrl(
  kind: MediaKind,
  file: string | null | undefined,
  options: { thumb?: boolean; medium?: boolean; base?: string; placeholder?: string } = {},
): string {
  const name = file?.trim();
  if (!name) return options.placeholder ?? (kind === 'other' ? PLACEHOLDER_AVATAR : PLACEHOLDER_IMAGE);
  if (/^(https?:)?\/\//i.test(name)) return name;
  const base = (options.base ?? config.mediaBaseUrl).replace(/\/+$/, '');
  const size = options.thumb ? 'thumb/' : options.medium ? 'medium/' : '';
  return `${base}/${kind}/${size}${encodeURIComponent(name)}`;
}

/** Sizes of a car's main picture by id: the main view's medium size (720 px) and the full picture. */
export type CarPictureSize = 'medium' | 'full';

/** Path of the main-picture-by-id route (src/server/media/car-picture.ts). */
export const CAR_PICTURE_PATH = '/media/car';

/**
 * URL of a car's main picture (its first picture) by car id, so a page that knows only the id can ask
 * for it. It is answered by the server that has the database, so it hangs off the API base, not the
 * media base (which may be a CDN of files): `${apiBase}/media/car/{id}/{medium|full}`.
 * @example carPictureUrl(12, 'medium', '') // '/media/car/12/medium'
 */
export function carPictureUrl(carId: number, size: CarPictureSize, apiBase: string = config.apiBase): string {
  return `${apiBase.replace(/\/+$/, '')}${CAR_PICTURE_PATH}/${carId}/${size}`;
}
