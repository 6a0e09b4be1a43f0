import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { s3ClientOf } from '../../../src/server/publish/publish-target.ts';
import type { UploadPhotoData, UserDetail } from '../../../src/server/routes/account/account.schemas.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startS3Server, type S3Server } from '../../helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Profile photos stored in an S3-compatible bucket (issue 18) against s3rver on this machine: the
// upload lands under media/ in the bucket, its address is under MEDIA_BASE_URL, and the site's own
// /media/ address leads there.
const BUCKET = 'uploads';
const BASE = 'https://cdn.example.test/media';
let s3: S3Server;
let client: S3Client;
let t: TestServer;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  t = await startTestServer({
    MEDIA_S3_BUCKET: BUCKET,
    PUBLISH_S3_ENDPOINT: s3.endpoint,
    MEDIA_BASE_URL: BASE,
  });
  client = s3ClientOf(t.env);
}, 30_000);

afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

async function objectOf(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { contentType: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
}

describe('profile photos in an S3-compatible bucket', () => {
  it('stores the photo and its thumbnail under media/, answers their CDN address, and takes it for the profile', async () => {
    const { token, user } = await createUser(t.server.deps, { role: ROLE.dealer });
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await t.call<UploadPhotoData>('/api/admin/uploadphoto/2', { method: 'POST', body: form, token });
    expect(res.status).toBe(200);
    const { filename, displaypath } = res.body.data;
    expect(displaypath).toBe(`${BASE}/other/thumb/${filename}`);

    const main = await objectOf(`media/other/${filename}`);
    expect(main.contentType).toBe('image/webp');
    expect(await sharp(main.bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const thumb = await objectOf(`media/other/thumb/${filename}`);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 256 });

    // The site's /media/ address of the photo leads to the bucket's.
    const local = await fetch(`${t.url}/media/other/thumb/${filename}`, { redirect: 'manual' });
    expect(local.status).toBe(302);
    expect(local.headers.get('location')).toBe(`${BASE}/other/thumb/${filename}`);

    // The profile takes a photo that is in the bucket, and refuses one that is not.
    const edit = await t.call<UserDetail>('/api/admin/editDealerProfile', {
      json: { userId: user.id, profilePhoto: filename },
      token,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.ProfilePhoto).toBe(filename);
    const missing = await t.call('/api/admin/editDealerProfile', {
      json: { userId: user.id, profilePhoto: `${'b'.repeat(32)}.webp` },
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no such photo/);
  }, 30_000);
});
