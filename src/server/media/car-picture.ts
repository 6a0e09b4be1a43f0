/**
 * GET /media/car/{carId}/{medium|full}: a published car's main picture by car id, so the car-detail page
 * can start downloading it knowing only the id in its URL, side by side with the detail request instead
 * of after it (src/features/car-detail/early-detail.client.ts preloads it; the gallery shows the first
 * picture from these URLs, src/features/car-detail/gallery-items.ts).
 *
 * The picture is the car's first picture in the detail's order (main flag, then sort order, then id),
 * told apart from videos by the gallery's own rule (src/lib/media-kind.ts), so whenever the page shows a
 * picture this route answers that same picture with a 200. Answers:
 * - 200 with the file (photo/medium/<file>; the full picture when there is no medium file, like
 *   /media/photo/medium/; photo/<file> for full), its content type, Last-Modified and an ETag naming the
 *   file, and `Cache-Control: public, no-cache`: kept, but asked again with If-None-Match each time
 *   (a 304 of a few bytes, beside the detail request), because the main picture of a car changes under
 *   the same URL when its importer removes or reorders photos (unlike /media/photo/…, whose names are
 *   never reused); with max-age=300 the importer saw the deleted photo on the car's page for 5 minutes;
 * - 304 when If-None-Match names the same file;
 * - 302 to the stored URL when the picture is an absolute http(s) URL (the API accepts them as file
 *   names; the gallery shows them as they are), so the preload still gets the picture the page shows;
 * - 204 (no-store) for a published car without any picture: the page cannot know that before its detail
 *   arrives and preloads anyway, and Chromium logs every 4xx answer to a preload as a console error,
 *   while a 204 costs nothing and logs nothing;
 * - 404 (no-store) for an unknown, unpublished or malformed id (not digits, 0, leading zeros, beyond
 *   int4), any other size, or a picture whose file is missing.
 *
 * Why /media/car on the API's server: the answer needs the database, so it cannot live on the media CDN
 * (PUBLIC_MEDIA_BASE_URL), which may be plain files. The page asks for it at `${PUBLIC_API_BASE}/media/car/…`
 * (src/lib/media-url.ts carPictureUrl): the origin it already talks to for the detail, so the picture
 * reuses that connection, whatever host serves the other media. It stays under /media (not /api) because
 * it answers media, not the JSON envelope: same headers as the other media responses, and a CDN put in
 * front of the API origin can keep it like media, revalidating it as the browser does.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { firstPictureIndex } from '../../lib/media-kind.ts';
import { CAR_PICTURE_PATH } from '../../lib/media-url.ts';
import type { App, AppBindings } from '../app/types.ts';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, carMedia, cars } from '../db/schema.ts';
import { mediaOrder } from '../cars/car-columns.ts';
import { photoFile } from './media-dir.ts';

const MAX_ID = 2_147_483_647;
/** A canonical id (no sign, no leading zero, at most 10 digits) and a size. */
const PATH = new RegExp(`^${CAR_PICTURE_PATH}/([1-9]\\d{0,9})/(medium|full)$`);
const ABSOLUTE = /^(https?:)?\/\//i;
const CACHE = 'public, no-cache';

/**
 * The first picture's file name (or URL) of published car `carId`; 'none' when the car has no picture;
 * null when no published car has that id.
 */
export async function findMainPicture(db: Db, carId: number): Promise<string | 'none' | null> {
  const rows = await db
    .select({ URL: carMedia.fileName, Type: carMedia.type })
    .from(cars)
    .leftJoin(carMedia, eq(carMedia.carId, cars.id))
    .where(and(eq(cars.id, carId), eq(cars.status, CAR_STATUS.published)))
    .orderBy(...mediaOrder());
  if (!rows.length) return null;
  const media = rows.flatMap(({ URL, Type }) => (URL === null || Type === null ? [] : [{ URL, Type }]));
  const first = media[firstPictureIndex(media)];
  return first ? first.URL.trim() : 'none';
}

function nothing(c: Context<AppBindings>, status: 204 | 404) {
  c.header('Cache-Control', 'no-store');
  return status === 204 ? c.body(null, 204) : c.text('Not found', 404);
}

/** Registers the route; `mediaDir` is the folder /media serves. */
export function registerCarPictureRoute(app: App, mediaDir: string): void {
  // The whole /media/car/ namespace belongs to this route: nothing under it falls through to the files.
  app.get(`${CAR_PICTURE_PATH}/*`, async (c) => {
    const match = PATH.exec(c.req.path);
    const carId = Number(match?.[1] ?? 0);
    const size = match?.[2] === 'full' ? 'full' : 'medium';
    if (!match || carId > MAX_ID) return nothing(c, 404);
    const picture = await findMainPicture(c.get('deps').db, carId);
    if (picture === null) return nothing(c, 404);
    if (picture === 'none') return nothing(c, 204);
    if (ABSOLUTE.test(picture)) {
      const target = URL.canParse(picture, c.req.url) ? new URL(picture, c.req.url) : null;
      if (target?.protocol !== 'http:' && target?.protocol !== 'https:') return nothing(c, 404);
      c.header('Cache-Control', CACHE);
      return c.redirect(target.href, 302);
    }
    const path = photoFile(mediaDir, picture, size);
    const stats = path ? statSync(join(mediaDir, path), { throwIfNoEntry: false }) : undefined;
    if (!path || !stats) return nothing(c, 404);
    // Names the file as well as its version: the same URL answers another file when the main picture changes.
    const tag = createHash('sha256').update(`${path}\n${stats.size}\n${stats.mtimeMs}`).digest('base64url');
    const etag = `"${tag.slice(0, 27)}"`;
    c.header('Cache-Control', CACHE);
    c.header('ETag', etag);
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((value) => value.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    const served = await serveStatic({ root: mediaDir, path })(c, async () => {});
    if (served) return served;
    c.header('ETag', undefined); // the file went away meanwhile
    return nothing(c, 404);
  });
}
