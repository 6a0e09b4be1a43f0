/**
 * Profile (other) photos: checked by content, decoded and re-encoded by sharp to WebP with every
 * piece of metadata dropped (EXIF location included), at most 1024 px, plus a 256 px thumbnail.
 * Car photos (issue 23) get the same treatment, plus a 720 px medium.
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
const MEDIUM_SIZE = 720;
const CAR_THUMB_SIZE = 480;

const tooManyPixels = () => refuse(413, 'photoTooManyPixels', { max: MAX_INPUT_PIXELS / 1_000_000 });

interface Encoded {
  main: Buffer;
  medium: Buffer | null;
  thumb: Buffer;
}

/**
 * Checks and re-encodes a photo to WebP (metadata dropped): `main` at most 1024 px, a thumbnail, and a
 * 720 px wide medium when asked. Refuses (src/server/refusal.ts) a file too large (413), not an image
 * (415) or unreadable (400).
 */
async function encodePhoto(bytes: Buffer, sizes: { thumb: number; medium?: number }): Promise<Encoded> {
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(413, 'photoTooBig');
  const kind = sniffImage(bytes);
  if (!kind) refuse(415, 'photoNotImage');
  try {
    const { width = 0, height = 0, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * (pageHeight ?? height) > MAX_INPUT_PIXELS) tooManyPixels();
    const main = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAIN_SIZE, MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const medium = sizes.medium
      ? await sharp(main)
          .resize(sizes.medium, sizes.medium, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer()
      : null;
    const thumb = await sharp(main)
      .resize(sizes.thumb, sizes.thumb, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { main, medium, thumb };
  } catch (error) {
    if (error instanceof ApiRefusal) throw error;
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) tooManyPixels();
    if (kind === 'heic') refuse(415, 'photoHeic');
    refuse(400, 'photoUnreadable');
  }
}

const newName = () => `${randomBytes(16).toString('hex')}.webp`;

/**
 * Checks, re-encodes and stores a profile photo as other/ and other/thumb/ (same file name) in the media
 * storage (the local media folder or a bucket, src/server/media/media-storage.ts); returns the file name.
 */
export async function saveOtherPhoto(bytes: Buffer, storage: MediaStorage): Promise<string> {
  const { main, thumb } = await encodePhoto(bytes, { thumb: THUMB_SIZE });
  const filename = newName();
  await storage.put(`other/${filename}`, main, 'image/webp');
  await storage.put(`other/thumb/${filename}`, thumb, 'image/webp');
  return filename;
}

/**
 * An importer's car photo (issue 23), same rules and re-encoding as a profile photo, stored as photo/
 * (1024 px), photo/medium/ (720 px) and photo/thumb/ (480 px, the card's size) under one new name.
 */
export async function saveCarPhoto(bytes: Buffer, storage: MediaStorage): Promise<string> {
  const { main, medium, thumb } = await encodePhoto(bytes, { thumb: CAR_THUMB_SIZE, medium: MEDIUM_SIZE });
  const filename = newName();
  await storage.put(`photo/${filename}`, main, 'image/webp');
  if (medium) await storage.put(`photo/medium/${filename}`, medium, 'image/webp');
  await storage.put(`photo/thumb/${filename}`, thumb, 'image/webp');
  return filename;
}

/**
 * The one picture of a multipart upload (any field name), as bytes: 400 when the body is not multipart
 * or holds no file or several, 413 above MAX_UPLOAD_BYTES. What it is, saveOtherPhoto / saveCarPhoto check.
 */
export async function readOneUpload(request: {
  parseBody: (options: { all: true }) => Promise<Record<string, unknown>>;
}): Promise<Buffer> {
  let files: File[];
  try {
    const form = await request.parseBody({ all: true });
    files = Object.values(form)
      .flat()
      .filter((v): v is File => v instanceof File);
  } catch {
    refuse(400, 'photoNotMultipart');
  }
  const [file] = files;
  if (files.length !== 1 || !file) refuse(400, 'photoNotOne');
  if (file.size > MAX_UPLOAD_BYTES) refuse(413, 'photoTooBig');
  return Buffer.from(await file.arrayBuffer());
}
