/**
 * The profile photo drop zone's rule (SPEC.md §5): only files whose type starts with image/ are
 * uploaded, at most one; anything else is 'Unsupported file type'.
 */

/** What to do with the files dropped or chosen: the one image to upload, or why none. */
export type PhotoChoice = { ok: true; file: File } | { ok: false; reason: 'unsupported' | 'none' };

/** The API refuses photos above 5 MB (src/server/media/photo-upload.ts): say so before uploading. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The first file when it is an image; extra files are ignored (one upload at most).
 * @example choosePhoto([new File([], 'a.pdf', { type: 'application/pdf' })]) // { ok: false, reason: 'unsupported' }
 */
export function choosePhoto(files: ArrayLike<File> | null | undefined): PhotoChoice {
  const file = files?.[0];
  if (!file) return { ok: false, reason: 'none' };
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'unsupported' };
  return { ok: true, file };
}
