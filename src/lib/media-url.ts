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
