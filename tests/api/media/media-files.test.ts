import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Car photos come in full, medium and thumbnail sizes; a photo without a medium file is answered with
// its full picture at the medium URL, so the car detail's srcset never shows a broken image.
let t: TestServer;
const media = mkdtempSync(join(tmpdir(), 'autoimport-media-'));
const bytes = (label: string) => Buffer.from(`RIFF0000WEBPVP8 ${label}`);

beforeAll(async () => {
  mkdirSync(join(media, 'photo', 'medium'), { recursive: true });
  writeFileSync(join(media, 'photo', 'both.webp'), bytes('full'));
  writeFileSync(join(media, 'photo', 'medium', 'both.webp'), bytes('medium'));
  writeFileSync(join(media, 'photo', 'full only.webp'), bytes('full only'));
  writeFileSync(join(media, 'secret.webp'), bytes('outside photo'));
  t = await startTestServer({ MEDIA_DIR: media });
});
afterAll(() => t?.close());

const get = async (path: string) => {
  const res = await fetch(t.url + path);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
};

describe('/media/photo/medium/', () => {
  it('answers the medium file when there is one', async () => {
    const res = await get('/media/photo/medium/both.webp');
    expect(res.status).toBe(200);
    expect(res.text).toContain('medium');
    expect(res.cache).toContain('immutable');
  });

  it('answers the full picture for a photo without a medium file', async () => {
    const res = await get('/media/photo/medium/full%20only.webp');
    expect(res.status).toBe(200);
    expect(res.text).toContain('full only');
  });

  it('answers 404 for a photo that does not exist, and never leaves the photo folder', async () => {
    expect((await get('/media/photo/medium/missing.webp')).status).toBe(404);
    expect((await get('/media/photo/medium/..%2F..%2Fsecret.webp')).status).toBe(404);
    expect((await get('/media/photo/medium/%E0%A4%A.webp')).status).toBe(404);
  });
});
