import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS } from '../../../src/server/db/schema.ts';
import { createBrand, createCar, createImporter, createModel, type CarRow } from '../../helpers/build-catalog.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

// Issue 22: a search answers in the list's sort when carSearchText is given a sortString (SPEC.md §9's
// codes: 25 latest, 50 most popular, 75 price ascending, 100 price descending). The expected orders are
// written here from the rows: price, listing date, likes then views, ties broken by id as on getAllCar.
const SEARCH = '/api/customer/carSearchText';

let t: TestServer;
let made: CarRow[];
let toyotaId: number;

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const toyota = await createBrand(ctx.db, { name: 'Toyota' });
  const honda = await createBrand(ctx.db, { name: 'Honda' });
  const hilux = await createModel(ctx.db, { name: 'Hilux', brandId: toyota.id });
  const civic = await createModel(ctx.db, { name: 'Civic', brandId: honda.id });
  const { importer } = await createImporter(ctx);
  toyotaId = toyota.id;
  made = [];
  // Prices, dates and popularity that disagree with the id order and with one another; a few ties so the
  // id tie-break shows; Hondas and sold Toyotas that the search must leave out.
  const rows = [
    { price: 9_000_000, day: 3, likes: 2, views: 10 },
    { price: 4_500_000, day: 9, likes: 5, views: 1 },
    { price: 12_000_000, day: 1, likes: 0, views: 50 },
    { price: 4_500_000, day: 6, likes: 5, views: 7 },
    { price: 7_250_000, day: 9, likes: 1, views: 3 },
    { price: 3_900_000, day: 4, likes: 5, views: 7 },
    { price: 20_000_000, day: 2, likes: 0, views: 0 },
  ];
  for (const [i, row] of rows.entries()) {
    for (const [brandId, modelId, status] of [
      [toyota.id, hilux.id, CAR_STATUS.published],
      [honda.id, civic.id, CAR_STATUS.published],
      ...(i % 3 === 0 ? [[toyota.id, hilux.id, CAR_STATUS.sold] as const] : []),
    ] as const) {
      made.push(
        await createCar(ctx, {
          importerId: importer.id,
          brandId,
          modelId,
          status,
          // The Honda and the sold car undercut every Toyota, so a leak would show on the first page.
          price: brandId === toyota.id && status === CAR_STATUS.published ? row.price : 1_000_000 + i,
          createdAt: new Date(START + row.day * DAY),
          likeCount: row.likes,
          viewCount: row.views,
        }),
      );
    }
  }
});
afterAll(() => t?.close());

/** The published Toyotas, the cars a search for "toyota" finds. */
const matches = () => made.filter((c) => c.status === CAR_STATUS.published && c.brandId === toyotaId);

const byNumber = (pick: (c: CarRow) => number, direction: 1 | -1) => (a: CarRow, b: CarRow) =>
  direction * (pick(a) - pick(b));
const chain =
  (...orders: Array<(a: CarRow, b: CarRow) => number>) =>
  (a: CarRow, b: CarRow) => {
    for (const order of orders) {
      const d = order(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };

const id = (c: CarRow) => c.id;
const EXPECTED_ORDER: Record<string, (a: CarRow, b: CarRow) => number> = {
  '25': chain(
    byNumber((c) => c.createdAt.getTime(), -1),
    byNumber(id, -1),
  ),
  '50': chain(
    byNumber((c) => c.likeCount, -1),
    byNumber((c) => c.viewCount, -1),
    byNumber(id, 1),
  ),
  '75': chain(
    byNumber((c) => c.price, 1),
    byNumber(id, 1),
  ),
  '100': chain(
    byNumber((c) => c.price, -1),
    byNumber(id, -1),
  ),
};

/** Every page of a search, `take` at a time, and the rowCount each page answered. */
async function allPages(json: Record<string, unknown>, take: number, token?: string) {
  const ids: number[] = [];
  const counts = new Set<number>();
  for (let skip = 0; skip < matches().length; skip += take) {
    const res = await t.call<CarSearchData>(SEARCH, { json: { ...json, take, skip }, ...(token ? { token } : {}) });
    expect(res.status).toBe(200);
    counts.add(res.body.data.rowCount);
    ids.push(...res.body.data.detail.map((car) => car.Id));
  }
  return { ids, counts: [...counts] };
}

describe('carSearchText with a sortString', () => {
  it.each(Object.keys(EXPECTED_ORDER))('answers the matches in sort %s, page after page', async (sort) => {
    const expected = [...matches()].sort(EXPECTED_ORDER[sort]).map(id);
    // The sort really reorders: none of the four is the search's own order (newest id first).
    expect(expected).not.toEqual([...matches()].map(id).sort((a, b) => b - a));
    const { ids, counts } = await allPages({ searchString: 'Toyota', sortString: sort }, 3);
    expect(ids).toEqual(expected);
    expect(counts).toEqual([matches().length]);
  });

  it('takes the sort as a number too, and with a filterString', async () => {
    const cheapTwo = [...matches()].sort(EXPECTED_ORDER['75']).slice(0, 2);
    const res = await t.call<CarSearchData>(SEARCH, {
      json: { searchString: 'toyota', take: 2, skip: 0, sortString: 75, filterString: `150?${toyotaId}` },
    });
    expect(res.body.data.detail.map((car) => car.Id)).toEqual(cheapTwo.map(id));
    expect(res.body.data.rowCount).toBe(matches().length);
  });

  it('answers past the end with the count and no cars', async () => {
    const res = await t.call<CarSearchData>(SEARCH, {
      json: { searchString: 'toyota', take: 5, skip: 40, sortString: '100' },
    });
    expect(res.body.data).toEqual({ rowCount: matches().length, detail: [] });
  });

  it('without a sortString, or with 0 or an empty one, answers the search ranking as before', async () => {
    const plain = await t.call<CarSearchData>(SEARCH, { json: { searchString: 'toyota', take: 50, skip: 0 } });
    expect(plain.body.data.detail.map((car) => car.Id)).toEqual(
      matches()
        .map(id)
        .sort((a, b) => b - a),
    );
    for (const sortString of ['0', 0, '', null]) {
      const res = await t.call<CarSearchData>(SEARCH, {
        json: { searchString: 'toyota', take: 50, skip: 0, sortString },
      });
      expect(res.body).toEqual(plain.body);
    }
  });

  it('refuses an unknown sortString with 400 naming it', async () => {
    const res = await t.call(SEARCH, { json: { searchString: 'toyota', sortString: '30' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringMatching(/sortString: must be one of 0, 25, 50, 75, 100/),
      data: null,
    });
  });
});
