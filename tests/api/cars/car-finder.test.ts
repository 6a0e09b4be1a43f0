import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarCountData, CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import {
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
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22: the finder's filter kinds (model?, fuel?, gearbox?, city?, year?, km?, an open budget), alone
// and combined, on getAllCar's list and rowCount and on getCarCount, each against cars picked here in
// plain TypeScript from the inserted rows (never through the product's own WHERE).
const LIST = '/api/customer/V2/getAllCar';
const COUNT = '/api/customer/V2/getCarCount';

let t: TestServer;
let w: Awaited<ReturnType<typeof buildWorld>>;

/** A small deterministic generator, so the world is the same on every run. */
function lcg(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state >>> 8) % n; // the low bits of a power-of-two LCG repeat with a short period
  };
}

async function buildWorld() {
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const nigeria = await createCountry(db, { name: 'Nigeria', iso2: 'NG', dialCode: '+234' });
  const ghana = await createCountry(db, { name: 'Ghana', iso2: 'GH', dialCode: '+233' });
  const lagos = await createCity(db, { name: 'Lagos', countryId: nigeria.id });
  const abuja = await createCity(db, { name: 'Abuja', countryId: nigeria.id });
  const accra = await createCity(db, { name: 'Accra', countryId: ghana.id });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const honda = await createBrand(db, { name: 'Honda' });
  const kia = await createBrand(db, { name: 'Kia' });
  const rav4 = await createModel(db, { name: 'RAV4', brandId: toyota.id });
  const corolla = await createModel(db, { name: 'Corolla', brandId: toyota.id });
  const crv = await createModel(db, { name: 'CR-V', brandId: honda.id });
  const civic = await createModel(db, { name: 'Civic', brandId: honda.id });
  const sportage = await createModel(db, { name: 'Sportage', brandId: kia.id });
  const suv = await createBodyType(db, { name: 'SUV' });
  const sedan = await createBodyType(db, { name: 'Sedan' });
  const diesel = await createFuelType(db, { name: 'Diesel' });
  const petrol = await createFuelType(db, { name: 'Petrol' });
  const automatic = await createTransmission(db, { name: 'Automatic' });
  const manual = await createTransmission(db, { name: 'Manual' });
  const places = [
    { city: lagos, country: nigeria },
    { city: abuja, country: nigeria },
    { city: accra, country: ghana },
  ];
  const importers = await Promise.all(
    places.map((p) => createImporter(ctx, { cityId: p.city.id, countryId: p.country.id })),
  );
  const modelList = [rav4, corolla, crv, civic, sportage];
  const bodyOf = new Map([
    [rav4.id, suv.id],
    [crv.id, suv.id],
    [sportage.id, suv.id],
    [corolla.id, sedan.id],
    [civic.id, sedan.id],
  ]);
  const pick = lcg(22);
  const made: CarRow[] = [];
  for (let i = 0; i < 60; i++) {
    const model = modelList[pick(modelList.length)]!;
    const place = pick(3);
    made.push(
      await createCar(ctx, {
        importerId: importers[place]!.importer.id,
        cityId: places[place]!.city.id,
        countryId: places[place]!.country.id,
        brandId: model.brandId,
        modelId: model.id,
        bodyTypeId: bodyOf.get(model.id)!,
        fuelTypeId: pick(5) === 0 ? null : [diesel.id, petrol.id][pick(2)]!,
        transmissionId: [automatic.id, manual.id][pick(2)]!,
        manufYear: 2008 + pick(16),
        // A few cars without a mileage: a km? range never matches them.
        kmsDriven: pick(10) === 0 ? null : [0, 79_999, 80_000, 80_001, 150_000][pick(5)]!,
        price: [2_000_000, 5_000_000, 12_000_000, 30_000_000, 55_000_000][pick(5)]!,
        condition: pick(4) === 0 ? 1 : 0,
        status: pick(8) === 0 ? CAR_STATUS.sold : CAR_STATUS.published,
      }),
    );
  }
  // The two narrow searches below each get a car on every edge, and one just past each.
  const lagosCar = {
    importerId: importers[0]!.importer.id,
    cityId: lagos.id,
    countryId: nigeria.id,
    brandId: toyota.id,
    modelId: rav4.id,
    bodyTypeId: suv.id,
    fuelTypeId: diesel.id,
    transmissionId: automatic.id,
    manufYear: 2015,
    kmsDriven: 80_000,
  };
  const ghanaCivic = {
    ...lagosCar,
    importerId: importers[2]!.importer.id,
    cityId: accra.id,
    countryId: ghana.id,
    brandId: honda.id,
    modelId: civic.id,
    bodyTypeId: sedan.id,
    transmissionId: manual.id,
    manufYear: 2018,
  };
  for (const values of [
    lagosCar,
    { ...lagosCar, manufYear: 2023, kmsDriven: 0 },
    { ...lagosCar, manufYear: 2014 },
    { ...lagosCar, kmsDriven: 80_001 },
    { ...lagosCar, cityId: accra.id, countryId: ghana.id },
    { ...lagosCar, fuelTypeId: petrol.id },
    ghanaCivic,
    { ...ghanaCivic, manufYear: 2010 },
    { ...ghanaCivic, manufYear: 2019 },
    { ...ghanaCivic, kmsDriven: 79_999 },
    { ...ghanaCivic, kmsDriven: null },
  ]) {
    made.push(await createCar(ctx, values));
  }
  return {
    made,
    nigeria,
    ghana,
    lagos,
    abuja,
    accra,
    toyota,
    honda,
    kia,
    rav4,
    corolla,
    crv,
    civic,
    suv,
    diesel,
    petrol,
    automatic,
    manual,
  };
}

beforeAll(async () => {
  t = await startTestServer();
  w = await buildWorld();
});
afterAll(() => t?.close());

type Oracle = (car: CarRow) => boolean;
const km =
  (test: (km: number) => boolean): Oracle =>
  (car) =>
    car.kmsDriven !== null && test(car.kmsDriven);

/** Each filter string with the cars it must find, written from the grammar of issue 22. */
const cases: Array<[string, () => string, Oracle]> = [
  ['fuel alone', () => `fuel?${w.diesel.id}`, (c) => c.fuelTypeId === w.diesel.id],
  ['two fuels (OR)', () => `fuel?${w.diesel.id},${w.petrol.id}`, (c) => c.fuelTypeId !== null],
  ['gearbox alone', () => `gearbox?${w.manual.id}`, (c) => c.transmissionId === w.manual.id],
  ['city alone', () => `city?${w.lagos.id}`, (c) => c.cityId === w.lagos.id],
  ['two cities', () => `city?${w.lagos.id},${w.accra.id}`, (c) => c.cityId === w.lagos.id || c.cityId === w.accra.id],
  ['year from', () => 'year?2015,', (c) => c.manufYear >= 2015],
  ['year to', () => 'year?,2012', (c) => c.manufYear <= 2012],
  ['year range, inclusive', () => 'year?2012,2016', (c) => c.manufYear >= 2012 && c.manufYear <= 2016],
  ['one year', () => 'year?2014,2014', (c) => c.manufYear === 2014],
  ['km up to, inclusive', () => 'km?,80000', km((k) => k <= 80_000)],
  ['km from', () => 'km?80000,', km((k) => k >= 80_000)],
  ['km exact zero', () => 'km?0,0', km((k) => k === 0)],
  ['budget with no upper bound', () => '100?25000000,', (c) => c.price >= 25_000_000],
  ['budget from an odd bound, open', () => '100?3000000,', (c) => c.price >= 3_000_000],
  ['model? alone', () => `model?${w.rav4.id}`, (c) => c.modelId === w.rav4.id],
  [
    'brands with a model narrowing only its brand',
    () => `150?${w.toyota.id},${w.honda.id}|model?${w.crv.id}`,
    (c) => c.brandId === w.toyota.id || c.modelId === w.crv.id,
  ],
  [
    'a model of a brand not listed still counts',
    () => `150?${w.kia.id}|model?${w.civic.id}`,
    (c) => c.brandId === w.kia.id || c.modelId === w.civic.id,
  ],
  [
    'two models of one brand, another brand whole',
    () => `150?${w.toyota.id},${w.honda.id}|model?${w.crv.id},${w.civic.id}`,
    (c) => c.brandId === w.toyota.id || c.modelId === w.crv.id || c.modelId === w.civic.id,
  ],
  [
    'model? with 250? must satisfy both',
    () => `150?${w.toyota.id}|model?${w.crv.id}|250?${w.crv.id}`,
    (c) => c.modelId === w.crv.id,
  ],
  [
    'the Lagos search: Toyota SUV 2015+, diesel, automatic, ≤ 80,000 km, Nigeria',
    () =>
      `150?${w.toyota.id}|50?${w.suv.id}|year?2015,|km?,80000|fuel?${w.diesel.id}|gearbox?${w.automatic.id}|500?${w.nigeria.id}`,
    (c) =>
      c.brandId === w.toyota.id &&
      c.bodyTypeId === w.suv.id &&
      c.manufYear >= 2015 &&
      c.kmsDriven !== null &&
      c.kmsDriven <= 80_000 &&
      c.fuelTypeId === w.diesel.id &&
      c.transmissionId === w.automatic.id &&
      c.countryId === w.nigeria.id,
  ],
  [
    'SUVs of two brands in two cities, used, petrol, up to 12 million',
    () =>
      `150?${w.toyota.id},${w.honda.id}|50?${w.suv.id}|city?${w.lagos.id},${w.accra.id}|400?0|fuel?${w.petrol.id}|100?0,12000000`,
    (c) =>
      (c.brandId === w.toyota.id || c.brandId === w.honda.id) &&
      c.bodyTypeId === w.suv.id &&
      (c.cityId === w.lagos.id || c.cityId === w.accra.id) &&
      c.condition === 0 &&
      c.fuelTypeId === w.petrol.id &&
      c.price <= 12_000_000,
  ],
  [
    'manual, 2010–2018, 80,000 km or more, Ghana, brand-model form',
    () => `${w.honda.id}?${w.civic.id}|gearbox?${w.manual.id}|year?2010,2018|km?80000,|500?${w.ghana.id}`,
    (c) =>
      c.modelId === w.civic.id &&
      c.transmissionId === w.manual.id &&
      c.manufYear >= 2010 &&
      c.manufYear <= 2018 &&
      c.kmsDriven !== null &&
      c.kmsDriven >= 80_000 &&
      c.countryId === w.ghana.id,
  ],
  ['a kind that matches nothing', () => 'fuel?999999', () => false],
];

describe('finder kinds on getAllCar and getCarCount', () => {
  it('the world has cars on both sides of every bound', () => {
    const published = w.made.filter((c) => c.status === CAR_STATUS.published);
    expect(published.length).toBeGreaterThan(40);
    expect(published.some((c) => c.kmsDriven === 80_000) && published.some((c) => c.kmsDriven === null)).toBe(true);
    expect(published.some((c) => c.manufYear === 2015) && published.some((c) => c.manufYear === 2014)).toBe(true);
  });

  it.each(cases)('%s', async (_name, filter, matches) => {
    const filterString = filter();
    const expected = w.made
      .filter((c) => c.status === CAR_STATUS.published && matches(c))
      .map((c) => c.id)
      .sort((a, b) => b - a);
    // Every case but the last finds some cars and leaves some out, so a filter ignored or inverted fails.
    if (filterString !== 'fuel?999999') expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(w.made.filter((c) => c.status === CAR_STATUS.published).length);
    const listed = await t.call<CarListData>(LIST, { json: { take: 100, skip: 0, sortString: '0', filterString } });
    expect(listed.status, filterString).toBe(200);
    expect(listed.body.data.carList.map((c) => c.Id)).toEqual(expected);
    expect(listed.body.data.rowCount).toBe(expected.length);
    const counted = await t.call<CarCountData>(COUNT, { json: { filterString } });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({
      status: 200,
      message: 'Success',
      data: { count: expected.length, approximate: false },
    });
  });

  it('counts with search words and a filter together', async () => {
    const filterString = `fuel?${w.diesel.id}`;
    const expected = w.made.filter(
      (c) => c.status === CAR_STATUS.published && c.fuelTypeId === w.diesel.id && c.modelId === w.rav4.id,
    ).length;
    const counted = await t.call<CarCountData>(COUNT, { json: { filterString, searchText: 'rav4' } });
    expect(counted.body.data).toEqual({ count: expected, approximate: false });
    const all = await t.call<CarCountData>(COUNT, { json: { filterString: '', searchText: '  ' } });
    expect(all.body.data.count).toBe(w.made.filter((c) => c.status === CAR_STATUS.published).length);
  });

  // A filter the tallies cannot count: its page is sorted from the one walk that counts it
  // (car-list.matches.ts), so each sort and each page must still follow the list's order.
  const orders: Array<[string, (a: CarRow, b: CarRow) => number]> = [
    ['0', (a, b) => b.id - a.id],
    ['25', (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id],
    ['50', (a, b) => b.likeCount - a.likeCount || b.viewCount - a.viewCount || a.id - b.id],
    ['75', (a, b) => a.price - b.price || a.id - b.id],
    ['100', (a, b) => b.price - a.price || b.id - a.id],
  ];
  it.each(orders)('pages a counted-by-walk filter in sort %s as its rows order', async (sortString, order) => {
    const filterString = `year?2010,|gearbox?${w.automatic.id}`;
    const expected = w.made
      .filter((c) => c.status === CAR_STATUS.published && c.manufYear >= 2010 && c.transmissionId === w.automatic.id)
      .sort(order)
      .map((c) => c.id);
    expect(expected.length).toBeGreaterThan(14);
    const pages = await Promise.all(
      [0, 7, 14].map((skip) => t.call<CarListData>(LIST, { json: { take: 7, skip, sortString, filterString } })),
    );
    for (const page of pages) expect(page.body.data.rowCount).toBe(expected.length);
    expect(pages.flatMap((page) => page.body.data.carList.map((c) => c.Id))).toEqual(expected.slice(0, 21));
  });

  it('lists each car with its listing date and its number of photos', async () => {
    const listed = await t.call<CarListData>(LIST, { json: { take: 1, skip: 0, sortString: '25' } });
    const [item] = listed.body.data.carList;
    const newest = [...w.made]
      .filter((c) => c.status === CAR_STATUS.published)
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id)[0]!;
    expect(item?.Id).toBe(newest.id);
    expect(item?.ListedAt).toBe(newest.publishedAt!.toISOString());
    expect(item?.PhotoCount).toBe(0);
  });
});

describe('broken finder values are refused with 400 naming the segment', () => {
  it.each([
    ['year?2020,2015', /filterString: year from 2020 is above year to 2015/],
    ['year?,', /filterString: year must be "year\?from,to" with at least one bound/],
    ['km?abc,', /filterString: the km from in "km\?abc," "abc" is not a whole number/],
    ['fuel?0', /filterString: ids start at 1, got 0 in "fuel\?0"/],
    ['city?1,,2', /filterString: an id in "city\?1,,2" is empty/],
    ['colour?3', /filterString: the code of "colour\?3"/],
    ['year?2015,|year?2016,', /filterString: year\? may appear only once/],
  ])('%s', async (filterString, message) => {
    for (const path of [LIST, COUNT]) {
      const res = await t.call(path, { json: { filterString } });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ status: 400, message: expect.stringMatching(message), data: null });
    }
  });
});
