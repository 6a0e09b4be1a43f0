/**
 * Media URLs of SPEC.md §3: media base + photo/|video/|other/ + [thumb/] + file name,
 * a placeholder picture when there is no file.
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
  options: { thumb?: boolean; base?: string; placeholder?: string } = {},
): string {
  const name = file?.trim();
  if (!name) return options.placeholder ?? (kind === 'other' ? PLACEHOLDER_AVATAR : PLACEHOLDER_IMAGE);
  if (/^(https?:)?\/\//i.test(name)) return name;
  const base = (options.base ?? config.mediaBaseUrl).replace(/\/+$/, '');
  return `${base}/${kind}/${options.thumb ? 'thumb/' : ''}${encodeURIComponent(name)}`;
}
