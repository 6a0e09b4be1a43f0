/**
 * Profile (other) photos: checked by content, decoded and re-encoded by sharp to WebP with every
 * piece of metadata dropped (EXIF location included), at most 1024 px, plus a 256 px thumbnail.
 * A header declaring more pixels than MAX_INPUT_PIXELS (a decompression bomb) is refused before decoding.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sniffImage } from './image-sniff.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
const MAIN_SIZE = 1024;
const THUMB_SIZE = 256;

export type PhotoOutcome = { ok: true; filename: string } | { ok: false; status: 400 | 413 | 415; message: string };

export const PHOTO_MESSAGES = {
  tooBig: 'The photo is too large: at most 5 MB.',
  notImage: 'Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
  heic: 'HEIC photos cannot be read here: please choose a JPEG or PNG photo.',
  tooManyPixels: `The photo has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The photo could not be read: the file may be damaged.',
} as const;

const refuse = (status: 400 | 413 | 415, message: string): PhotoOutcome => ({ ok: false, status, message });

/** Checks, re-encodes and stores a photo under <mediaDir>/other/ and other/thumb/ (same file name). */
export async function saveOtherPhoto(bytes: Buffer, mediaDir: string): Promise<PhotoOutcome> {
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse(413, PHOTO_MESSAGES.tooBig);
  const kind = sniffImage(bytes);
  if (!kind) return refuse(415, PHOTO_MESSAGES.notImage);
  let main: Buffer;
  let thumb: Buffer;
  try {
    const { width = 0, height = 0, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * (pageHeight ?? height) > MAX_INPUT_PIXELS) return refuse(413, PHOTO_MESSAGES.tooManyPixels);
    main = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAIN_SIZE, MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    thumb = await sharp(main)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) return refuse(413, PHOTO_MESSAGES.tooManyPixels);
    if (kind === 'heic') return refuse(415, PHOTO_MESSAGES.heic);
    return refuse(400, PHOTO_MESSAGES.unreadable);
  }
  const filename = `${randomBytes(16).toString('hex')}.webp`;
  const dir = join(mediaDir, 'other');
  await mkdir(join(dir, 'thumb'), { recursive: true });
  await writeFile(join(dir, filename), main);
  await writeFile(join(dir, 'thumb', filename), thumb);
  return { ok: true, filename };
}
