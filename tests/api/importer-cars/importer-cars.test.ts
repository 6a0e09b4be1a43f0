/**
 * Issue 23: an importer's own cars over HTTP: who may call, whose car, lists/counts/search at once,
 * price history and the price drop token holders see, photo upload limits.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDetailData, CarListData, CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import type {
  AddCarInput,
  MyCarsData,
  OwnCarData,
  UploadCarPhotoData,
} from '../../../src/server/routes/importer-cars/importer-cars.schemas.ts';
import type { MyWishListData } from '../../../src/server/routes/wishlist/wishlist.schemas.ts';
import { carPriceChanges, EQUIPMENT_KIND, ROLE } from '../../../src/server/db/schema.ts';
import { mediaDirOf } from '../../../src/server/server.ts';
import {
  createBodyType,
  createBrand,
  createCity,
  createEquipment,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
} from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let form: AddCarInput;
let alice: { token: string };
let bob: { token: string };
let buyer: { token: string };
let brandId: number;

beforeAll(async () => {
  t = await startTestServer({ RATE_LIMITS: 'carPhotoUser=1000/3600' });
  const deps = t.server.deps;
  const brand = await createBrand(deps.db, { name: 'Zanzibar Motors' });
  brandId = brand.id;
  const model = await createModel(deps.db, { brandId, name: 'Quokka' });
  const body = await createBodyType(deps.db, { name: 'Roadster' });
  const fuel = await createFuelType(deps.db);
  const gearbox = await createTransmission(deps.db);
  const city = await createCity(deps.db, { name: 'Ouidah' });
  const std = await createEquipment(deps.db, { kind: EQUIPMENT_KIND.standard });
  const opt = await createEquipment(deps.db, { kind: EQUIPMENT_KIND.optional });
  alice = await createImporter(deps);
  bob = await createImporter(deps);
  buyer = await createUser(deps);
  form = {
    MakerId: brand.id,
    ModelId: model.id,
    BodyTypeId: body.id,
    FuelTypeId: fuel.id,
    TransmissionId: gearbox.id,
    CityId: city.id,
    VinNum: 'zq1234567',
    VehManufYear: 2016,
    VehKmsDriven: 84000,
    Price: 6_500_000,
    Condition: 0,
    Color: 'White',
    Standard_equipment: [std.id],
    Optional_equipment: [opt.id],
  };
});
afterAll(() => t?.close());

const call = <T>(path: string, json: unknown, token?: string) => t.call<T>(`/api/importer/${path}`, { json, token });
let vins = 0;
/** A VIN of its own for each car added (an importer may not list one VIN twice). */
const nextVin = () => `ZQAUTO${String((vins += 1)).padStart(5, '0')}`;
const add = (token: string, extra: Partial<AddCarInput> = {}) =>
  call<OwnCarData>('addCar', { ...form, VinNum: nextVin(), ...extra }, token);
const brandList = () =>
  t.call<CarListData>('/api/customer/V2/getAllCar', { json: { take: 50, filterString: `150?${brandId}` } });
const search = () => t.call<CarSearchData>('/api/customer/carSearchText', { json: { searchString: 'quokka ouidah' } });

async function jpeg(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
}
function upload(token: string, bytes: Uint8Array, name = 'car.jpg') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return t.call<UploadCarPhotoData>('/api/importer/uploadCarPhoto', { method: 'POST', body, token });
}

describe('who may call', () => {
  it('refuses every call without a token (401) and from a non-importer (403)', async () => {
    const calls: Array<[string, unknown]> = [
      ['getMyCars', {}],
      ['getMyCar', { carId: 1 }],
      ['addCar', form],
      ['editCar', { ...form, carId: 1 }],
      ['setCarPrice', { carId: 1, Price: 5_000_000 }],
      ['setCarStatus', { carId: 1, Status: 'sold' }],
    ];
    for (const [path, json] of calls) {
      expect((await call(path, json)).status, path).toBe(401);
      const res = await call(path, json, buyer.token);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('x-message-key'), path).toBe('forbidden');
    }
    expect((await upload(buyer.token, await jpeg())).status).toBe(403);
  });

  it('refuses an importer every call on another importer’s car (403), and a missing car (404)', async () => {
    const own = await add(alice.token);
    expect(own.status).toBe(200);
    const carId = own.body.data.Id;
    const calls: Array<[string, unknown]> = [
      ['getMyCar', { carId }],
      ['editCar', { ...form, carId, Price: 1_000_000 }],
      ['setCarPrice', { carId, Price: 1_000_000 }],
      ['setCarStatus', { carId, Status: 'sold' }],
    ];
    for (const [path, json] of calls) {
      const res = await call(path, json, bob.token);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('x-message-key'), path).toBe('notYourCar');
      expect((await call(path, { ...(json as object), carId: 2_000_000_000 }, bob.token)).status, path).toBe(404);
    }
    const mine = await call<OwnCarData>('getMyCar', { carId }, alice.token);
    expect(mine.body.data).toMatchObject({ Price: 6_500_000, Status: 'published' });
    const bobs = await call<MyCarsData>('getMyCars', {}, bob.token);
    expect(bobs.body.data.carList.map((c) => c.Id)).not.toContain(carId);
  });
});

describe('lists, counts and search follow at once', () => {
  it('lists and counts a published car, and drops it when sold or unpublished, and back when republished', async () => {
    const before = (await brandList()).body.data.rowCount;
    const searchedBefore = (await search()).body.data.rowCount;
    const added = await add(alice.token, { VinNum: 'ZQLIST001' });
    const carId = added.body.data.Id;
    let list = (await brandList()).body.data;
    expect(list.rowCount).toBe(before + 1);
    expect(list.carList.map((c) => c.Id)).toContain(carId);
    expect((await search()).body.data.rowCount).toBe(searchedBefore + 1);

    for (const Status of ['sold', 'unpublished'] as const) {
      const res = await call<OwnCarData>('setCarStatus', { carId, Status }, alice.token);
      expect(res.body.data.Status).toBe(Status);
      list = (await brandList()).body.data;
      expect(list.rowCount).toBe(before);
      expect(list.carList.map((c) => c.Id)).not.toContain(carId);
      expect((await search()).body.data.rowCount).toBe(searchedBefore);
      expect(
        (await t.call('/api/customer/V2/getAllCar', { json: { VehicalId: carId }, token: buyer.token })).status,
      ).toBe(404);
      await call('setCarStatus', { carId, Status: 'published' }, alice.token);
      expect((await brandList()).body.data.rowCount).toBe(before + 1);
    }
    const mine = (await call<MyCarsData>('getMyCars', {}, alice.token)).body.data.carList.find((c) => c.Id === carId);
    expect(mine?.Status).toBe('published');
  });

  it('keeps an unpublished new car out of lists but in My cars', async () => {
    const before = (await brandList()).body.data.rowCount;
    const added = await add(alice.token, { VinNum: 'ZQDRAFT01', Publish: false });
    expect(added.body.data.Status).toBe('unpublished');
    expect((await brandList()).body.data.rowCount).toBe(before);
    const mine = await call<MyCarsData>('getMyCars', {}, alice.token);
    expect(mine.body.data.carList.find((c) => c.Id === added.body.data.Id)?.Status).toBe('unpublished');
  });

  it('lists a draft published later, and a republished car, first in Latest, with that listing date', async () => {
    const latest = async () =>
      (await t.call<CarListData>('/api/customer/V2/getAllCar', { json: { take: 2, sortString: '25' } })).body.data
        .carList;
    const draft = (await add(alice.token, { VinNum: 'ZQLATE001', Publish: false })).body.data.Id;
    const other = (await add(alice.token, { VinNum: 'ZQLATE002' })).body.data.Id;
    expect((await latest())[0]?.Id).toBe(other);

    const before = Date.now();
    await call('setCarStatus', { carId: draft, Status: 'published' }, alice.token);
    const [first, second] = await latest();
    expect([first?.Id, second?.Id]).toEqual([draft, other]);
    expect(Date.parse(first!.ListedAt)).toBeGreaterThanOrEqual(before - 1000);

    await call('setCarStatus', { carId: other, Status: 'unpublished' }, alice.token);
    await call('setCarStatus', { carId: other, Status: 'published' }, alice.token);
    expect((await latest()).map((c) => c.Id)).toEqual([other, draft]);
  });

  it('refuses an id that is not in the master lists, naming the field', async () => {
    const res = await add(alice.token, { ModelId: 2_000_000_000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ModelId: please choose a value from the list');
    const bad = await add(alice.token, { VinNum: 'no!', Price: 5 });
    expect(bad.status).toBe(400);
  });
});

describe('price history', () => {
  it('records every change and shows token holders the last drop on the detail and the wish list', async () => {
    const carId = (await add(alice.token, { VinNum: 'ZQPRICE01' })).body.data.Id;
    await call('setCarPrice', { carId, Price: 6_250_000 }, alice.token);
    const edited = await call<OwnCarData>(
      'editCar',
      { ...form, VinNum: 'ZQPRICE01', carId, Price: 6_000_000 },
      alice.token,
    );
    expect(edited.body.data.Price).toBe(6_000_000);
    const rows = await t.server.deps.db.select().from(carPriceChanges).where(eq(carPriceChanges.carId, carId));
    expect(rows.map((r) => [r.oldPrice, r.newPrice])).toEqual([
      [6_500_000, 6_250_000],
      [6_250_000, 6_000_000],
    ]);

    const detail = await t.call<CarDetailData>('/api/customer/V2/getAllCar', {
      json: { VehicalId: carId },
      token: buyer.token,
    });
    expect(detail.body.data.carDetails[0]?.PriceDrop).toMatchObject({ amount: 250_000 });
    const anonymous = await t.call<CarDetailData>('/api/customer/V2/getAllCar', { json: { VehicalId: carId } });
    expect(anonymous.body.data.carDetails[0]).not.toHaveProperty('PriceDrop');
    expect(anonymous.body.data.carDetails[0]).not.toHaveProperty('Price');

    expect((await t.call(`/api/customer/saveCarWishlist/${carId}/1`, { token: buyer.token })).status).toBe(200);
    const wish = await t.call<MyWishListData>('/api/customer/getMyWishList', { json: {}, token: buyer.token });
    expect(wish.body.data.userDetail.find((w) => w.VehId === carId)?.PriceDrop).toMatchObject({ amount: 250_000 });

    // A rise ends the drop.
    await call('setCarPrice', { carId, Price: 7_000_000 }, alice.token);
    const after = await t.call<CarDetailData>('/api/customer/V2/getAllCar', {
      json: { VehicalId: carId },
      token: buyer.token,
    });
    expect(after.body.data.carDetails[0]?.PriceDrop).toBeNull();
  });
});

describe('photos', () => {
  it('stores a full, a 720 px medium and a thumbnail, and puts the first photo on the card', async () => {
    const res = await upload(alice.token, await jpeg(2000, 1200));
    expect(res.status).toBe(200);
    const name = res.body.data.filename;
    const dir = mediaDirOf(t.env);
    for (const sub of ['photo', 'photo/medium', 'photo/thumb'])
      expect(existsSync(join(dir, sub, name)), sub).toBe(true);
    expect((await sharp(join(dir, 'photo/medium', name)).metadata()).width).toBe(720);
    const carId = (await add(alice.token, { VinNum: 'ZQPHOTO01', Photos: [name] })).body.data.Id;
    const item = (await brandList()).body.data.carList.find((c) => c.Id === carId);
    expect(item?.Main_Image_Url).toBe(name);
  });

  it('takes a phone camera photo of a few MB, and refuses one above 5 MB with the message', async () => {
    // Noise does not compress: a JPEG of this size weighs what a phone's photo does (the body cap once
    // let only 16 KB through to this call).
    const camera = await sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(camera.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(alice.token, camera);
    expect(res.status).toBe(200);
    expect(res.body.data.filename).toMatch(/^[a-f0-9]{32}\.webp$/);

    const huge = Buffer.concat([camera, randomBytes(5 * 1024 * 1024)]);
    const tooBig = await upload(alice.token, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers.get('x-message-key')).toBe('photoTooBig');
  });

  it('refuses a 21st photo and a file that is not a picture, with the message', async () => {
    const names: string[] = [];
    const bytes = await jpeg(64, 48);
    for (let i = 0; i < 21; i++) names.push((await upload(alice.token, bytes)).body.data.filename);
    const tooMany = await add(alice.token, { VinNum: 'ZQPHOTO21', Photos: names });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Photos: must hold at most 20 photos');
    expect((await add(alice.token, { VinNum: 'ZQPHOTO20', Photos: names.slice(0, 20) })).status).toBe(200);

    const text = await upload(alice.token, new TextEncoder().encode('not a picture at all, just text'), 'car.jpg');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo.');
    const unknown = await add(alice.token, { VinNum: 'ZQPHOTOXX', Photos: [`${'a'.repeat(32)}.webp`] });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('x-message-key')).toBe('carPhotoMissing');
  });
});

describe('one VIN, one listing', () => {
  it('refuses a VIN the importer already has on a car that is not sold (409, naming it), on add, edit and republish', async () => {
    const first = (await add(alice.token, { VinNum: 'ZQTWIN001' })).body.data.Id;
    const again = await add(alice.token, { VinNum: ' zqtwin001 ' });
    expect(again.status).toBe(409);
    expect(again.headers.get('x-message-key')).toBe(`vinDuplicate?id=${first}`);
    // Another importer may list the same VIN (it is theirs to explain), and a draft counts too.
    expect((await add(bob.token, { VinNum: 'ZQTWIN001' })).status).toBe(200);
    const draft = (await add(alice.token, { VinNum: 'ZQTWIN002', Publish: false })).body.data.Id;
    expect((await add(alice.token, { VinNum: 'ZQTWIN002' })).status).toBe(409);
    // Editing a car to another's VIN is refused; keeping its own VIN is not.
    const edit = await call('editCar', { ...form, carId: draft, VinNum: 'ZQTWIN001' }, alice.token);
    expect(edit.status).toBe(409);
    expect((await call('editCar', { ...form, carId: draft, VinNum: 'ZQTWIN002' }, alice.token)).status).toBe(200);
    // Once sold, the VIN may be listed again; the sold car cannot come back beside it.
    expect((await call('setCarStatus', { carId: first, Status: 'sold' }, alice.token)).status).toBe(200);
    const relisted = await add(alice.token, { VinNum: 'ZQTWIN001' });
    expect(relisted.status).toBe(200);
    const back = await call('setCarStatus', { carId: first, Status: 'published' }, alice.token);
    expect(back.status).toBe(409);
    expect(back.headers.get('x-message-key')).toBe(`vinDuplicate?id=${relisted.body.data.Id}`);
    expect(back.body.message).toBe(
      `VinNum: you already have a car with this VIN on sale or unpublished (#${relisted.body.data.Id}); edit that one instead`,
    );
  });
});

describe('roles', () => {
  it('an admin is not an importer here', async () => {
    const admin = await createUser(t.server.deps, { role: ROLE.admin });
    expect((await call('getMyCars', {}, admin.token)).status).toBe(403);
  });
});
