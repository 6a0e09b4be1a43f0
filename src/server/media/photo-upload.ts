/**
 * Profile (other) photos: checked by content, decoded and re-encoded by sharp to WebP with every
 * piece of metadata dropped (EXIF location included), at most 1024 px, plus a 256 px thumbnail.
 * A header declaring more pixels than MAX_INPUT_PIXELS (a decompression bomb) is refused before decoding.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ApiRefusal, refuse } from '../refusal.ts';
import { sniffImage } from './image-sniff.ts';
import type { MediaStorage } from './media-storage.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
const MAIN_SIZE = 1024;
const THUMB_SIZE = 256;

const tooManyPixels = () => refuse(413, 'photoTooManyPixels', { max: MAX_INPUT_PIXELS / 1_000_000 });

/**
 * Checks, re-encodes and stores a photo as other/ and other/thumb/ (same file name) in the media storage
 * (the local media folder or a bucket, src/server/media/media-storage.ts); returns
 * the file name. Refuses (src/server/refusal.ts) a file too large (413), not an image (415) or unreadable (400).
 */
export async function saveOtherPhoto(bytes: Buffer, storage: MediaStorage): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(413, 'photoTooBig');
  const kind = sniffImage(bytes);
  if (!kind) refuse(415, 'photoNotImage');
  let main: Buffer;
  let thumb: Buffer;
  try {
    const { width = 0, height = 0, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * (pageHeight ?? height) > MAX_INPUT_PIXELS) tooManyPixels();
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
    if (error instanceof ApiRefusal) throw error;
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) tooManyPixels();
    if (kind === 'heic') refuse(415, 'photoHeic');
    refuse(400, 'photoUnreadable');
  }
  const filename = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(`other/${filename}`, main, 'image/webp');
  await storage.put(`other/thumb/${filename}`, thumb, 'image/webp');
  return filename;
}
