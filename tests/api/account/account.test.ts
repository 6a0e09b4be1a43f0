import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadPhotoData, UserDetail } from '../../../src/server/routes/account/account.schemas.ts';
import { ROLE, users } from '../../../src/server/db/schema.ts';
import { mediaDirOf } from '../../../src/server/server.ts';
import { createImporter } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

type Sharp = ReturnType<typeof sharp>;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMITS: 'uploadUser=1000/3600' });
});
afterAll(() => t?.close());

const editPath = '/api/admin/editDealerProfile?lang=en';
/** The edit-profile payload exactly as the site sends it (SPEC.md §3). */
const sitePayload = (userId: number, extra: Record<string, unknown> = {}) => ({
  userId,
  displayName: 'New Name',
  emailId: 'new@example.com',
  profilePhoto: null,
  address: 'Porto-Novo',
  dealerNumber: null,
  middleName: null,
  lastName: null,
  whatsAppNumber: null,
  busName: null,
  busLicNumber: null,
  ifuNumber: null,
  cityId: null,
  countryId: 0,
  countryCode: null,
  latitunde: null,
  longitude: null,
  isActive: 1,
  ...extra,
});

describe('POST /api/customer/getUserDetail', () => {
  it('answers a list holding the signed-in user with the spec fields', async () => {
    const { user, token } = await createUser(t.server.deps, { address: 'Cotonou' });
    const res = await t.call<UserDetail[]>('/api/customer/getUserDetail', { json: {}, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        Id: user.id,
        DisplayName: user.displayName,
        EmailId: user.email,
        PhoneNumber: user.mobileNo,
        CountryCode: '+229',
        Address: 'Cotonou',
        ProfilePhoto: null,
        RoleType: ROLE.customer,
      },
    ]);
    // Bearer form and an empty body work as well.
    expect((await t.call('/api/customer/getUserDetail', { method: 'POST', token: `Bearer ${token}` })).status).toBe(
      200,
    );
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'null', 'undefined', 'garbage']) {
      const res = await t.call('/api/customer/getUserDetail', { json: {}, token });
      expect(res.body).toEqual({ status: 401, message: 'Unauthorized: please log in again', data: null });
    }
  });
});

describe('POST /api/admin/editDealerProfile', () => {
  it('changes name, e-mail and address from the full payload and ignores the other fields', async () => {
    const { user, token } = await createUser(t.server.deps);
    const res = await t.call<UserDetail>(editPath, {
      json: sitePayload(user.id, { busName: 'Ignored SARL', lastName: 'Ignored', countryCode: '+33', cityId: 4 }),
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile Updated Successfully');
    expect(res.body.data).toMatchObject({ DisplayName: 'New Name', EmailId: 'new@example.com', Address: 'Porto-Novo' });
    const [row] = await t.server.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      displayName: 'New Name',
      email: 'new@example.com',
      address: 'Porto-Novo',
      countryCode: '+229',
      mobileNo: user.mobileNo,
      role: ROLE.customer,
      isActive: true,
      profilePhoto: null,
    });
  });

  it('clears e-mail and address sent empty, and keeps what is not sent', async () => {
    const { user, token } = await createUser(t.server.deps, { address: 'Old' });
    const res = await t.call<UserDetail>(editPath, { json: { userId: user.id, emailId: '', address: null }, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ DisplayName: user.displayName, EmailId: null, Address: null });
  });

  it("an importer's edit reaches the public profile buyers see (getDealerInfo)", async () => {
    const { user, token, importer } = await createImporter(t.server.deps);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.call<UploadPhotoData>('/api/admin/uploadphoto/2', {
      method: 'POST',
      body: uploadBody(photo),
      token,
    });
    const filename = uploaded.body.data.filename;
    const edit = sitePayload(user.id, { displayName: 'Awa Koné Traoré', profilePhoto: filename, address: 'Akpakpa' });
    expect((await t.call(editPath, { json: edit, token })).status).toBe(200);
    const info = await t.call<{ detail: Array<Record<string, unknown>> }>(
      `/api/customer/getDealerInfo/0?dealerId=${importer.id}`,
    );
    expect(info.body.data.detail[0]).toMatchObject({
      FirstName: 'Awa',
      LastName: 'Koné Traoré',
      EmailId: 'new@example.com',
      Address: 'Akpakpa',
      ProfilePhoto: filename,
      BussinessName: importer.businessName,
    });
    // What the edit does not send stays as it was.
    expect((await t.call(editPath, { json: { userId: user.id, emailId: 'only@example.com' }, token })).status).toBe(
      200,
    );
    const again = await t.call<{ detail: Array<Record<string, unknown>> }>(
      `/api/customer/getDealerInfo/0?dealerId=${importer.id}`,
    );
    expect(again.body.data.detail[0]).toMatchObject({
      FirstName: 'Awa',
      EmailId: 'only@example.com',
      Address: 'Akpakpa',
    });
  });

  it("refuses to edit (or deactivate) another user's profile unless an admin calls", async () => {
    const victim = await createUser(t.server.deps);
    const attacker = await createUser(t.server.deps);
    const res = await t.call(editPath, { json: sitePayload(victim.user.id, { isActive: 0 }), token: attacker.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only edit your own profile.');
    const [row] = await t.server.deps.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row).toMatchObject({ isActive: true, displayName: victim.user.displayName });

    const admin = await createUser(t.server.deps, { role: ROLE.admin });
    const byAdmin = await t.call(editPath, { json: sitePayload(victim.user.id, { isActive: 0 }), token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token: victim.token })).status).toBe(401);
    const missing = await t.call(editPath, { json: sitePayload(999_999), token: admin.token });
    expect(missing.status).toBe(404);
  });

  it('lets a user close their own account with isActive 0; the token stops working', async () => {
    const { user, token } = await createUser(t.server.deps);
    expect((await t.call(editPath, { json: sitePayload(user.id, { isActive: '0' }), token })).status).toBe(200);
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token })).status).toBe(401);
  });

  it('answers 401 without a token and 400 naming the field', async () => {
    const { user, token } = await createUser(t.server.deps);
    expect((await t.call(editPath, { json: sitePayload(user.id) })).status).toBe(401);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ displayName: '' }, /^displayName: Name is required Property$/],
      [{ emailId: 'nope' }, /^emailId: /],
      [{ isActive: 5 }, /^isActive: must be 0 or 1$/],
      [{ userId: 'abc' }, /^userId: /],
      [{ userId: '99999999999999999999' }, /^userId: /],
      [{ countryId: 1e20 }, /^countryId: /],
      [{ displayName: 'Ama\u0000' }, /^displayName: must not contain control characters$/],
      [{ address: 'Lot 5\u0000' }, /^address: must not contain control characters$/],
      [{ profilePhoto: '../../etc/passwd' }, /^profilePhoto: must be a file name from uploadphoto$/],
      [{ profilePhoto: `${'a'.repeat(32)}.webp` }, /^profilePhoto: no such photo/],
    ];
    for (const [extra, message] of cases) {
      const res = await t.call(editPath, { json: sitePayload(user.id, extra), token });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

function uploadBody(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A PNG whose header declares width x height, with a tiny (truncated) image body. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/admin/uploadphoto/2', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const built = await createUser(t.server.deps);
    token = built.token;
    userId = built.user.id;
  });
  const upload = (body: FormData, auth: string | undefined = token) =>
    t.call<UploadPhotoData>('/api/admin/uploadphoto/2', { method: 'POST', body, token: auth });

  it('re-encodes a photo to WebP of at most 1024 px without metadata, with a 256 px thumbnail', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 6.36N 2.43E' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(uploadBody(jpeg, 'IMG_0001.JPG'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Photo Uploaded Successfully');
    const { filename, displaypath } = res.body.data;
    expect(filename).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(displaypath).toBe(`/media/other/thumb/${filename}`);

    const dir = join(mediaDirOf(t.env), 'other');
    const main = await sharp(await readFile(join(dir, filename))).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 1024, height: 683 });
    expect(main.exif).toBeUndefined();
    expect(main.icc).toBeUndefined();
    const thumb = await sharp(await readFile(join(dir, 'thumb', filename))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 256, height: 171 });

    // The file name then goes to the profile.
    const edit = await t.call<UserDetail>(editPath, { json: { userId, profilePhoto: filename }, token });
    expect(edit.body.data.ProfilePhoto).toBe(filename);
    const kept = await t.call<UserDetail>(editPath, { json: sitePayload(userId, { profilePhoto: null }), token });
    expect(kept.body.data.ProfilePhoto).toBe(filename);
  });

  it.each([
    ['png', (s: Sharp) => s.png()],
    ['webp', (s: Sharp) => s.webp()],
    ['gif', (s: Sharp) => s.gif()],
    ['avif', (s: Sharp) => s.avif()],
  ])('accepts %s, recognised by its bytes whatever its name and type', async (_kind, encode) => {
    const bytes = await encode(
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#3c3' } }),
    ).toBuffer();
    const res = await upload(uploadBody(bytes, 'notes.txt', 'text/plain', 'photo'));
    expect(res.status).toBe(200);
    const main = await sharp(await readFile(join(mediaDirOf(t.env), 'other', res.body.data.filename))).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('answers 415 for bytes that are not an image, whatever the name and declared type', async () => {
    const res = await upload(uploadBody(new TextEncoder().encode('<?php system($_GET["c"]); ?> hello'), 'a.jpg'));
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^Unsupported file type/);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(uploadBody(svg, 'a.svg', 'image/svg+xml'))).status).toBe(415);
  });

  it('answers 415 for HEIC (recognised, not decodable here) and 400 for a damaged image', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(200),
    ]);
    const heicRes = await upload(uploadBody(heic, 'IMG.HEIC', 'image/heic'));
    expect(heicRes.status).toBe(415);
    expect(heicRes.body.message).toMatch(/HEIC/);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const brokenRes = await upload(uploadBody(broken));
    expect(brokenRes.status).toBe(400);
    expect(brokenRes.body.message).toMatch(/could not be read/);
  });

  it('answers 413 above 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(uploadBody(big));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The photo is too large: at most 5 MB.');
    const huge = Buffer.alloc(8 * 1024 * 1024, 1);
    expect((await upload(uploadBody(huge))).status).toBe(413);
  });

  it('refuses a decompression bomb (a PNG declaring 50000 x 50000) before decoding it', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2000);
    const res = await upload(uploadBody(bomb, 'bomb.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too many pixels/);
  });

  it('answers 400 for no file or two files, and 401 without a token', async () => {
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await upload(empty)).status).toBe(400);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const two = uploadBody(png, 'a.png', 'image/png');
    two.append('file2', new Blob([png], { type: 'image/png' }), 'b.png');
    const twoRes = await upload(two);
    expect(twoRes.status).toBe(400);
    expect(twoRes.body.message).toBe('file: send exactly one photo');
    expect((await upload(uploadBody(png), 'null')).status).toBe(401);
    const json = await t.call('/api/admin/uploadphoto/2', { json: { file: 'x' }, token });
    expect(json.status).toBe(400);
    expect(existsSync(join(mediaDirOf(t.env), 'other', 'thumb'))).toBe(true);
  });
});
