/**
 * Pictures and videos among a car's media (SPEC.md §3, §9): Type 'I' is a picture, anything else a video;
 * a file with a video extension (avi, flv, wmv, mov, mp4) is a video whatever its type says, since a
 * picture element cannot show it. One rule for the gallery (src/features/car-detail/gallery-items.ts)
 * and the server's main-picture route (src/server/media/car-picture.ts), so they always agree on which
 * file is the car's first picture. Pure, no imports.
 */

/** Video file extensions of SPEC.md §9, with the MIME type a <source> announces. */
export const VIDEO_TYPES: Readonly<Record<string, string>> = {
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
};

/** The file's extension in lower case, '' when it has none (a query or fragment is ignored). */
export function fileExtension(file: string): string {
  const name = file.split(/[?#]/)[0] ?? '';
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * True when the file name ends with a video extension.
 * @example isVideoFile('walkaround.MP4') // true
 */
export function isVideoFile(file: string): boolean {
  return fileExtension(file) in VIDEO_TYPES;
}

/** True for a video: any type but 'I', or a video file name. */
export function isVideo(medium: { Type: string; URL: string }): boolean {
  return medium.Type.trim().toUpperCase() !== 'I' || isVideoFile(medium.URL);
}

/**
 * The index of the first picture among media in display order (entries without a file name do not
 * count), or -1 when there is none.
 * @example firstPictureIndex([{ URL: 'walk.mp4', Type: 'V' }, { URL: 'a.webp', Type: 'I' }]) // 1
 */
export function firstPictureIndex(media: readonly { Type: string; URL: string }[]): number {
  return media.findIndex((medium) => medium.URL.trim() !== '' && !isVideo(medium));
}
