import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarCountData, CarListData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import { carListWhere, findCarList } from '../../../src/server/cars/car-list.query.ts';
import { countCars } from '../../../src/server/cars/car-counts.ts';
import { emptyFilter } from '../../../src/lib/filter-string.ts';
import { rowsOf } from '../../../src/server/db/rows.ts';
import { testDbKind } from '../../helpers/test-database.ts';
import {
  createBrand,
  createCar,
  createCity,
  createCountry,
  createImporter,
  createModel,
} from '../../helpers/build-catalog.ts';
import { recordedStatements } from '../../helpers/recorded-statements.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { unseenWrite } from '../../helpers/unseen-write.ts';

// Issue 22: a capped count (the finder's year, km, fuel, gearbox, city) is kept while car_list_version
// stands (src/server/cars/count-memo.ts, drizzle/0019): asked again, it is not counted again, and every
// write that could change it (a car added, deleted, published or sold, a filtered column changed) moves
// the number, so the next answer is counted afresh and right.
const LIST = '/api/customer/V2/getAllCar';
const COUNT = '/api/customer/V2/getCarCount';
const FILTER = 'year?2015,'; // a capped kind: no tally answers it

let t: TestServer;
let carIds: number[];
let modelId: number;

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '0' });
  const ctx = { db: t.server.deps.db, env: t.env };
  const country = await createCountry(ctx.db, { name: 'Nigeria', iso2: 'NG', dialCode: '+234' });
  const city = await createCity(ctx.db, { name: 'Lagos', countryId: country.id });
  const brand = await createBrand(ctx.db, { name: 'Toyota' });
  modelId = (await createModel(ctx.db, { name: 'RAV4', brandId: brand.id })).id;
  const { importer } = await createImporter(ctx, { cityId: city.id, countryId: country.id });
  const base = { importerId: importer.id, brandId: brand.id, modelId, cityId: city.id, countryId: country.id };
  carIds = [];
  for (const manufYear of [2014, 2015, 2018, 2020, 2022])
    carIds.push((await createCar(ctx, { ...base, manufYear })).id);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const count = async () => (await t.call<CarCountData>(COUNT, { json: { filterString: FILTER } })).body.data;
const listed = async () =>
  (await t.call<CarListData>(LIST, { json: { take: 12, skip: 0, sortString: '0', filterString: FILTER } })).body.data;
const exec = (query: ReturnType<typeof sql>) => t.server.deps.db.execute(query);
const version = async () =>
  rowsOf<{ n: string }>(await exec(sql`select n::text as n from car_list_version where id = 1`))[0]?.n;

const unseen = (write: ReturnType<typeof sql>) => unseenWrite(t.server.deps.db, write);

describe('capped counts kept while the catalogue stands (issue 22)', () => {
  it('answers a count again without counting it while nothing it counts has changed', async () => {
    expect(await count()).toEqual({ count: 4, approximate: false });
    // A change the number does not see (triggers off) is not counted: proof the kept count answered.
    await unseen(sql`update cars set manuf_year = 2010 where id = ${carIds[1]!}`);
    expect(await count()).toEqual({ count: 4, approximate: false });
    expect((await listed()).rowCount).toBe(4);
    expect((await listed()).carList).toHaveLength(3); // the page itself is read fresh
    // The same write seen: counted again, and right.
    await exec(sql`update cars set manuf_year = 2010 where id = ${carIds[1]!}`);
    expect(await count()).toEqual({ count: 3, approximate: false });
    expect((await listed()).rowCount).toBe(3);
  });

  it('counts again after each kind of write that could change the count, on the list and the live count', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const [first] = rowsOf<{ importer_id: number; brand_id: number; city_id: number; country_id: number }>(
      await exec(sql`select importer_id, brand_id, city_id, country_id from cars where id = ${carIds[0]!}`),
    );
    const expectCount = async (n: number) => {
      expect(await count()).toEqual({ count: n, approximate: false });
      expect((await listed()).rowCount).toBe(n);
    };
    await expectCount(3);
    const added = await createCar(ctx, {
      importerId: first!.importer_id,
      brandId: first!.brand_id,
      modelId,
      cityId: first!.city_id,
      countryId: first!.country_id,
      manufYear: 2024,
    });
    await expectCount(4); // a car added
    await exec(sql`update cars set status = ${CAR_STATUS.sold} where id = ${added.id}`);
    await expectCount(3); // sold
    await exec(sql`update cars set status = ${CAR_STATUS.published} where id = ${added.id}`);
    await expectCount(4); // published again
    await exec(sql`update cars set manuf_year = 2016 where id = ${carIds[0]!}`);
    await expectCount(5); // a filtered column changed
    await exec(sql`delete from car_media where car_id = ${added.id}`);
    await exec(sql`delete from cars where id = ${added.id}`);
    await expectCount(4); // deleted
  });

  it('keeps its number through likes and views: they change no count', async () => {
    const before = await version();
    await exec(sql`update cars set like_count = like_count + 1, view_count = view_count + 1 where id = ${carIds[2]!}`);
    expect(await version()).toBe(before);
    await exec(sql`update cars set price = price + 1 where id = ${carIds[2]!}`);
    expect(await version()).not.toBe(before);
  });

  it('reads a far page by the kept count as by the walk, on every page to past the end', async () => {
    const db = t.server.deps.db;
    const query = (skip: number) => ({
      filter: { ...emptyFilter(), yearFrom: 2015 },
      sort: 25 as const,
      take: 2,
      skip,
      userId: null,
    });
    const total = (await findCarList(db, query(0))).rowCount;
    expect(total).toBeGreaterThan(2);
    for (let skip = 1; skip <= total + 1; skip++) {
      const near = await findCarList(db, query(skip), Infinity); // read from the start
      expect(await findCarList(db, query(skip), 1)).toEqual(near); // a far page: counted, then kept
      expect(await findCarList(db, query(skip), 1)).toEqual(near); // the kept count
    }
  });

  it.runIf(testDbKind() === 'postgres')(
    "counts a filter's first live count in one statement, the number in it; then reads the number alone",
    async () => {
      await recordedStatements(t.testDb.url!, async (db, all) => {
        // not postgres.js's look at the types, nor the catalogue's size (read once: sampledCount)
        const sent = () => all.filter((text) => !text.includes('pg_catalog') && !text.includes('"car_totals"'));
        const filter = { ...emptyFilter(), yearFrom: 2016 };
        const [rows] = rowsOf<{ n: number }>(
          await exec(
            sql`select count(*)::int as n from cars where status = ${CAR_STATUS.published} and manuf_year >= 2016`,
          ),
        );
        const first = await countCars(db, filter, carListWhere(filter));
        expect(first).toEqual({ count: rows!.n, approximate: false });
        expect(sent()).toHaveLength(1);
        expect(sent()[0]).toMatch(/ limit 10001\)/i);
        expect(sent()[0]).toContain('"car_list_version"');
        all.length = 0;
        expect(await countCars(db, filter, carListWhere(filter))).toEqual(first);
        expect(sent()).toHaveLength(1);
        expect(sent()[0]).toMatch(/^select "n"::text as "n" from "car_list_version"/);
      });
    },
  );

  // genericPlans: as the server opens PostgreSQL, where a filtered page is read as its ids, then their items
  it.runIf(testDbKind() === 'postgres').each([false, true])(
    'reads a kept count page by the page statement alone, the number in it (no statement of its own; generic plans %s)',
    async (genericPlans) => {
      await recordedStatements(
        t.testDb.url!,
        async (db, sent) => {
          const query = {
            filter: { ...emptyFilter(), yearFrom: 2015 },
            sort: 0 as const,
            take: 12,
            skip: 0,
            userId: null,
          };
          const first = await findCarList(db, query);
          // the capped count's walk (count-estimate.ts cappedCountSql), not the list item's picture count
          const counting = (text: string) => / limit 10001\)/i.test(text);
          // the catalogue's number read on its own (count-memo.ts listVersion)
          const alone = (text: string) => /^select "n"::text as "n" from "car_list_version"/.test(text);
          expect(sent.some(counting)).toBe(true);
          expect(sent.filter(alone)).toEqual([]); // read by the page and count's statement
          sent.length = 0;
          expect(await findCarList(db, query)).toEqual(first);
          expect(sent.filter(counting)).toEqual([]);
          // the number in the page's statement (or its ids', read in two: readsInTwo), not read alone
          expect(sent.filter(alone)).toEqual([]);
          const numbered = sent.filter((text) => text.includes('car_list_version'));
          expect(numbered).toHaveLength(1);
          expect(sent).toHaveLength(genericPlans ? 2 : 1); // planned once, the ids' items are a statement of their own
          expect(numbered[0]).toMatch(/ from "cars" .*"manuf_year" >= \$/s);
          // a far page (from skip 1 here) of the same filter: its one statement without the walk
          sent.length = 0;
          await findCarList(db, { ...query, skip: 2 }, 1);
          expect(sent.filter(counting)).toEqual([]);
          expect(sent.filter((text) => text.includes('"far_count"'))).toHaveLength(1);
        },
        genericPlans,
      );
    },
  );
});
