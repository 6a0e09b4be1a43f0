import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarDetailData,
  CarListData,
  CarListItem,
  RecommendedData,
} from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS, CONDITION, likes } from '../../../src/server/db/schema.ts';
import {
  createBodyStyle,
  createBodyType,
  createBrand,
  createCar,
  createCity,
  createCountry,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
  type CarRow,
} from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

let t: TestServer;
let w: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const benin = await createCountry(db, { name: 'Bénin', iso2: 'BJ', dialCode: '+229' });
  const civ = await createCountry(db, { name: "Côte d'Ivoire", iso2: 'CI', dialCode: '+225' });
  const cotonou = await createCity(db, { name: 'Cotonou', countryId: benin.id });
  const abidjan = await createCity(db, { name: 'Abidjan', countryId: civ.id });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const honda = await createBrand(db, { name: 'Honda' });
  const corolla = await createModel(db, { name: 'Corolla', brandId: toyota.id });
  const rav4 = await createModel(db, { name: 'RAV4', brandId: toyota.id });
  const civic = await createModel(db, { name: 'Civic', brandId: honda.id });
  const sedan = await createBodyType(db, { name: 'Berline' });
  const suv = await createBodyType(db, { name: 'SUV' });
  const compact = await createBodyStyle(db, { name: 'Compacte' });
  const petrol = await createFuelType(db, { name: 'Essence' });
  const auto = await createTransmission(db, { name: 'Automatique' });
  const dealerA = await createImporter(ctx, { cityId: cotonou.id, countryId: benin.id });
  const dealerB = await createImporter(ctx, { cityId: abidjan.id, countryId: civ.id });
  const inBenin = { importerId: dealerA.importer.id, cityId: cotonou.id, countryId: benin.id };
  const inCiv = { importerId: dealerB.importer.id, cityId: abidjan.id, countryId: civ.id };
  const c1 = await createCar(ctx, {
    ...inBenin,
    brandId: toyota.id,
    modelId: corolla.id,
    bodyTypeId: sedan.id,
    bodyStyleId: compact.id,
    fuelTypeId: petrol.id,
    transmissionId: auto.id,
    vin: 'JTDBR32E520012345',
    manufYear: 2012,
    engineHorsePower: '132@6000',
    kmsDriven: 120_000,
    numberOfSeats: 5,
    seatingCapacity: 5,
    vehicleClass: 'Compact',
    vehicleType: 'Car',
    color: 'Blanc',
    price: 4_000_000,
    condition: CONDITION.used,
    standardEquipment: [1, 4, 9],
    optionalEquipment: [20],
    likeCount: 1,
    createdAt: day(0),
    media: [
      { fileName: 'c1-b.webp', sortOrder: 0 },
      { fileName: 'c1.mp4', type: 'V', sortOrder: 1 },
      { fileName: 'c1-main.webp', sortOrder: 2, isMain: true },
    ],
  });
  const c2 = await createCar(ctx, {
    ...inCiv,
    brandId: toyota.id,
    modelId: rav4.id,
    bodyTypeId: suv.id,
    manufYear: 2020,
    price: 12_000_000,
    condition: CONDITION.new,
    likeCount: 5,
    viewCount: 1,
    createdAt: day(4),
  });
  const c3 = await createCar(ctx, {
    ...inBenin,
    brandId: honda.id,
    modelId: civic.id,
    bodyTypeId: sedan.id,
    manufYear: 2016,
    price: 7_500_000,
    condition: CONDITION.used,
    likeCount: 5,
    viewCount: 10,
    createdAt: day(2),
    media: [{ fileName: 'c3-a.webp', sortOrder: 0 }],
  });
  const c4 = await createCar(ctx, {
    ...inCiv,
    brandId: honda.id,
    modelId: civic.id,
    bodyTypeId: sedan.id,
    manufYear: 2021,
    price: 7_500_000,
    condition: CONDITION.new,
    createdAt: day(3),
  });
  const draft = await createCar(ctx, { ...inBenin, brandId: toyota.id, modelId: corolla.id, status: CAR_STATUS.draft });
  const sold = await createCar(ctx, { ...inBenin, brandId: toyota.id, modelId: corolla.id, status: CAR_STATUS.sold });
  const customer = await createUser(ctx);
  return {
    benin,
    civ,
    toyota,
    honda,
    corolla,
    rav4,
    civic,
    sedan,
    suv,
    dealerA,
    dealerB,
    c1,
    c2,
    c3,
    c4,
    draft,
    sold,
    customer,
  };
}

beforeAll(async () => {
  t = await startTestServer();
  w = await buildWorld();
});
afterAll(() => t?.close());

async function list(json: Record<string, unknown>, token?: string) {
  const res = await t.call<CarListData>(LIST, { json: { take: 12, skip: 0, VehicalId: 0, ...json }, token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const ids = (items: CarListItem[]) => items.map((item) => item.Id);
const idsOf = (...cars: CarRow[]) => cars.map((car) => car.id);

describe('getAllCar list', () => {
  it('lists only published cars, newest id first, with rowCount', async () => {
    const data = await list({ sortString: '0', filterString: '' });
    expect(data.rowCount).toBe(4);
    expect(ids(data.carList)).toEqual(idsOf(w.c4, w.c3, w.c2, w.c1));
  });

  it('answers the list item fields of SPEC.md §3 (plus Condition, FuelTypeName, DealerId; no price for a visitor)', async () => {
    const data = await list({ filterString: `250?${w.corolla.id}` });
    expect(data.carList).toEqual([
      {
        Id: w.c1.id,
        MakerName: 'Toyota',
        ModelName: 'Corolla',
        BodyTypeName: 'Berline',
        VehManufYear: 2012,
        DealerCityName: 'Cotonou',
        DealerCountryName: 'Bénin',
        Main_Image_Url: 'c1-main.webp',
        IsLiked: false,
        Condition: 0,
        FuelTypeName: 'Essence',
        DealerId: w.dealerA.importer.id,
        IsVerified: false,
        VerifiedOn: null,
        // Issue 22: the listing date (created_at, day(0)) and the pictures, not the video.
        ListedAt: '2026-01-01T00:00:00.000Z',
        PhotoCount: 2,
      },
    ]);
  });

  it('gives the price (whole CFA francs) to a caller with a token, in lists and in the detail', async () => {
    const { token } = await createUser({ db: t.server.deps.db, env: t.env });
    const listed = await t.call<CarListData>(LIST, { json: { filterString: `250?${w.corolla.id}` }, token });
    expect(listed.body.data.carList.map((car) => car.Price)).toEqual([4_000_000]);
    // The detail of another car (c1's view count belongs to the detail test below).
    const all = await t.call<CarListData>(LIST, { json: {}, token });
    const c2Price = all.body.data.carList.find((car) => car.Id === w.c2.id)?.Price;
    expect(c2Price).toEqual(expect.any(Number));
    const detail = await t.call<CarDetailData>(LIST, { json: { VehicalId: w.c2.id }, token });
    expect(detail.body.data.carDetails[0]?.Price).toBe(c2Price);
    const anonymous = await t.call<CarDetailData>(LIST, { json: { VehicalId: w.c2.id } });
    expect(anonymous.body.data.carDetails[0]).not.toHaveProperty('Price');
  });

  it('uses the first image when no picture is flagged main, and null when there is none', async () => {
    const data = await list({ filterString: `250?${w.civic.id}` });
    expect(data.carList.map((c) => c.Main_Image_Url)).toEqual([null, 'c3-a.webp']);
  });

  it('accepts numbers sent as strings and missing optional fields', async () => {
    const res = await t.call<CarListData>(LIST, { json: { take: '2', skip: '1' } });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.carList)).toEqual(idsOf(w.c3, w.c2));
    const nulls = await t.call<CarListData>(LIST, {
      json: { take: null, skip: null, VehicalId: null, sortString: null, filterString: null, DealerId: null },
    });
    expect(nulls.status).toBe(200);
    expect(nulls.body.data.rowCount).toBe(4);
  });
});

describe('getAllCar filters', () => {
  const cases: Array<[string, () => string, () => CarRow[]]> = [
    ['brand 150?', () => `150?${w.toyota.id}`, () => [w.c2, w.c1]],
    ['several brands', () => `150?${w.toyota.id},${w.honda.id}`, () => [w.c4, w.c3, w.c2, w.c1]],
    ['body type 50?', () => `50?${w.suv.id}`, () => [w.c2]],
    ['model 250?', () => `250?${w.civic.id}`, () => [w.c4, w.c3]],
    ['country 500?', () => `500?${w.civ.id}`, () => [w.c4, w.c2]],
    ['condition new 400?1', () => '400?1', () => [w.c4, w.c2]],
    ['condition used 400?0', () => '400?0', () => [w.c3, w.c1]],
    ['condition all 400?2', () => '400?2', () => [w.c4, w.c3, w.c2, w.c1]],
    ['budget 100?0,5000000', () => '100?0,5000000', () => [w.c1]],
    ['budget bounds are inclusive', () => '100?7500000,12000000', () => [w.c4, w.c3, w.c2]],
    ['car list brand + model', () => `150?${w.toyota.id}|${w.toyota.id}?${w.rav4.id}`, () => [w.c2]],
    [
      'car list brand + model + body type',
      () => `150?${w.honda.id}|${w.honda.id}?${w.civic.id}|50?${w.sedan.id}`,
      () => [w.c4, w.c3],
    ],
    ['kinds combine with AND', () => `150?${w.toyota.id}|400?1`, () => [w.c2]],
    ['a model of another brand finds nothing', () => `${w.toyota.id}?${w.civic.id}`, () => []],
    ['an unknown id finds nothing', () => '150?999999', () => []],
  ];
  it.each(cases)('%s', async (_name, filter, expected) => {
    const data = await list({ filterString: filter() });
    expect(ids(data.carList)).toEqual(idsOf(...expected()));
    expect(data.rowCount).toBe(expected().length);
  });

  it.each([
    ['150?abc', /filterString: an id in "150\?abc" "abc" is not a whole number/],
    ['150?1,,2', /filterString: an id in "150\?1,,2" is empty/],
    ['150?-1', /filterString: .*"-1" is not a whole number/],
    ['150?99999999999', /filterString: .*from 0 to 2147483647/],
    ['400?7', /filterString: condition must be/],
    ['100?9,1', /filterString: budget minimum 9 is above the maximum 1/],
    ['hello', /filterString: "hello" must look like code\?values/],
    [Array.from({ length: 17 }, () => '150?1').join('|'), /filterString: has more than 16 segments/],
  ])('refuses the malformed filter %s with 400', async (filterString, message) => {
    const res = await t.call(LIST, { json: { take: 12, skip: 0, filterString } });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.data).toBeNull();
  });
});

describe('getAllCar sorts (ties broken by id)', () => {
  it.each([
    ['0 none: newest id first', '0', () => [w.c4, w.c3, w.c2, w.c1]],
    ['25 latest', '25', () => [w.c2, w.c4, w.c3, w.c1]],
    ['50 most popular: likes, then views, then id', '50', () => [w.c3, w.c2, w.c1, w.c4]],
    ['75 price ascending', '75', () => [w.c1, w.c3, w.c4, w.c2]],
    ['100 price descending', '100', () => [w.c2, w.c4, w.c3, w.c1]],
  ])('%s', async (_name, sortString, expected) => {
    const data = await list({ sortString });
    expect(ids(data.carList)).toEqual(idsOf(...expected()));
  });

  it('accepts the sort code as a number', async () => {
    const data = await list({ sortString: 75 });
    expect(ids(data.carList)).toEqual(idsOf(w.c1, w.c3, w.c4, w.c2));
  });

  it('refuses an unknown sort code with 400', async () => {
    const res = await t.call(LIST, { json: { sortString: '30' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('sortString: must be one of 0, 25, 50, 75, 100');
  });
});

describe('getAllCar paging and limits', () => {
  it('caps take at 100 and refuses a negative skip', async () => {
    const big = await t.call(LIST, { json: { take: 101, skip: 0 } });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('take: must be at most 100');
    expect((await t.call(LIST, { json: { take: 100, skip: 0 } })).status).toBe(200);
    const negative = await t.call(LIST, { json: { take: 10, skip: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('skip: must be at least 0');
  });

  it('refuses non-integers with a message naming the field', async () => {
    for (const [json, message] of [
      [{ take: 'ten' }, 'take: must be an integer'],
      [{ take: 1.5 }, 'take: must be an integer'],
      [{ VehicalId: true }, 'VehicalId: must be an integer'],
      [{ DealerId: [1] }, 'DealerId: must be an integer'],
    ] as const) {
      const res = await t.call(LIST, { json });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('answers only rowCount with take 0', async () => {
    const data = await list({ take: 0 });
    expect(data).toEqual({ rowCount: 4, carList: [] });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call(LIST, { body: '{"take":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request body');
  });
});

describe('getAllCar with DealerId', () => {
  it("lists that importer's published cars, filtered and sorted like the list", async () => {
    const data = await list({ DealerId: w.dealerA.importer.id });
    expect(ids(data.carList)).toEqual(idsOf(w.c3, w.c1));
    expect(data.rowCount).toBe(2);
    const sorted = await list({ DealerId: String(w.dealerA.importer.id), sortString: '100', filterString: '400?0' });
    expect(ids(sorted.carList)).toEqual(idsOf(w.c3, w.c1));
  });

  it('lists nothing for an unknown importer', async () => {
    expect(await list({ DealerId: 999_999 })).toEqual({ rowCount: 0, carList: [] });
  });
});

describe('getAllCar with VehicalId (car detail)', () => {
  it('answers every detail field, the images main first then in order, and rowCount', async () => {
    const res = await t.call<CarDetailData>(LIST, { json: { take: 0, skip: 0, VehicalId: w.c1.id } });
    expect(res.status).toBe(200);
    const { carDetails, images, rowCount } = res.body.data;
    expect(rowCount).toBe(1);
    expect(images).toEqual([
      { URL: 'c1-main.webp', Type: 'I' },
      { URL: 'c1-b.webp', Type: 'I' },
      { URL: 'c1.mp4', Type: 'V' },
    ]);
    expect(carDetails).toHaveLength(1);
    expect(carDetails[0]).toEqual({
      Id: w.c1.id,
      DealerId: w.dealerA.importer.id,
      MakerId: w.toyota.id,
      MakerName: 'Toyota',
      ModelId: w.corolla.id,
      ModelName: 'Corolla',
      VinNum: 'JTDBR32E520012345',
      VehManufYear: 2012,
      BodyTypeId: w.sedan.id,
      BodyTypeName: 'Berline',
      BodyStyleName: 'Compacte',
      Engine_HorsePower: '132@6000',
      VehKmsDriven: 120_000,
      TransmissionName: 'Automatique',
      Number_of_seates: 5,
      SeatingCapacity: 5,
      Vehicle_class: 'Compact',
      Vehicle_type: 'Car',
      Color: 'Blanc',
      FuelTypeName: 'Essence',
      IsLiked: false,
      Standard_equipment: '1,4,9',
      Optional_equipment: '20',
      Condition: 0,
      DealerCityName: 'Cotonou',
      DealerCountryName: 'Bénin',
      Main_Image_Url: 'c1-main.webp',
      LikeCount: 1,
      ViewCount: 1,
      IsVerified: false,
      VerifiedOn: null,
      ListedAt: '2026-01-01T00:00:00.000Z',
      PhotoCount: 2,
    });
  });

  it("counts a visitor's detail views once a day (tests/api/cars/car-views.test.ts has the rest)", async () => {
    const view = async (browser: string) =>
      (
        await t.call<CarDetailData>(LIST, {
          json: { VehicalId: String(w.c4.id) },
          headers: { 'user-agent': browser },
        })
      ).body.data.carDetails[0]?.ViewCount;
    const first = await view('Browser/A');
    expect(await view('Browser/A')).toBe(first);
    expect(await view('Browser/B')).toBe((first ?? 0) + 1);
  });

  it('answers empty equipment lists as empty strings and missing names as null', async () => {
    const res = await t.call<CarDetailData>(LIST, { json: { VehicalId: w.c2.id } });
    expect(res.body.data.carDetails[0]).toMatchObject({
      Standard_equipment: '',
      Optional_equipment: '',
      FuelTypeName: null,
      TransmissionName: null,
      Main_Image_Url: null,
    });
    expect(res.body.data.images).toEqual([]);
  });

  it('answers 404 for an unpublished, sold or unknown car', async () => {
    for (const id of [w.draft.id, w.sold.id, 999_999]) {
      const res = await t.call(LIST, { json: { VehicalId: id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Car not found', data: null });
    }
  });
});

describe('IsLiked', () => {
  beforeAll(async () => {
    await t.server.deps.db.insert(likes).values([
      { userId: w.customer.user.id, carId: w.c1.id },
      { userId: w.customer.user.id, carId: w.c3.id },
    ]);
  });

  it("is true for the caller's liked cars with a token (raw or Bearer)", async () => {
    for (const token of [w.customer.token, `Bearer ${w.customer.token}`]) {
      const data = await list({}, token);
      const liked = Object.fromEntries(data.carList.map((c) => [c.Id, c.IsLiked]));
      expect(liked).toEqual({ [w.c1.id]: true, [w.c2.id]: false, [w.c3.id]: true, [w.c4.id]: false });
    }
  });

  it('is false for everyone without a token or with a bad one', async () => {
    for (const token of [undefined, 'null', 'undefined', 'garbage', 'Bearer x']) {
      const data = await list({}, token);
      expect(data.carList.every((c) => c.IsLiked === false)).toBe(true);
    }
  });

  it('is false for another user', async () => {
    const other = await createUser({ db: t.server.deps.db, env: t.env });
    const data = await list({}, other.token);
    expect(data.carList.some((c) => c.IsLiked)).toBe(false);
  });

  it('shows in the car detail', async () => {
    const res = await t.call<CarDetailData>(LIST, { json: { VehicalId: w.c3.id }, token: w.customer.token });
    expect(res.body.data.carDetails[0]?.IsLiked).toBe(true);
  });
});

describe('getRecommendedCar', () => {
  it('answers the most liked, then most viewed, published cars in the list item shape', async () => {
    const res = await t.call<RecommendedData>('/api/customer/getRecommendedCar', { json: { take: 3, skip: 0 } });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.carList)).toEqual(idsOf(w.c3, w.c2, w.c1));
    expect(Object.keys(res.body.data.carList[0] ?? {})).toEqual(Object.keys((await list({})).carList[0] ?? {}));
  });

  it('pages and validates like the list', async () => {
    const res = await t.call<RecommendedData>('/api/customer/getRecommendedCar', { json: { take: 10, skip: 3 } });
    expect(ids(res.body.data.carList)).toEqual(idsOf(w.c4));
    const bad = await t.call('/api/customer/getRecommendedCar', { json: { take: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('take: must be at most 100');
  });
});
