import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilter, SORT, type CarFilter, type SortCode } from '../../../src/lib/filter-string.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import { findCarList } from '../../../src/server/cars/car-list.query.ts';
import { testDbKind } from '../../helpers/test-database.ts';
import { createBrand, createCar, createImporter, createModel } from '../../helpers/build-catalog.ts';
import { recordedStatements } from '../../helpers/recorded-statements.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { unseenWrite } from '../../helpers/unseen-write.ts';

// Issues 22 and 25: a far page's place in its list is kept while car_list_version stands
// (src/server/cars/page-anchors.ts): the page after it and the same page again are read from the car
// they start at, not by walking every car before them, and every write that could move a car in the
// list's order moves the number, so the next page is placed afresh.
let t: TestServer;
let carIds: number[];
let base: { importerId: number; brandId: number; modelId: number };

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '0' });
  const ctx = { db: t.server.deps.db, env: t.env };
  const brand = await createBrand(ctx.db);
  const model = await createModel(ctx.db, { brandId: brand.id });
  const { importer } = await createImporter(ctx);
  base = { importerId: importer.id, brandId: brand.id, modelId: model.id };
  carIds = [];
  for (let i = 0; i < 12; i++) {
    const car = await createCar(ctx, {
      ...base,
      price: 1_000_000 * (i + 1),
      manufYear: 2014 + (i % 4),
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    carIds.push(car.id);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const exec = (query: ReturnType<typeof sql>) => t.server.deps.db.execute(query);
const query = (sort: SortCode, skip: number, filter: CarFilter = emptyFilter()) => ({
  filter,
  sort,
  take: 3,
  skip,
  userId: null,
});
/** The page read from the start (no far read, no kept place). */
const near = (sort: SortCode, skip: number, filter?: CarFilter) =>
  findCarList(t.server.deps.db, query(sort, skip, filter), Infinity);
/** The page as a far page (from skip 1 on): placed by a kept place when one stands. */
const far = (sort: SortCode, skip: number, filter?: CarFilter) =>
  findCarList(t.server.deps.db, query(sort, skip, filter), 1);
const ids = (page: { carList: Array<{ Id: number }> }) => page.carList.map((car) => car.Id);

const unseen = (write: ReturnType<typeof sql>) => unseenWrite(t.server.deps.db, write);

describe('far pages placed by the car they start at, while the catalogue stands (issues 22, 25)', () => {
  it('reads the page after a far page, the same page again and a page a little further on from kept places', async () => {
    const cheapestFirst = SORT.priceAsc;
    expect(await far(cheapestFirst, 3)).toEqual(await near(cheapestFirst, 3));
    expect(ids(await far(cheapestFirst, 3))).toEqual(carIds.slice(3, 6));
    // The cheapest car becomes the dearest, unseen by the number: read from the start, every later page
    // moves up by one; placed by the kept places, they do not. Proof the places answered.
    await unseen(sql`update cars set price = 50000000 where id = ${carIds[0]!}`);
    expect(ids(await near(cheapestFirst, 6))).toEqual(carIds.slice(7, 10));
    // two cars on from the page at 3's last car (the nearest kept place)
    expect(ids(await near(cheapestFirst, 8))).toEqual(carIds.slice(9, 12));
    expect(ids(await far(cheapestFirst, 8))).toEqual(carIds.slice(8, 11));
    expect(ids(await far(cheapestFirst, 6))).toEqual(carIds.slice(6, 9)); // just after the page at 3
    expect(ids(await far(cheapestFirst, 3))).toEqual(carIds.slice(3, 6)); // the same page again
    // The same write seen: placed afresh, and right.
    await exec(sql`update cars set price = 50000000 where id = ${carIds[0]!}`);
    for (const skip of [3, 6, 9, 10]) expect(await far(cheapestFirst, skip)).toEqual(await near(cheapestFirst, skip));
    expect(ids(await far(cheapestFirst, 9))).toEqual([...carIds.slice(10), carIds[0]!]);
    await exec(sql`update cars set price = 1000000 where id = ${carIds[0]!}`);
  });

  it('places every far page afresh after each kind of write that moves a car in an order', async () => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const sorts = [SORT.none, SORT.latest, SORT.priceAsc, SORT.priceDesc, SORT.popular];
    const filters = [emptyFilter(), { ...emptyFilter(), yearFrom: 2015 }];
    /** Every far page of every sort and filter, read twice (the second from kept places), is the near one. */
    const expectPlaced = async (why: string) => {
      for (const sort of sorts)
        for (const filter of filters)
          for (let skip = 1; skip <= 13; skip++) {
            const expected = await near(sort, skip, filter);
            expect(await far(sort, skip, filter), `${why}: sort ${sort} skip ${skip}`).toEqual(expected);
            expect(await far(sort, skip, filter), `${why}: sort ${sort} skip ${skip}, again`).toEqual(expected);
          }
    };
    await expectPlaced('before');
    // a republish: the newest listing date, no status change (drizzle/0020)
    await exec(sql`update cars set published_at = now() where id = ${carIds[0]!}`);
    await expectPlaced('a listing date');
    await exec(sql`update cars set price = 7500000 where id = ${carIds[11]!}`);
    await expectPlaced('a price');
    const added = await createCar(ctx, { ...base, price: 4_500_000, manufYear: 2016 });
    await expectPlaced('a car added');
    await exec(sql`update cars set status = ${CAR_STATUS.sold} where id = ${carIds[5]!}`);
    await expectPlaced('a car sold');
    await exec(sql`update cars set like_count = like_count + 3 where id = ${carIds[9]!}`);
    await expectPlaced('likes (popular is never placed by a kept car)');
    await exec(sql`delete from car_media where car_id = ${added.id}`);
    await exec(sql`delete from cars where id = ${added.id}`);
    await expectPlaced('a car deleted');
  });

  it.runIf(testDbKind() === 'postgres')(
    'reads a kept place by a seek in the sort index: no OFFSET, no walk, the number checked in the same statement',
    async () => {
      await recordedStatements(t.testDb.url!, async (db, all) => {
        // the statements of the list (not postgres.js's look at the types on a new connection)
        const sent = () => all.filter((text) => !text.includes('pg_catalog'));
        const seeks = () => sent().filter((text) => text.includes('as "start"'));
        // no filter: the far page's one statement reads the number too, and so does the seek
        const unfiltered = query(SORT.priceDesc, 4);
        const first = await findCarList(db, unfiltered, 1);
        expect(sent()).toHaveLength(1);
        expect(sent()[0]).toContain('"far_count"');
        expect(sent()[0]).toContain('"car_list_version"');
        all.length = 0;
        expect(await findCarList(db, unfiltered, 1)).toEqual(first);
        expect(sent()).toHaveLength(1);
        expect(seeks()).toHaveLength(1);
        expect(sent()[0]).toContain('"car_list_version"');
        expect(sent()[0]).not.toMatch(/ offset /i);
        // a capped kind: its count kept at the place's number, so the seek alone (the number in it), no walk
        all.length = 0;
        const capped = query(SORT.latest, 4, { ...emptyFilter(), yearFrom: 2015 });
        const cappedFirst = await findCarList(db, capped, 1);
        expect(sent().filter((text) => text.includes('"far_count"'))).toHaveLength(1);
        all.length = 0;
        expect(await findCarList(db, capped, 1)).toEqual(cappedFirst);
        // the seek, then (generic plans, as the server's default) the page's items by their ids
        expect(sent()).toHaveLength(2);
        expect(sent().filter((text) => !text.includes('"brands"."name"'))).toHaveLength(1);
        expect(seeks()).toHaveLength(1);
        expect(seeks()[0]).toContain('"car_list_version"');
        expect(seeks()[0]).not.toMatch(/ offset /i);
        expect(seeks()[0]).not.toMatch(/ limit 10001\)/i);
      });
    },
  );
});
