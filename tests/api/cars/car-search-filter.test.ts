import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarCountData, CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import {
  createBrand,
  createCar,
  createCountry,
  createFuelType,
  createImporter,
  createModel,
  type CarRow,
} from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22: a search and the finder's filters together. carSearchText takes an optional filterString
// (getAllCar's grammar): only the matches the filter also finds, paged, with their count; getCarCount
// with the same words and filter counts the same cars. Expected sets are picked here from the rows.
const SEARCH = '/api/customer/carSearchText';
const COUNT = '/api/customer/V2/getCarCount';

let t: TestServer;
let made: CarRow[];
let ids: { toyota: number; honda: number; diesel: number; petrol: number; nigeria: number };

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const nigeria = await createCountry(db, { name: 'Nigeria', iso2: 'NG', dialCode: '+234' });
  const ghana = await createCountry(db, { name: 'Ghana', iso2: 'GH', dialCode: '+233' });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const honda = await createBrand(db, { name: 'Honda' });
  const hilux = await createModel(db, { name: 'Hilux', brandId: toyota.id });
  const civic = await createModel(db, { name: 'Civic', brandId: honda.id });
  const diesel = await createFuelType(db, { name: 'Diesel' });
  const petrol = await createFuelType(db, { name: 'Petrol' });
  const { importer } = await createImporter(ctx);
  ids = { toyota: toyota.id, honda: honda.id, diesel: diesel.id, petrol: petrol.id, nigeria: nigeria.id };
  made = [];
  // Every combination of brand, fuel, year on each side of 2015, country and status: each part of the
  // search and of the filter leaves cars out.
  for (const [brandId, modelId] of [
    [toyota.id, hilux.id],
    [honda.id, civic.id],
  ] as const) {
    for (const fuelTypeId of [diesel.id, petrol.id]) {
      for (const manufYear of [2012, 2015, 2019]) {
        for (const countryId of [nigeria.id, ghana.id]) {
          for (const status of [CAR_STATUS.published, CAR_STATUS.published, CAR_STATUS.sold]) {
            made.push(
              await createCar(ctx, {
                importerId: importer.id,
                brandId,
                modelId,
                fuelTypeId,
                manufYear,
                countryId,
                status,
              }),
            );
          }
        }
      }
    }
  }
});
afterAll(() => t?.close());

const filterString = () => `fuel?${ids.diesel}|year?2015,|500?${ids.nigeria}`;
/** Published diesel Toyotas of 2015 or later in Nigeria, newest id first (one word ranks by id). */
const expectedIds = () =>
  made
    .filter(
      (c) =>
        c.status === CAR_STATUS.published &&
        c.brandId === ids.toyota &&
        c.fuelTypeId === ids.diesel &&
        c.manufYear >= 2015 &&
        c.countryId === ids.nigeria,
    )
    .map((c) => c.id)
    .sort((a, b) => b - a);

describe('carSearchText with a filterString', () => {
  it('answers exactly the cars matching both, paged, with their count', async () => {
    const expected = expectedIds();
    const published = made.filter((c) => c.status === CAR_STATUS.published);
    expect(expected.length).toBeGreaterThan(2);
    // The search alone and the filter alone each find cars the combination leaves out.
    expect(published.filter((c) => c.brandId === ids.toyota).length).toBeGreaterThan(expected.length);
    expect(
      published.filter((c) => c.fuelTypeId === ids.diesel && c.manufYear >= 2015 && c.countryId === ids.nigeria).length,
    ).toBeGreaterThan(expected.length);

    const seen: number[] = [];
    for (let skip = 0; skip < expected.length; skip += 3) {
      const res = await t.call<CarSearchData>(SEARCH, {
        json: { searchString: 'Toyota', take: 3, skip, filterString: filterString() },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.rowCount).toBe(expected.length);
      seen.push(...res.body.data.detail.map((car) => car.Id));
    }
    expect(seen).toEqual(expected);
  });

  it('counts the same beyond the ranked pages (a page read on its own)', async () => {
    const res = await t.call<CarSearchData>(SEARCH, {
      json: { searchString: 'toyota', take: 10, skip: 195, filterString: filterString() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rowCount: expectedIds().length, detail: [] });
  });

  it('getCarCount with the same words and filter counts the same cars', async () => {
    const res = await t.call<CarCountData>(COUNT, { json: { filterString: filterString(), searchText: 'Toyota' } });
    expect(res.body.data).toEqual({ count: expectedIds().length, approximate: false });
  });

  it('without a filterString, or an empty one, answers as before', async () => {
    const plain = await t.call<CarSearchData>(SEARCH, { json: { searchString: 'toyota', take: 50, skip: 0 } });
    const empty = await t.call<CarSearchData>(SEARCH, {
      json: { searchString: 'toyota', take: 50, skip: 0, filterString: '' },
    });
    const toyotas = made.filter((c) => c.status === CAR_STATUS.published && c.brandId === ids.toyota);
    expect(plain.body.data.rowCount).toBe(toyotas.length);
    expect(empty.body).toEqual(plain.body);
  });

  it('refuses a broken filterString with 400 naming the segment', async () => {
    const res = await t.call(SEARCH, { json: { searchString: 'toyota', filterString: 'year?2020,2015' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringMatching(/filterString: year from 2020 is above year to 2015/),
      data: null,
    });
  });
});
