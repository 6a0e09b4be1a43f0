import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerInfoData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { adTexts, CAR_STATUS, EQUIPMENT_KIND } from '../../../src/server/db/schema.ts';
import {
  createAd,
  createBodyStyle,
  createBodyType,
  createBrand,
  createCar,
  createCity,
  createContact,
  createCountry,
  createEquipment,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
} from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let w: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const togo = await createCountry(db, { name: 'Togo', iso2: 'TG', dialCode: '+228' });
  const benin = await createCountry(db, { name: 'Bénin', iso2: 'BJ', dialCode: '+229' });
  const cotonou = await createCity(db, { name: 'Cotonou', countryId: benin.id });
  const lome = await createCity(db, { name: 'Lomé', countryId: togo.id });
  const diesel = await createFuelType(db, { name: 'Diesel' });
  const petrol = await createFuelType(db, { name: 'Petrol' });
  const manual = await createTransmission(db, { name: 'Manual' });
  const automatic = await createTransmission(db, { name: 'Automatic' });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const honda = await createBrand(db, { name: 'Honda' });
  const yaris = await createModel(db, { name: 'Yaris', brandId: toyota.id });
  const corolla = await createModel(db, { name: 'Corolla', brandId: toyota.id });
  await createModel(db, { name: 'Civic', brandId: honda.id });
  const suv = await createBodyType(db, { name: 'SUV' });
  const sedan = await createBodyType(db, { name: 'Berline' });
  const hatch = await createBodyStyle(db, { name: 'Hatchback' });
  const abs = await createEquipment(db, { kind: EQUIPMENT_KIND.standard, name: 'ABS' });
  const airbags = await createEquipment(db, { kind: EQUIPMENT_KIND.standard, name: 'Airbags' });
  const sunroof = await createEquipment(db, { kind: EQUIPMENT_KIND.optional, name: 'Toit ouvrant' });
  const video = await createAd(db, { type: 'V', fileName: 'promo.mp4', sortOrder: 2 });
  const image = await createAd(db, { type: 'I', fileName: 'banner.webp', sortOrder: 1 });
  await db.insert(adTexts).values([
    {
      adId: image.id,
      lang: 'en',
      title: 'Room for the family',
      text: '7 seats',
      linkText: 'See the SUVs',
      link: 'car_list?body=3',
    },
    {
      adId: image.id,
      lang: 'fr',
      title: 'De la place pour la famille',
      text: '7 places',
      linkText: 'Voir les SUV',
      link: 'car_list?body=3',
    },
  ]);
  await createAd(db, { type: 'I', fileName: 'old.webp', active: false });
  const dealer = await createImporter(ctx, {
    businessName: 'Auto Import Bénin SARL',
    firstName: 'Koffi',
    lastName: 'Mensah',
    countryCode: '+229',
    phoneNumber: '97123456',
    whatsAppNumber: '229-97123456',
    address: 'Rue 12, Cotonou',
    email: 'koffi@example.test',
    latitude: 6.37,
    longitude: 2.39,
    cityId: cotonou.id,
    countryId: benin.id,
    profilePhoto: 'koffi.webp',
  });
  const car = await createCar(ctx, { importerId: dealer.importer.id, brandId: toyota.id, modelId: yaris.id });
  const sold = await createCar(ctx, {
    importerId: dealer.importer.id,
    brandId: toyota.id,
    modelId: yaris.id,
    status: CAR_STATUS.sold,
  });
  return {
    togo,
    benin,
    cotonou,
    lome,
    diesel,
    petrol,
    manual,
    automatic,
    toyota,
    honda,
    yaris,
    corolla,
    suv,
    sedan,
    hatch,
    abs,
    airbags,
    sunroof,
    video,
    image,
    dealer,
    car,
    sold,
  };
}

beforeAll(async () => {
  t = await startTestServer();
  w = await buildWorld();
});
afterAll(() => t?.close());

async function masters(a: number | string, b: number | string) {
  return t.call<{ userDetail: unknown[] }>(`/api/open/getMasters/${a}/${b}`);
}

describe('getMasters', () => {
  it('0/-1 answers the active ads in order, Type I or V, URL the file name, and their words per language', async () => {
    const res = await masters(0, -1);
    expect(res.status).toBe(200);
    const words = (Title: string, Text: string, LinkText: string) => ({
      Title,
      Text,
      LinkText,
      Link: 'car_list?body=3',
    });
    expect(res.body.data.userDetail).toEqual([
      {
        Id: w.image.id,
        Type: 'I',
        URL: 'banner.webp',
        Copy: {
          en: words('Room for the family', '7 seats', 'See the SUVs'),
          fr: words('De la place pour la famille', '7 places', 'Voir les SUV'),
        },
      },
      { Id: w.video.id, Type: 'V', URL: 'promo.mp4', Copy: {} },
    ]);
  });

  it('0/40 answers the countries by name', async () => {
    expect((await masters(0, 40)).body.data.userDetail).toEqual([
      { Id: w.benin.id, CountryName: 'Bénin' },
      { Id: w.togo.id, CountryName: 'Togo' },
    ]);
  });

  it('0/10 brands, 0/50 body styles, 0/120 body types', async () => {
    expect((await masters(0, 10)).body.data.userDetail).toEqual([
      { Id: w.honda.id, MakerName: 'Honda' },
      { Id: w.toyota.id, MakerName: 'Toyota' },
    ]);
    expect((await masters(0, 50)).body.data.userDetail).toEqual([{ Id: w.hatch.id, BodyStyleName: 'Hatchback' }]);
    expect((await masters(0, 120)).body.data.userDetail).toEqual([
      { Id: w.sedan.id, BodyTypeName: 'Berline' },
      { Id: w.suv.id, BodyTypeName: 'SUV' },
    ]);
  });

  it('{brandId}/20 answers that brand’s models; 404 for an unknown brand', async () => {
    expect((await masters(w.toyota.id, 20)).body.data.userDetail).toEqual([
      { Id: w.corolla.id, ModelName: 'Corolla' },
      { Id: w.yaris.id, ModelName: 'Yaris' },
    ]);
    const unknown = await masters(999_999, 20);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Brand not found', data: null });
  });

  it('10/70 standard and 20/70 optional equipment', async () => {
    expect((await masters(10, 70)).body.data.userDetail).toEqual([
      { Id: w.abs.id, EquipmentName: 'ABS' },
      { Id: w.airbags.id, EquipmentName: 'Airbags' },
    ]);
    expect((await masters(20, 70)).body.data.userDetail).toEqual([{ Id: w.sunroof.id, EquipmentName: 'Toit ouvrant' }]);
  });

  it('issue 22: 0/200 fuel types, 0/210 gearboxes, 0/220 cities with their country, by name', async () => {
    expect((await masters(0, 200)).body.data.userDetail).toEqual([
      { Id: w.diesel.id, FuelTypeName: 'Diesel' },
      { Id: w.petrol.id, FuelTypeName: 'Petrol' },
    ]);
    expect((await masters(0, 210)).body.data.userDetail).toEqual([
      { Id: w.automatic.id, TransmissionName: 'Automatic' },
      { Id: w.manual.id, TransmissionName: 'Manual' },
    ]);
    expect((await masters(0, 220)).body.data.userDetail).toEqual([
      { Id: w.cotonou.id, CityName: 'Cotonou', CountryId: w.benin.id },
      { Id: w.lome.id, CityName: 'Lomé', CountryId: w.togo.id },
    ]);
  });

  it('0/160 answers the contact strings (empty before an editor sets them)', async () => {
    expect((await masters(0, 160)).body.data.userDetail).toEqual([]);
    await createContact(t.server.deps.db, { phone: '+229 1', email: 'a@b.test', address: 'Cotonou', latitude: 6.3 });
    expect((await masters(0, 160)).body.data.userDetail).toEqual([
      { String2: '+229 1', String3: 'a@b.test', String4: 'Cotonou', Latitude: 6.3, Longitude: null },
    ]);
  });

  it.each([
    [0, 0],
    [1, 10],
    [0, 20],
    [-1, 20],
    [5, 70],
    [0, 2147483647],
  ])('answers 404 for the unknown pair %s/%s', async (a, b) => {
    const res = await masters(a, b);
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });

  it.each([
    ['x', '10', 'a: must be an integer'],
    ['0', '1.5', 'b: must be an integer'],
    ['0', '99999999999', 'b: must be an integer'],
    ['0', '9999999999', 'b: is out of range'],
    ['%20', '10', 'a: must be an integer'],
  ])('answers 400 for %s/%s', async (a, b, message) => {
    const res = await masters(a, b);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('getDealerInfo/{vehicleId}', () => {
  const expected = () => ({
    ProfilePhoto: 'koffi.webp',
    BussinessName: 'Auto Import Bénin SARL',
    FirstName: 'Koffi',
    LastName: 'Mensah',
    DealerCountryCode: '+229',
    PhoneNumber: '97123456',
    Address: 'Rue 12, Cotonou',
    EmailId: 'koffi@example.test',
    WhatsAppNumber: '229-97123456',
    Latitude: 6.37,
    Longitude: 2.39,
    DealerId: w.dealer.importer.id,
    CityName: 'Cotonou',
    CountryName: 'Bénin',
    IsVerified: false,
    VerifiedOn: null,
  });

  it('answers the importer selling the vehicle, without a token', async () => {
    const res = await t.call<DealerInfoData>(`/api/customer/getDealerInfo/${w.car.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ detail: [expected()] });
  });

  it('accepts ?dealerId= as an extension when the vehicle is unknown', async () => {
    const res = await t.call<DealerInfoData>(`/api/customer/getDealerInfo/0?dealerId=${w.dealer.importer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.detail).toEqual([expected()]);
    const unknown = await t.call('/api/customer/getDealerInfo/0?dealerId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Importer not found');
  });

  it('answers 404 for an unknown or unpublished vehicle, 400 for a bad id', async () => {
    for (const id of [999_999, w.sold.id, 0]) {
      const res = await t.call(`/api/customer/getDealerInfo/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Car not found', data: null });
    }
    for (const path of ['abc', '-1', '1.5', '1?dealerId=abc', '1?dealerId=0']) {
      expect((await t.call(`/api/customer/getDealerInfo/${path}`)).status).toBe(400);
    }
  });
});
