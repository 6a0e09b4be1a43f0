/**
 * Puts the files the seeded rows name into the media directory: car pictures from the pool, ad
 * banners, video posters (all drawn here) and the committed MP4s (copied). Existing files are kept.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { BANNER_MEDIUM_SIZE, BANNER_SIZE, BANNER_THUMB_SIZE, BANNERS, drawBannerSvg } from './ad-art.ts';
import { CAR_ART_KINDS, CAR_COLOUR_NAMES, CAR_VIEW_NAMES } from './car-art.ts';
import { ensureCarPictures, pictureExists, writePicture, type CarPicture } from './picture-pool.ts';
import { drawVideoFrame, posterName, posterTime, VIDEO_FILES, VIDEO_SIZE, VIDEO_THUMB_SIZE } from './video-art.ts';

export { videoForKind } from './video-art.ts';

const ASSETS = new URL('./assets/', import.meta.url);

/** Every picture of the pool: body kinds × colours × views. */
export function wholePool(): CarPicture[] {
  return CAR_ART_KINDS.flatMap((kind) =>
    CAR_COLOUR_NAMES.flatMap((colour) => CAR_VIEW_NAMES.map((view) => ({ kind, colour, view }))),
  );
}

/** Returns how many files were drawn or copied. */
export async function ensureSeedMedia(
  mediaDir: string,
  pictures: readonly CarPicture[] | 'all',
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  let made = await ensureCarPictures(mediaDir, pictures === 'all' ? wholePool() : pictures, (p) =>
    onProgress?.(p.done, p.total),
  );
  for (const banner of BANNERS) {
    if (pictureExists(mediaDir, banner.fileName, true)) continue;
    await writePicture(mediaDir, banner.fileName, drawBannerSvg(banner), {
      full: BANNER_SIZE,
      thumb: BANNER_THUMB_SIZE,
      medium: BANNER_MEDIUM_SIZE,
    });
    made++;
  }
  const videoDir = join(mediaDir, 'video');
  // other/ holds uploaded profile photos; created here so the whole layout exists from the start.
  await mkdir(join(mediaDir, 'other', 'thumb'), { recursive: true });
  await mkdir(videoDir, { recursive: true });
  for (const video of VIDEO_FILES) {
    const target = join(videoDir, video);
    if (!existsSync(target)) {
      await copyFile(new URL(video, ASSETS), `${target}.tmp`);
      await rename(`${target}.tmp`, target);
      made++;
    }
    const poster = posterName(video);
    if (!pictureExists(mediaDir, poster)) {
      await writePicture(mediaDir, poster, drawVideoFrame(video, posterTime(video)), {
        full: VIDEO_SIZE,
        thumb: VIDEO_THUMB_SIZE,
      });
      made++;
    }
  }
  return made;
}
