import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { parseFilterString } from '../../../src/lib/filter-string.ts';
import { budgetBands, countsSource, PRICE_BAND_EDGES, priceBand } from '../../../src/server/cars/car-counts.ts';
import {
  createBodyType,
  createBrand,
  createCar,
  createCountry,
  createImporter,
  createModel,
} from '../../helpers/build-catalog.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { CAR_STATUS, carCounts, carTotals, cars } from '../../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// rowCount comes from car_counts, kept by triggers: after inserts, updates of every counted column,
// status changes, deletes and a truncate, it must equal a live count of the cars for every filter.
let t: TestServer;
const ids = { brands: [] as number[], models: [] as number[], bodies: [] as number[], countries: [] as number[] };

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.deps.db;
  for (let i = 0; i < 2; i++) {
    const brand = await createBrand(db);
    ids.brands.push(brand.id);
    for (let j = 0; j < 2; j++) ids.models.push((await createModel(db, { brandId: brand.id })).id);
    ids.bodies.push((await createBodyType(db)).id);
    ids.countries.push((await createCountry(db)).id);
  }
});
afterAll(() => t?.close());

const prices = [0, 1_000_000, 5_000_000, 7_500_000, 10_000_000, 25_000_000, 49_999_999, 50_000_000, 60_000_000];

/** The columns a filter reads, as stored. */
interface Row {
  status: number;
  brandId: number;
  modelId: number;
  bodyTypeId: number | null;
  countryId: number | null;
  condition: number;
  price: number;
}
type Oracle = (car: Row) => boolean;
const within =
  (min: number, max: number): Oracle =>
  (car) =>
    car.price >= min && car.price <= max;
const oneOf =
  (key: 'brandId' | 'modelId' | 'bodyTypeId' | 'countryId', values: (number | undefined)[]): Oracle =>
  (car) =>
    values.includes(car[key] ?? undefined);

/**
 * Each filter string with the cars it must count, written from SPEC.md §9's grammar (150? brand ids,
 * 250? model ids, 50? body type ids, 500? country ids, 400? condition, 100? budget min,max inclusive,
 * '{brandId}?{modelId}', joined with '|' meaning AND), not from the product's own query.
 */
const filters = (): [string, Oracle][] => [
  ['', () => true],
  [`150?${ids.brands[0]}`, oneOf('brandId', [ids.brands[0]])],
  [`150?${ids.brands.join(',')}`, oneOf('brandId', ids.brands)],
  [`250?${ids.models[1]}`, oneOf('modelId', [ids.models[1]])],
  [`50?${ids.bodies[0]}`, oneOf('bodyTypeId', [ids.bodies[0]])],
  [`500?${ids.countries[1]}`, oneOf('countryId', [ids.countries[1]])],
  ['400?1', (car) => car.condition === 1],
  ['400?0', (car) => car.condition === 0],
  ['100?0,5000000', within(0, 5_000_000)],
  ['100?5000000,10000000', within(5_000_000, 10_000_000)],
  ['100?10000000,25000000', within(10_000_000, 25_000_000)],
  ['100?25000000,50000000', within(25_000_000, 50_000_000)],
  ['100?3000000,7000000', within(3_000_000, 7_000_000)], // not band edges: counted on cars
  [
    `150?${ids.brands[1]}|400?1|100?5000000,10000000`,
    (car) => car.brandId === ids.brands[1] && car.condition === 1 && within(5_000_000, 10_000_000)(car),
  ],
  [
    `${ids.brands[0]}?${ids.models[0]}|50?${ids.bodies[1]}`,
    (car) => car.brandId === ids.brands[0] && car.modelId === ids.models[0] && car.bodyTypeId === ids.bodies[1],
  ],
];

async function expectCountsMatch(): Promise<void> {
  const db = t.server.deps.db;
  const rows: Row[] = await db
    .select({
      status: cars.status,
      brandId: cars.brandId,
      modelId: cars.modelId,
      bodyTypeId: cars.bodyTypeId,
      countryId: cars.countryId,
      condition: cars.condition,
      price: cars.price,
    })
    .from(cars);
  for (const [filterString, matches] of filters()) {
    const expected = rows.filter((car) => car.status === CAR_STATUS.published && matches(car)).length;
    const res = await t.call<CarListData>('/api/customer/V2/getAllCar', {
      json: { take: 1, skip: 0, sortString: '0', filterString },
    });
    expect(res.status, filterString).toBe(200);
    expect(res.body.data.rowCount, filterString).toBe(expected);
  }
  // car_totals is car_counts summed per condition and price band, so it equals the cars grouped so.
  const totals = (query: ReturnType<typeof sql>) =>
    db
      .execute(query)
      .then((r) => rowsOf<{ condition: number; band: number; n: number }>(r).map((x) => Object.values(x).map(Number)));
  expect(await totals(sql`select condition, price_band as band, n from car_totals where n <> 0 order by 1, 2`)).toEqual(
    await totals(
      sql`select condition, car_price_band(price) as band, count(*) as n from cars where status = 1 group by 1, 2 order by 1, 2`,
    ),
  );
}

describe('car_counts', () => {
  it('bands prices in SQL exactly as priceBand does, each budget option being a range of bands', async () => {
    expect(PRICE_BAND_EDGES).toEqual([0, 5_000_000, 10_000_000, 25_000_000, 50_000_000]);
    const probes = [-1, ...PRICE_BAND_EDGES.flatMap((e) => [e - 1, e, e + 1]), 2_147_483_647];
    const result = await t.server.deps.db.execute(
      sql`select p, car_price_band(p) as band from unnest(${`{${probes.join(',')}}`}::int[]) as p`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      p: number;
      band: number;
    }>;
    for (const { p, band } of rows) expect(Number(band), `price ${p}`).toBe(priceBand(Number(p)));
    expect(budgetBands({ min: 5_000_000, max: 10_000_000 })).toEqual({ from: 3, to: 5 });
    expect(budgetBands({ min: 5_000_000, max: 9_000_000 })).toBeNull();
  });

  it('sums car_totals without a brand, model, body type or country filter, car_counts with one', () => {
    const tableOf = (filterString: string) => {
      const parsed = parseFilterString(filterString);
      return parsed.ok ? countsSource(parsed.filter)?.table : undefined;
    };
    for (const f of ['', '400?1', '100?5000000,10000000', '400?0|100?0,5000000']) expect(tableOf(f), f).toBe(carTotals);
    for (const f of ['150?3', '250?4', '50?2', '500?1', '150?3|400?1', '3?4']) expect(tableOf(f), f).toBe(carCounts);
  });

  it('falls back to counting cars for an importer or a budget between edges', () => {
    const parsed = parseFilterString('100?3000000,7000000');
    expect(parsed.ok && countsSource(parsed.filter)).toBeNull();
  });

  it('equals a live count after inserts, updates, status changes, deletes and a truncate', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const { importer } = await createImporter(ctx);
    const made: number[] = [];
    for (let i = 0; i < 36; i++) {
      const modelIndex = i % 4;
      const car = await createCar(ctx, {
        importerId: importer.id,
        brandId: ids.brands[Math.floor(modelIndex / 2)],
        modelId: ids.models[modelIndex],
        bodyTypeId: i % 5 === 0 ? null : ids.bodies[i % 2],
        countryId: i % 7 === 0 ? null : ids.countries[(i >> 1) % 2],
        condition: (i % 3 === 0 ? 1 : 0) as 0 | 1,
        price: prices[i % prices.length],
        status: i % 6 === 5 ? CAR_STATUS.draft : CAR_STATUS.published,
      });
      made.push(car.id);
    }
    await expectCountsMatch();

    const db = t.server.deps.db;
    // every counted column, a status change each way, and an update that changes nothing counted
    await db.update(cars).set({ price: 5_000_000 }).where(eq(cars.id, made[1]!));
    await db.update(cars).set({ condition: 1 }).where(eq(cars.id, made[2]!));
    await db.update(cars).set({ brandId: ids.brands[1], modelId: ids.models[3] }).where(eq(cars.id, made[4]!));
    await db.update(cars).set({ bodyTypeId: null, countryId: ids.countries[0] }).where(eq(cars.id, made[7]!));
    await db.update(cars).set({ status: CAR_STATUS.sold }).where(eq(cars.id, made[8]!));
    await db.update(cars).set({ status: CAR_STATUS.published }).where(eq(cars.id, made[5]!));
    await db
      .update(cars)
      .set({ likeCount: 9, viewCount: 99 })
      .where(inArray(cars.id, made.slice(10, 20)));
    await db
      .update(cars)
      .set({ price: sql`${cars.price} + 1` })
      .where(inArray(cars.id, made.slice(20, 30)));
    await expectCountsMatch();

    await db.delete(cars).where(inArray(cars.id, made.slice(0, 12)));
    await expectCountsMatch();

    await db.execute(sql`truncate cars cascade`);
    await expectCountsMatch();
    await createCar(ctx, { importerId: importer.id, brandId: ids.brands[0], modelId: ids.models[0] });
    await expectCountsMatch();
  });
});
