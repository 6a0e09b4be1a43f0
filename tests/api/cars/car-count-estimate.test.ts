import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarCountData, CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import { EXACT_COUNT_LIMIT } from '../../../src/server/cars/count-estimate.ts';
import { countCars } from '../../../src/server/cars/car-counts.ts';
import { carListWhere, FAR_PAGE_SKIP, findCarList } from '../../../src/server/cars/car-list.query.ts';
import { emptyFilter } from '../../../src/lib/filter-string.ts';
import { type Db } from '../../../src/server/db/client.ts';
import { testDbKind } from '../../helpers/test-database.ts';
import {
  createBrand,
  createCar,
  createCity,
  createCountry,
  createFuelType,
  createImporter,
  createModel,
} from '../../helpers/build-catalog.ts';
import { recordedStatements } from '../../helpers/recorded-statements.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22, speed at scale: a filter the tallies cannot answer (fuel here) is counted exactly up to
// EXACT_COUNT_LIMIT and estimated above it, on getCarCount and on getAllCar's rowCount. The data puts
// one filter exactly on the limit and another just over it, so both sides are met at the real limit.
const LIST = '/api/customer/V2/getAllCar';
const COUNT = '/api/customer/V2/getCarCount';

const ON_LIMIT = EXACT_COUNT_LIMIT; // petrol cars: exact
const OVER_LIMIT = EXACT_COUNT_LIMIT + 500; // diesel cars: estimated
const SOLD = 300; // diesel but sold: counted by neither

let t: TestServer;
let ids: { petrol: number; diesel: number; electric: number; brand: number };

/**
 * More cars like car `id` (same columns), by one INSERT … SELECT (the tallies' triggers run): `copies`
 * of each fuel and status given, shuffled, so each page of the table holds a mix (as a real catalogue,
 * listed over time, does) and a sample of pages sees every kind.
 */
async function copyCar(id: number, copies: Array<{ fuelTypeId: number; status: number; n: number }>) {
  const kinds = sql.join(
    copies.map(
      (c) => sql`select ${c.fuelTypeId}::int as fuel, ${c.status}::smallint as status, n
                 from generate_series(1, ${c.n}::int) n`,
    ),
    sql` union all `,
  );
  await t.server.deps.db.execute(sql`
    insert into cars (importer_id, brand_id, model_id, body_type_id, fuel_type_id, transmission_id, city_id,
                      country_id, vin, manuf_year, kms_driven, price, condition, status, search_text, published_at)
    select importer_id, brand_id, model_id, body_type_id, k.fuel, transmission_id, city_id, country_id,
           vin || '-' || k.fuel || '-' || k.status || '-' || k.n, manuf_year, kms_driven, price, condition, k.status,
           search_text, published_at
    from cars cross join (${kinds}) k where id = ${id}
    order by md5(k.fuel || '-' || k.status || '-' || k.n)`);
}

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '0' });
  const ctx = { db: t.server.deps.db, env: t.env };
  const country = await createCountry(ctx.db, { name: 'Nigeria', iso2: 'NG', dialCode: '+234' });
  const city = await createCity(ctx.db, { name: 'Lagos', countryId: country.id });
  const brand = await createBrand(ctx.db, { name: 'Toyota' });
  const model = await createModel(ctx.db, { name: 'RAV4', brandId: brand.id });
  const [petrol, diesel, electric] = await Promise.all(
    ['Petrol', 'Diesel', 'Electric'].map((name) => createFuelType(ctx.db, { name })),
  );
  const { importer } = await createImporter(ctx, { cityId: city.id, countryId: country.id });
  const base = { importerId: importer.id, brandId: brand.id, modelId: model.id, cityId: city.id };
  const car = await createCar(ctx, { ...base, countryId: country.id, fuelTypeId: electric!.id, manufYear: 2024 });
  await copyCar(car.id, [
    { fuelTypeId: petrol!.id, status: CAR_STATUS.published, n: ON_LIMIT },
    { fuelTypeId: diesel!.id, status: CAR_STATUS.published, n: OVER_LIMIT },
    { fuelTypeId: diesel!.id, status: CAR_STATUS.sold, n: SOLD },
  ]);
  await t.server.deps.db.execute(sql`analyze cars`);
  ids = { petrol: petrol!.id, diesel: diesel!.id, electric: electric!.id, brand: brand.id };
}, 120_000);

/** What any write to the cars a count counts does: car_list_version moves (drizzle/0019). */
const catalogueChanged = (db: Db) => db.execute(sql`update car_list_version set n = n + 1`);

afterAll(async () => {
  await t?.close();
});

const count = (filterString: string) => t.call<CarCountData>(COUNT, { json: { filterString } });
const list = (filterString: string, skip = 0) =>
  t.call<CarListData>(LIST, { json: { take: 12, skip, sortString: '0', filterString } });

describe('counts above the exact limit (issue 22)', () => {
  it('counts exactly up to the limit, on getCarCount and getAllCar', async () => {
    const counted = await count(`fuel?${ids.petrol}`);
    expect(counted.body.data).toEqual({ count: ON_LIMIT, approximate: false });
    const listed = await list(`fuel?${ids.petrol}`);
    expect(listed.body.data.rowCount).toBe(ON_LIMIT);
    expect(listed.body.data).not.toHaveProperty('rowCountApproximate');
    expect((await count(`fuel?${ids.electric}`)).body.data).toEqual({ count: 1, approximate: false });
  });

  it('estimates above the limit: flagged, rounded to thousands or coarser, above the limit, near the truth', async () => {
    const counted = await count(`fuel?${ids.diesel}`);
    const { count: estimate, approximate } = counted.body.data;
    expect(approximate).toBe(true);
    expect(estimate % 1000).toBe(0);
    expect(estimate).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(estimate - OVER_LIMIT)).toBeLessThanOrEqual(2000);
    // The same estimate every time (a fixed sample), and the same on the list.
    expect((await count(`fuel?${ids.diesel}`)).body.data.count).toBe(estimate);
    const listed = await list(`fuel?${ids.diesel}`);
    expect(listed.body.data.rowCount).toBe(estimate);
    expect(listed.body.data.rowCountApproximate).toBe(true);
    expect(listed.body.data.carList).toHaveLength(12);
  });

  it('keeps counts the tallies answer exact at any size', async () => {
    const all = ON_LIMIT + OVER_LIMIT + 1;
    expect((await count('')).body.data).toEqual({ count: all, approximate: false });
    expect((await count(`150?${ids.brand}`)).body.data).toEqual({ count: all, approximate: false });
    const listed = await list('');
    expect(listed.body.data.rowCount).toBe(all);
    expect(listed.body.data).not.toHaveProperty('rowCountApproximate');
  });

  it('reads a far page of a capped count as the page read from the start: from the end up to the limit, from the start above it', async () => {
    const db = t.server.deps.db;
    const query = (fuelIds: number[], skip: number) => ({
      filter: { ...emptyFilter(), fuelIds },
      sort: 0 as const,
      take: 12,
      skip,
      userId: null,
    });
    // on the limit: exact, the last page read from the end
    const last = query([ids.petrol], ON_LIMIT - 7);
    const lastFar = await findCarList(db, last);
    expect(lastFar).toEqual(await findCarList(db, last, Infinity));
    expect(lastFar.rowCount).toBe(ON_LIMIT);
    expect(lastFar.carList).toHaveLength(7);
    expect(lastFar).not.toHaveProperty('rowCountApproximate');
    // over it: the capped count places nothing (read from the end, this would be another page)
    const over = query([ids.diesel], 6000);
    const overFar = await findCarList(db, over);
    expect(overFar).toEqual(await findCarList(db, over, Infinity));
    expect(overFar.rowCountApproximate).toBe(true);
    expect(overFar.carList).toHaveLength(12);
  });

  it.runIf(testDbKind() === 'postgres')(
    'reads such a far page, on the limit or over it, by one statement and no transaction',
    async () => {
      await recordedStatements(t.testDb.url!, async (db, sent) => {
        const far = (fuelIds: number[], skip: number) =>
          findCarList(db, { filter: { ...emptyFilter(), fuelIds }, sort: 0, take: 12, skip, userId: null });
        for (const [fuel, skip] of [
          [ids.petrol, ON_LIMIT - 7],
          [ids.diesel, 6000],
        ] as const) {
          sent.length = 0;
          expect((await far([fuel], skip)).carList.length).toBeGreaterThan(0);
          expect(sent.filter((text) => text.includes('"far_count"'))).toHaveLength(1);
          expect(sent.filter((text) => /^\s*(begin|start transaction)\b/i.test(text))).toEqual([]);
        }
      });
    },
  );

  it('reads a far page of an estimated list from its start; past the real end, nothing and the real total', async () => {
    const near = await list(`fuel?${ids.diesel}`, OVER_LIMIT - 5);
    expect(near.body.data.rowCountApproximate).toBe(true);
    expect(near.body.data.carList).toHaveLength(5);
    const past = await list(`fuel?${ids.diesel}`, OVER_LIMIT + 100);
    expect(past.status).toBe(200);
    expect(past.body.data.carList).toEqual([]);
    // The real total, so the list can take the visitor to its real last page.
    expect(past.body.data.rowCount).toBe(OVER_LIMIT);
    expect(past.body.data).not.toHaveProperty('rowCountApproximate');
  });
});

// A catalogue above SAMPLE_FIRST_ABOVE samples a capped count before walking it (count-estimate.ts,
// sampledCount); here the threshold is 0, so this catalogue of 20,501 cars counts as large.
describe('counts sampled first in a large catalogue (issue 22)', () => {
  const large = 0;
  const query = (fuelIds: number[], skip = 0) => ({
    filter: { ...emptyFilter(), fuelIds },
    sort: 0 as const,
    take: 12,
    skip,
    userId: null,
  });

  it('gives a count far above the limit as the estimate the walk would give, with the same page', async () => {
    const db = t.server.deps.db;
    const both = [ids.petrol, ids.diesel];
    const sampled = await findCarList(db, query(both), FAR_PAGE_SKIP, large);
    const walked = await findCarList(db, query(both));
    expect(sampled).toEqual(walked);
    expect(sampled.rowCountApproximate).toBe(true);
    expect(Math.abs(sampled.rowCount - (ON_LIMIT + OVER_LIMIT))).toBeLessThanOrEqual(1000);
    expect(sampled.carList).toHaveLength(12);
    const counted = await countCars(db, query(both).filter, carListWhere(query(both).filter), null, false, large);
    expect(counted).toEqual({ count: sampled.rowCount, approximate: true });
  });

  const recorded = (check: (db: Db, sent: string[]) => Promise<void>) => recordedStatements(t.testDb.url!, check);
  const walkedTo = (text: string) => text.includes(`limit ${EXACT_COUNT_LIMIT + 1}`);
  const sampled = (text: string) => text.includes('tablesample');

  it.runIf(testDbKind() === 'postgres')('reads the page alone, without the walk to the limit', async () => {
    await recorded(async (db, sent) => {
      const both = query([ids.petrol, ids.diesel]);
      await findCarList(db, both, FAR_PAGE_SKIP, large);
      expect(sent.some(sampled)).toBe(true);
      expect(sent.some(walkedTo)).toBe(false);
      // The filter's sampled answer is reused a moment: the same call again reads its page alone.
      sent.length = 0;
      await findCarList(db, both, FAR_PAGE_SKIP, large);
      expect(sent.some(sampled) || sent.some(walkedTo)).toBe(false);
      // A filter the sample sent to the walk walks again without sampling (once the catalogue has changed:
      // until then its exact count is kept, count-memo.ts).
      const petrol = query([ids.petrol]);
      await findCarList(db, petrol, FAR_PAGE_SKIP, large);
      await catalogueChanged(db);
      sent.length = 0;
      expect((await findCarList(db, petrol, FAR_PAGE_SKIP, large)).rowCount).toBe(ON_LIMIT);
      expect(sent.some(sampled)).toBe(false);
      expect(sent.some(walkedTo)).toBe(true);
      // Over the limit, but too near it for the sample to tell: sampled once, walked, estimated from that sample.
      sent.length = 0;
      const diesel = await findCarList(db, query([ids.diesel]), FAR_PAGE_SKIP, large);
      expect(diesel.rowCountApproximate).toBe(true);
      expect(sent.some(walkedTo)).toBe(true);
      expect(sent.filter(sampled)).toHaveLength(1);
    });
  });

  it.runIf(testDbKind() === 'postgres')(
    'reuses an estimate a moment in a small catalogue: the next call reads its page alone, a count at the limit walks each time',
    async () => {
      await recorded(async (db, sent) => {
        // below SAMPLE_FIRST_ABOVE: the walk reaches the limit, then the estimate is sampled
        const diesel = query([ids.diesel]);
        const first = await findCarList(db, diesel);
        expect(sent.some(walkedTo) && sent.some(sampled)).toBe(true);
        expect(first.rowCountApproximate).toBe(true);
        sent.length = 0;
        // the same filter again: the page alone, the same answer; its live count too
        expect(await findCarList(db, diesel)).toEqual(first);
        expect(sent.some(walkedTo) || sent.some(sampled)).toBe(false);
        expect(await countCars(db, diesel.filter, carListWhere(diesel.filter))).toEqual({
          count: first.rowCount,
          approximate: true,
        });
        expect(sent.some(walkedTo) || sent.some(sampled)).toBe(false);
        // a far page of it, in its transaction, reuses it as well
        sent.length = 0;
        const far = await findCarList(db, query([ids.diesel], 6000));
        expect(far.rowCount).toBe(first.rowCount);
        expect(far.carList).toHaveLength(12);
        expect(sent.some(walkedTo) || sent.some(sampled)).toBe(false);
        // a count at the limit is exact: walked again after any change to the catalogue (until then it is
        // kept, count-memo.ts), never sampled
        const petrol = query([ids.petrol]);
        for (let i = 0; i < 2; i++) {
          await catalogueChanged(db);
          sent.length = 0;
          expect((await findCarList(db, petrol)).rowCount).toBe(ON_LIMIT);
          expect(sent.some(walkedTo)).toBe(true);
          expect(sent.some(sampled)).toBe(false);
        }
      });
    },
  );

  it('still walks a count the sample cannot place above the limit: exact up to it', async () => {
    const db = t.server.deps.db;
    const petrol = await findCarList(db, query([ids.petrol]), FAR_PAGE_SKIP, large);
    expect(petrol.rowCount).toBe(ON_LIMIT);
    expect(petrol).not.toHaveProperty('rowCountApproximate');
    const electric = await countCars(
      db,
      query([ids.electric]).filter,
      carListWhere(query([ids.electric]).filter),
      null,
      false,
      large,
    );
    expect(electric).toEqual({ count: 1, approximate: false });
  });

  it('past the real end of a sampled list, nothing and the real total', async () => {
    const past = await findCarList(t.server.deps.db, query([ids.petrol, ids.diesel], 30_000), FAR_PAGE_SKIP, large);
    expect(past.carList).toEqual([]);
    expect(past.rowCount).toBe(ON_LIMIT + OVER_LIMIT);
    expect(past).not.toHaveProperty('rowCountApproximate');
  });
});
