/**
 * The shared pool of demo pictures under <mediaDir>/photo (full size), photo/medium and photo/thumb
 * (same name).
 * Cars only reference file names, so a million cars share a few hundred files. Files already on
 * disk are kept: a second seed, or a server restart, costs nothing.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawCarSvg, type CarArtKind, type CarColour, type CarViewName } from './car-art.ts';

export const PHOTO_SIZE = { width: 1200, height: 800 } as const;
export const THUMB_SIZE = { width: 480, height: 320 } as const;
export const MEDIUM_SIZE = { width: 720, height: 480 } as const;
const QUALITY = 70;

export interface CarPicture {
  kind: CarArtKind;
  colour: CarColour;
  view: CarViewName;
}

/** e.g. car-suv-red-front-left.webp */
export function carPictureName(p: CarPicture): string {
  return `car-${p.kind}-${p.colour.toLowerCase()}-${p.view}.webp`;
}

export const photoDir = (mediaDir: string) => join(mediaDir, 'photo');
export const thumbDir = (mediaDir: string) => join(mediaDir, 'photo', 'thumb');
export const mediumDir = (mediaDir: string) => join(mediaDir, 'photo', 'medium');

/** True when the picture's files are all there (the medium size only for car photos). */
export function pictureExists(mediaDir: string, fileName: string, withMedium = false): boolean {
  const dirs = withMedium ? [photoDir, mediumDir, thumbDir] : [photoDir, thumbDir];
  return dirs.every((dir) => existsSync(join(dir(mediaDir), fileName)));
}

type Size = { width: number; height: number };

/**
 * Writes an SVG as a full-size WebP, its medium size and its thumbnail. Each file is written to a temporary name and
 * renamed, so an interrupted run never leaves a truncated picture that later runs would skip.
 */
export async function writePicture(
  mediaDir: string,
  fileName: string,
  svg: string,
  sizes: { full: Size; thumb: Size; medium?: Size },
): Promise<void> {
  await mkdir(thumbDir(mediaDir), { recursive: true });
  if (sizes.medium) await mkdir(mediumDir(mediaDir), { recursive: true });
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = [
    { path: join(thumbDir(mediaDir), fileName), size: sizes.thumb },
    ...(sizes.medium ? [{ path: join(mediumDir(mediaDir), fileName), size: sizes.medium }] : []),
    // renamed last: pictureExists needs every file, so a half-written picture is drawn again
    { path: join(photoDir(mediaDir), fileName), size: sizes.full },
  ];
  await Promise.all(
    files.map(({ path, size }) =>
      sharp(data, raw).resize(size.width, size.height).webp({ quality: QUALITY, effort: 0 }).toFile(`${path}.tmp`),
    ),
  );
  for (const { path } of files) await rename(`${path}.tmp`, path);
}

/** Backdrop chosen from the view so a car's gallery mixes studio and yard shots. */
const backdropOf = (view: CarViewName) =>
  ['side-left', 'rear-right', 'front', 'front-right'].includes(view) ? 'yard' : 'studio';

export interface PoolProgress {
  done: number;
  total: number;
}

/** Renders the missing pictures among `pictures`, a few at a time. Returns how many were drawn. */
export async function ensureCarPictures(
  mediaDir: string,
  pictures: readonly CarPicture[],
  onProgress?: (p: PoolProgress) => void,
): Promise<number> {
  const missing = pictures.filter((p) => !pictureExists(mediaDir, carPictureName(p), true));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const p = missing[next++]!;
      const svg = drawCarSvg({ ...p, ...PHOTO_SIZE, backdrop: backdropOf(p.view) });
      await writePicture(mediaDir, carPictureName(p), svg, {
        full: PHOTO_SIZE,
        medium: MEDIUM_SIZE,
        thumb: THUMB_SIZE,
      });
      onProgress?.({ done: ++done, total: missing.length });
    }
  };
  // libvips threads each image already; one extra pipeline per core keeps the CPUs busy while JS draws.
  await Promise.all(Array.from({ length: availableParallelism() + 1 }, worker));
  return missing.length;
}
