import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { CAR_STATUS, likes } from '../../../src/server/db/schema.ts';
import {
  createBodyType,
  createBrand,
  createCar,
  createCity,
  createCountry,
  createImporter,
  createModel,
  type CarRow,
} from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const SEARCH = '/api/customer/carSearchText';
let t: TestServer;
let w: Record<'corolla' | 'corollaOld' | 'rav4' | 'civic' | 'peugeot' | 'hidden', CarRow>;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const civ = await createCountry(db, { name: "Côte d'Ivoire", iso2: 'CI', dialCode: '+225' });
  const togo = await createCountry(db, { name: 'Togo', iso2: 'TG', dialCode: '+228' });
  const abidjan = await createCity(db, { name: 'Abidjan', countryId: civ.id });
  const lome = await createCity(db, { name: 'Lomé', countryId: togo.id });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const honda = await createBrand(db, { name: 'Honda' });
  const peugeot = await createBrand(db, { name: 'Peugeot' });
  const corolla = await createModel(db, { name: 'Corolla', brandId: toyota.id });
  const rav4 = await createModel(db, { name: 'RAV4', brandId: toyota.id });
  const civic = await createModel(db, { name: 'Civic', brandId: honda.id });
  const p308 = await createModel(db, { name: '308', brandId: peugeot.id });
  const suv = await createBodyType(db, { name: 'SUV' });
  const sedan = await createBodyType(db, { name: 'Berline' });
  const { importer } = await createImporter(ctx);
  const inCiv = { importerId: importer.id, cityId: abidjan.id, countryId: civ.id };
  const inTogo = { importerId: importer.id, cityId: lome.id, countryId: togo.id };
  w = {
    corollaOld: await createCar(ctx, {
      ...inTogo,
      brandId: toyota.id,
      modelId: corolla.id,
      bodyTypeId: sedan.id,
      manufYear: 2009,
    }),
    corolla: await createCar(ctx, {
      ...inCiv,
      brandId: toyota.id,
      modelId: corolla.id,
      bodyTypeId: sedan.id,
      manufYear: 2015,
    }),
    rav4: await createCar(ctx, {
      ...inTogo,
      brandId: toyota.id,
      modelId: rav4.id,
      bodyTypeId: suv.id,
      manufYear: 2019,
    }),
    civic: await createCar(ctx, {
      ...inTogo,
      brandId: honda.id,
      modelId: civic.id,
      bodyTypeId: sedan.id,
      manufYear: 2015,
      vin: 'SHHFK7H50JU123456',
    }),
    peugeot: await createCar(ctx, {
      ...inCiv,
      brandId: peugeot.id,
      modelId: p308.id,
      bodyTypeId: sedan.id,
      manufYear: 2017,
    }),
    hidden: await createCar(ctx, { ...inCiv, brandId: toyota.id, modelId: corolla.id, status: CAR_STATUS.removed }),
  };
  const customer = await createUser(ctx);
  token = customer.token;
  await db.insert(likes).values({ userId: customer.user.id, carId: w.peugeot.id });
});
afterAll(() => t?.close());

async function search(searchString: string, extra: Record<string, unknown> = {}, tokenValue?: string) {
  const res = await t.call<CarSearchData>(SEARCH, {
    json: { searchString, take: 12, skip: 0, ...extra },
    token: tokenValue,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const ids = (data: CarSearchData) => data.detail.map((c) => c.Id);

describe('carSearchText', () => {
  it('finds by maker, newest first among equal matches, never unpublished cars', async () => {
    const data = await search('toyota');
    expect(ids(data)).toEqual([w.rav4.id, w.corolla.id, w.corollaOld.id]);
    expect(data.rowCount).toBe(3);
  });

  it.each([
    ['model', 'Corolla', () => [w.corolla.id, w.corollaOld.id]],
    ['body type', 'suv', () => [w.rav4.id]],
    ['year', '2015', () => [w.civic.id, w.corolla.id]],
    ['VIN (part)', 'hfk7h50ju12', () => [w.civic.id]],
    ['city with an accent', 'LOMÉ', () => [w.civic.id, w.rav4.id, w.corollaOld.id]],
    ['city without its accent', 'lome', () => [w.civic.id, w.rav4.id, w.corollaOld.id]],
    ['country without accents or apostrophe', 'cote d ivoire', () => [w.peugeot.id, w.corolla.id]],
    ['country as written', "Côte d'Ivoire", () => [w.peugeot.id, w.corolla.id]],
    ['maker and model', 'toyota corolla', () => [w.corolla.id, w.corollaOld.id]],
    ['digits-only model', '308', () => [w.peugeot.id]],
  ])('matches the %s', async (_what, text, expected) => {
    expect(ids(await search(text))).toEqual(expected());
  });

  it('tolerates a small typo and ranks the closest match first', async () => {
    const data = await search('toyta corola');
    expect(ids(data).slice(0, 2).sort()).toEqual([w.corolla.id, w.corollaOld.id].sort());
    expect(ids(data)).not.toContain(w.civic.id);
    expect(ids(data)).not.toContain(w.peugeot.id);
    expect(ids(await search('peugot'))).toEqual([w.peugeot.id]);
  });

  it('puts exact substrings before near matches', async () => {
    const data = await search('corolla 2015');
    expect(ids(data)[0]).toBe(w.corolla.id);
  });

  it('finds nothing for unrelated text', async () => {
    expect(await search('lamborghini')).toEqual({ rowCount: 0, detail: [] });
  });

  it('pages with rowCount and answers the list item shape with IsLiked', async () => {
    const page = await search('berline', { take: 2, skip: 1 }, token);
    expect(page.rowCount).toBe(4);
    expect(page.detail).toHaveLength(2);
    const all = await search('berline', {}, token);
    expect(all.detail.find((c) => c.Id === w.peugeot.id)).toMatchObject({
      MakerName: 'Peugeot',
      ModelName: '308',
      BodyTypeName: 'Berline',
      VehManufYear: 2017,
      DealerCityName: 'Abidjan',
      DealerCountryName: "Côte d'Ivoire",
      IsLiked: true,
    });
    expect(all.detail.filter((c) => c.IsLiked)).toHaveLength(1);
  });

  it('counts every match on the last page, past the end and with take 0', async () => {
    expect(await search('berline', { take: 3, skip: 3 })).toMatchObject({ rowCount: 4, detail: [{}] });
    expect(await search('berline', { take: 3, skip: 9 })).toEqual({ rowCount: 4, detail: [] });
    expect(await search('berline', { take: 0 })).toEqual({ rowCount: 4, detail: [] });
  });

  it.each([
    [{ searchString: '' }, 'searchString: type at least one letter or digit'],
    [{ searchString: '   ' }, 'searchString: type at least one letter or digit'],
    [{ searchString: "%_'!" }, 'searchString: type at least one letter or digit'],
    [{}, 'searchString: Invalid input: expected string, received undefined'],
    [{ searchString: 42 }, 'searchString: Invalid input: expected string, received number'],
    [{ searchString: 'x'.repeat(101) }, 'searchString: must be at most 100 characters'],
    [{ searchString: 'toyota', take: 101 }, 'take: must be at most 100'],
  ])('refuses %j with 400', async (json, message) => {
    const res = await t.call(SEARCH, { json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
