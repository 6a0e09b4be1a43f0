import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_STATUS, carMedia } from '../../../src/server/db/schema.ts';
import { createCar, type Ctx, type MediaInput } from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// GET /media/car/{id}/{medium|full}: a published car's first picture by id, which the car-detail page
// preloads before its detail arrives (src/server/media/car-picture.ts).
let t: TestServer;
let ctx: Ctx;
const media = mkdtempSync(join(tmpdir(), 'autoimport-car-picture-'));
const bytes = (label: string) => Buffer.from(`RIFF0000WEBPVP8 ${label}`);

function photo(name: string, sizes: { medium?: boolean } = {}) {
  writeFileSync(join(media, 'photo', name), bytes(`full ${name}`));
  if (sizes.medium) writeFileSync(join(media, 'photo', 'medium', name), bytes(`medium ${name}`));
}

beforeAll(async () => {
  mkdirSync(join(media, 'photo', 'medium'), { recursive: true });
  photo('front.webp', { medium: true });
  photo('rear.webp', { medium: true });
  photo('side.webp', { medium: true });
  photo('full-only.webp');
  writeFileSync(join(media, 'secret.webp'), bytes('outside photo'));
  t = await startTestServer({ MEDIA_DIR: media });
  ctx = { db: t.server.deps.db, env: t.env };
});
afterAll(() => t?.close());

const car = (media: MediaInput[], status: number = CAR_STATUS.published) => createCar(ctx, { status, media });

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(t.url + path, { headers, redirect: 'manual' });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

/** The images of getAllCar's detail, in the page's order. */
async function detailImages(id: number): Promise<string[]> {
  const res = await t.call<{ images: { URL: string }[] }>('/api/customer/V2/getAllCar', {
    json: { take: 0, skip: 0, VehicalId: id, sortString: '0', filterString: '', DealerId: 0 },
  });
  return res.body.data.images.map((image) => image.URL);
}

describe('/media/car/{id}/{medium|full}', () => {
  it("answers a published car's first picture: the medium file, or the full one, as image/webp with a short public cache", async () => {
    const { id } = await car([{ fileName: 'front.webp' }, { fileName: 'rear.webp' }]);
    const medium = await get(`/media/car/${id}/medium`);
    expect(medium.status).toBe(200);
    expect(medium.text).toBe('RIFF0000WEBPVP8 medium front.webp');
    expect(medium.headers.get('content-type')).toBe('image/webp');
    expect(medium.headers.get('cache-control')).toBe('public, no-cache');
    expect(medium.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(medium.headers.get('last-modified')).toBeTruthy();
    expect(medium.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(medium.headers.get('x-content-type-options')).toBe('nosniff');

    const full = await get(`/media/car/${id}/full`);
    expect(full.status).toBe(200);
    expect(full.text).toBe('RIFF0000WEBPVP8 full front.webp');
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('etag')).not.toBe(medium.headers.get('etag'));

    const head = await fetch(`${t.url}/media/car/${id}/medium`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answers the full picture at the medium URL when the photo has no medium file', async () => {
    const { id } = await car([{ fileName: 'full-only.webp' }]);
    const res = await get(`/media/car/${id}/medium`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('RIFF0000WEBPVP8 full full-only.webp');
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('picks the picture the detail shows first (main flag, then order), skipping videos and empty names', async () => {
    const main = await car([
      { fileName: 'rear.webp', sortOrder: 0 },
      { fileName: 'side.webp', sortOrder: 1, isMain: true },
    ]);
    expect((await detailImages(main.id))[0]).toBe('side.webp');
    expect((await get(`/media/car/${main.id}/full`)).text).toContain('side.webp');

    const videoFirst = await car([
      { fileName: 'walk.mp4', type: 'V' },
      { fileName: 'clip.mov', type: 'I' },
      { fileName: '  ', type: 'I' },
      { fileName: 'rear.webp' },
    ]);
    expect((await get(`/media/car/${videoFirst.id}/medium`)).text).toBe('RIFF0000WEBPVP8 medium rear.webp');

    // A type in another case counts as a picture, as in the gallery.
    const lower = await car([]);
    await ctx.db.insert(carMedia).values({ carId: lower.id, type: 'i', fileName: 'front.webp' });
    expect((await get(`/media/car/${lower.id}/medium`)).status).toBe(200);
  });

  it('answers 304 to a revalidation naming the same file, and the new picture when the main picture changed', async () => {
    const { id } = await car([{ fileName: 'front.webp', isMain: true }, { fileName: 'rear.webp' }]);
    const first = await get(`/media/car/${id}/medium`);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(`/media/car/${id}/medium`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    expect((await get(`/media/car/${id}/medium`, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);

    await ctx.db.update(carMedia).set({ isMain: false }).where(eq(carMedia.carId, id));
    await ctx.db
      .update(carMedia)
      .set({ isMain: true })
      .where(and(eq(carMedia.carId, id), eq(carMedia.fileName, 'rear.webp')));
    const rear = await get(`/media/car/${id}/medium`, { 'if-none-match': etag });
    expect(rear.status).toBe(200);
    expect(rear.text).toBe('RIFF0000WEBPVP8 medium rear.webp');
    expect(rear.headers.get('etag')).not.toBe(etag);
  });

  it('answers 204, not an error, for a published car without a picture (the page preloads before it knows)', async () => {
    for (const files of [[], [{ fileName: 'walk.mp4', type: 'V' as const }], [{ fileName: 'walk.mp4' }]]) {
      const { id } = await car(files);
      for (const size of ['medium', 'full']) {
        const res = await get(`/media/car/${id}/${size}`);
        expect(res.status).toBe(204);
        expect(res.text).toBe('');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
  });

  it('answers 404 for an unknown or unpublished car, a malformed id or size, and a missing file; never a 500', async () => {
    const pictures = [{ fileName: 'front.webp' }];
    for (const status of [CAR_STATUS.draft, CAR_STATUS.sold, CAR_STATUS.removed]) {
      const { id } = await car(pictures, status);
      expect((await get(`/media/car/${id}/medium`)).status).toBe(404);
    }
    const { id } = await car(pictures);
    const paths = [
      '/media/car/987654/medium',
      '/media/car/2147483647/full',
      '/media/car/2147483648/medium',
      '/media/car/99999999999/medium',
      '/media/car/99999999999999999999999/medium',
      '/media/car/0/medium',
      '/media/car/-1/medium',
      `/media/car/0${id}/medium`,
      `/media/car/${id}.5/medium`,
      `/media/car/${id}e0/medium`,
      '/media/car/abc/medium',
      '/media/car/%E0%A4%A/medium',
      `/media/car/${id}/thumb`,
      `/media/car/${id}/Medium`,
      `/media/car/${id}/medium/x`,
      `/media/car/${id}`,
      '/media/car/',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/plain/);
    }
    expect((await get(`/media/car/${id}/medium`)).status).toBe(200);

    const missing = await car([{ fileName: 'gone.webp' }]);
    expect((await get(`/media/car/${missing.id}/medium`)).status).toBe(404);
    // A stored name never leads out of the photo folder.
    const escape = await car([{ fileName: '../secret.webp' }]);
    expect((await get(`/media/car/${escape.id}/full`)).status).toBe(404);
  });

  it('redirects to a picture stored as an absolute http(s) URL', async () => {
    const absolute = await car([{ fileName: 'https://cdn.example.com/cars/x.webp' }]);
    for (const size of ['medium', 'full']) {
      const res = await get(`/media/car/${absolute.id}/${size}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://cdn.example.com/cars/x.webp');
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
    }
    const relative = await car([{ fileName: '//cdn.example.com/y.webp' }]);
    expect((await get(`/media/car/${relative.id}/full`)).headers.get('location')).toBe('http://cdn.example.com/y.webp');
  });
});
