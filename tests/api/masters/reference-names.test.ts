/**
 * Issue 19: every call that answers reference names answers them in the caller's language: `lang`
 * (en, fr, sp, es), else Accept-Language, else English (the mobile app). Makers, models, ids and
 * filters are the same in every language. The list cache is on here (LIST_CACHE_MS): one kept page
 * must still answer each language in its own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNames } from '../../../src/server/db/schema.ts';
import { EQUIPMENT_KIND } from '../../../src/server/db/schema.ts';
import { referenceNameRows } from '../../../src/server/seed/data/reference-names.ts';
import type {
  CarDetailData,
  CarListData,
  CarSearchData,
  DealerInfoData,
  RecommendedData,
} from '../../../src/server/routes/cars/cars.schemas.ts';
import {
  createBodyStyle,
  createBodyType,
  createBrand,
  createCar,
  createCity,
  createCountry,
  createEquipment,
  createFuelType,
  createImporter,
  createModel,
  createTransmission,
} from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
let w: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const ctx = { db: t.server.deps.db, env: t.env };
  const db = ctx.db;
  const benin = await createCountry(db, { name: 'Benin', iso2: 'BJ', dialCode: '+229' });
  await createCountry(db, { name: 'Senegal', iso2: 'SN', dialCode: '+221' });
  await createCountry(db, { name: "Côte d'Ivoire", iso2: 'CI', dialCode: '+225' });
  const cotonou = await createCity(db, { name: 'Cotonou', countryId: benin.id });
  const toyota = await createBrand(db, { name: 'Toyota' });
  const corolla = await createModel(db, { name: 'Corolla', brandId: toyota.id });
  const sedan = await createBodyType(db, { name: 'Sedan' });
  const van = await createBodyType(db, { name: 'Van' });
  await createBodyType(db, { name: 'Coupe' });
  const saloon = await createBodyStyle(db, { name: '4-door saloon' });
  const petrol = await createFuelType(db, { name: 'Petrol' });
  const automatic = await createTransmission(db, { name: 'Automatic' });
  const ac = await createEquipment(db, { kind: EQUIPMENT_KIND.standard, name: 'Air Conditioning' });
  await createEquipment(db, { kind: EQUIPMENT_KIND.optional, name: 'Sunroof' });
  const dealer = await createImporter(ctx, { cityId: cotonou.id, countryId: benin.id });
  const place = { importerId: dealer.importer.id, cityId: cotonou.id, countryId: benin.id };
  const car = await createCar(ctx, {
    ...place,
    brandId: toyota.id,
    modelId: corolla.id,
    bodyTypeId: sedan.id,
    bodyStyleId: saloon.id,
    fuelTypeId: petrol.id,
    transmissionId: automatic.id,
    vehicleClass: 'Luxury',
    vehicleType: 'Passenger car (FWD)',
    color: 'White',
    standardEquipment: [ac.id],
    likeCount: 5,
  });
  const other = await createCar(ctx, { ...place, brandId: toyota.id, modelId: corolla.id, bodyTypeId: van.id });
  const customer = await createUser(ctx);
  await t.call(`/api/customer/saveCarWishlist/${car.id}/1`, { token: customer.token });
  return { car, other, sedan, dealer, customer };
}

beforeAll(async () => {
  t = await startTestServer({ LIST_CACHE_MS: '60000' });
  w = await buildWorld();
});
afterAll(() => t?.close());

const list = (query = '', headers: Record<string, string> = {}, filterString = '') =>
  t.call<CarListData>(`/api/customer/V2/getAllCar${query}`, {
    json: { take: 12, skip: 0, sortString: '0', filterString },
    headers,
  });
const sedanCar = (data: CarListData) => data.carList.find((car) => car.Id === w.car.id);

describe('reference names in the caller’s language', () => {
  it('getAllCar lists them in English by default, and in fr / sp (es) with lang', async () => {
    const en = sedanCar((await list()).body.data);
    expect(en).toMatchObject({
      MakerName: 'Toyota',
      ModelName: 'Corolla',
      BodyTypeName: 'Sedan',
      DealerCityName: 'Cotonou',
      DealerCountryName: 'Benin',
      FuelTypeName: 'Petrol',
    });
    const fr = sedanCar((await list('?lang=fr')).body.data);
    expect(fr).toMatchObject({
      MakerName: 'Toyota',
      ModelName: 'Corolla',
      BodyTypeName: 'Berline',
      DealerCityName: 'Cotonou',
      DealerCountryName: 'Bénin',
      FuelTypeName: 'Essence',
    });
    for (const lang of ['sp', 'es']) {
      expect(sedanCar((await list(`?lang=${lang}`)).body.data)).toMatchObject({
        BodyTypeName: 'Sedán',
        DealerCityName: 'Cotonú',
        DealerCountryName: 'Benín',
        FuelTypeName: 'Gasolina',
      });
    }
    // The kept English page is still English after the translated answers (nothing changed in place).
    expect(sedanCar((await list()).body.data)?.BodyTypeName).toBe('Sedan');
    expect((await list('?lang=en')).body.data.carList.map((c) => c.BodyTypeName).sort()).toEqual(['Sedan', 'Van']);
  });

  it('follows Accept-Language without lang (and says Vary), the query winning over the header', async () => {
    const byHeader = await list('', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(sedanCar(byHeader.body.data)?.BodyTypeName).toBe('Berline');
    expect(byHeader.headers.get('vary')).toMatch(/accept-language/i);
    expect(sedanCar((await list('', { 'accept-language': 'es-ES' })).body.data)?.BodyTypeName).toBe('Sedán');
    expect(sedanCar((await list('', { 'accept-language': 'de-DE,en;q=0.5' })).body.data)?.BodyTypeName).toBe('Sedan');
    expect(sedanCar((await list('', { 'accept-language': 'de-DE' })).body.data)?.BodyTypeName).toBe('Sedan');
    expect(sedanCar((await list('?lang=en', { 'accept-language': 'fr' })).body.data)?.BodyTypeName).toBe('Sedan');
  });

  it('refuses a lang it does not know', async () => {
    const res = await list('?lang=de');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/lang/);
  });

  it('filters by id whatever the language of the names', async () => {
    const res = await list('?lang=fr', {}, `50?${w.sedan.id}`);
    expect(res.body.data.rowCount).toBe(1);
    expect(res.body.data.carList.map((c) => [c.Id, c.BodyTypeName])).toEqual([[w.car.id, 'Berline']]);
  });

  it('a car’s details: body type and style, gearbox, class, type, colour, fuel, city and country', async () => {
    const detail = async (query: string) =>
      (await t.call<CarDetailData>(`/api/customer/V2/getAllCar${query}`, { json: { VehicalId: w.car.id } })).body.data
        .carDetails[0];
    expect(await detail('')).toMatchObject({
      BodyTypeName: 'Sedan',
      BodyStyleName: '4-door saloon',
      TransmissionName: 'Automatic',
      Vehicle_class: 'Luxury',
      Vehicle_type: 'Passenger car (FWD)',
      Color: 'White',
      FuelTypeName: 'Petrol',
    });
    expect(await detail('?lang=fr')).toMatchObject({
      MakerName: 'Toyota',
      BodyTypeName: 'Berline',
      BodyStyleName: 'Berline 4 portes',
      TransmissionName: 'Automatique',
      Vehicle_class: 'Luxe',
      Vehicle_type: 'Voiture particulière (traction)',
      Color: 'Blanc',
      FuelTypeName: 'Essence',
      DealerCityName: 'Cotonou',
      DealerCountryName: 'Bénin',
    });
    expect(await detail('?lang=sp')).toMatchObject({
      BodyTypeName: 'Sedán',
      TransmissionName: 'Automática',
      Vehicle_class: 'Lujo',
      Vehicle_type: 'Turismo (tracción delantera)',
      Color: 'Blanco',
      DealerCountryName: 'Benín',
    });
  });

  it('search, recommended cars and an importer’s cars', async () => {
    const search = await t.call<CarSearchData>('/api/customer/carSearchText?lang=sp', {
      json: { searchString: 'corolla', take: 12, skip: 0 },
    });
    expect(search.body.data.detail.map((c) => c.BodyTypeName).sort()).toEqual(['Furgoneta', 'Sedán']);
    const recommended = await t.call<RecommendedData>('/api/customer/getRecommendedCar?lang=fr', {
      json: { take: 10, skip: 0 },
    });
    expect(recommended.body.data.carList[0]).toMatchObject({ Id: w.car.id, BodyTypeName: 'Berline' });
    const dealerCars = await t.call<CarListData>('/api/customer/V2/getAllCar?lang=fr', {
      json: { take: 12, skip: 0, DealerId: w.dealer.importer.id },
      token: w.customer.token,
    });
    expect(dealerCars.body.data.carList.map((c) => c.BodyTypeName).sort()).toEqual(['Berline', 'Fourgon']);
  });

  it('a search in French or Spanish words finds the cars of those names', async () => {
    const ids = async (searchString: string) =>
      (
        await t.call<CarSearchData>('/api/customer/carSearchText?lang=fr', {
          json: { searchString, take: 12, skip: 0 },
        })
      ).body.data.detail.map((c) => [c.Id, c.BodyTypeName]);
    expect(await ids('Berline')).toEqual([[w.car.id, 'Berline']]);
    expect(await ids('furgoneta Cotonú')).toEqual([[w.other.id, 'Fourgon']]);
    expect(await ids('sedan benin')).toEqual([[w.car.id, 'Berline']]);
  });

  it('getMasters: body types (in the order of their names in that language), countries and equipment', async () => {
    const masters = async (pair: string, query = '') =>
      (await t.call<{ userDetail: Record<string, unknown>[] }>(`/api/open/getMasters/${pair}${query}`)).body.data
        .userDetail;
    expect((await masters('0/120')).map((b) => b.BodyTypeName)).toEqual(['Coupe', 'Sedan', 'Van']);
    expect((await masters('0/120', '?lang=fr')).map((b) => b.BodyTypeName)).toEqual(['Berline', 'Coupé', 'Fourgon']);
    expect((await masters('0/120', '?lang=sp')).map((b) => b.BodyTypeName)).toEqual(['Cupé', 'Furgoneta', 'Sedán']);
    expect((await masters('0/40', '?lang=fr')).map((c) => c.CountryName)).toEqual([
      'Bénin',
      "Côte d'Ivoire",
      'Sénégal',
    ]);
    expect((await masters('0/40', '?lang=sp')).map((c) => c.CountryName)).toEqual([
      'Benín',
      'Costa de Marfil',
      'Senegal',
    ]);
    expect((await masters('10/70', '?lang=fr')).map((e) => e.EquipmentName)).toEqual(['Climatisation']);
    expect((await masters('20/70', '?lang=sp')).map((e) => e.EquipmentName)).toEqual(['Techo solar']);
    expect((await masters('0/10', '?lang=fr')).map((e) => e.MakerName)).toEqual(['Toyota']);
    const ids = async (query: string) => (await masters('0/120', query)).map((b) => b.Id).sort();
    expect(await ids('?lang=fr')).toEqual(await ids(''));
  });

  it('getDealerInfo and the wish list', async () => {
    const dealer = await t.call<DealerInfoData>(`/api/customer/getDealerInfo/${w.car.id}?lang=sp`, {
      token: w.customer.token,
    });
    expect(dealer.body.data.detail[0]).toMatchObject({ CityName: 'Cotonú', CountryName: 'Benín' });
    const byId = await t.call<DealerInfoData>(
      `/api/customer/getDealerInfo/0?dealerId=${w.dealer.importer.id}&lang=fr`,
      {
        token: w.customer.token,
      },
    );
    expect(byId.body.data.detail[0]?.CountryName).toBe('Bénin');
    const wish = (query: string) =>
      t.call<{ userDetail: Array<{ BodyTypeName: string; FuelType: string }> }>(`/api/customer/getMyWishList${query}`, {
        json: { take: 10, skip: 0 },
        token: w.customer.token,
      });
    expect((await wish('')).body.data.userDetail[0]).toMatchObject({ BodyTypeName: 'Sedan', FuelType: 'Petrol' });
    expect((await wish('?lang=fr')).body.data.userDetail[0]).toMatchObject({
      BodyTypeName: 'Berline',
      FuelType: 'Essence',
    });
    expect((await wish('?lang=sp')).body.data.userDetail[0]).toMatchObject({
      BodyTypeName: 'Sedán',
      FuelType: 'Gasolina',
    });
  });

  it('the migration wrote exactly the names of the seed data', async () => {
    const rows = await t.server.deps.db.select().from(referenceNames);
    const key = (r: { kind: string; en: string; lang: string; name: string }) =>
      `${r.kind}|${r.en}|${r.lang}|${r.name}`;
    expect(rows.map(key).sort()).toEqual(referenceNameRows().map(key).sort());
  });

  it('documents lang, with an example, on every such call', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Array<{ name: string; in: string; schema?: { example?: unknown; enum?: unknown } }> }
        >
      >;
    };
    const calls = [
      ['/api/customer/V2/getAllCar', 'post'],
      ['/api/customer/carSearchText', 'post'],
      ['/api/customer/getRecommendedCar', 'post'],
      ['/api/open/getMasters/{a}/{b}', 'get'],
      ['/api/customer/getMyWishList', 'post'],
      ['/api/customer/getDealerInfo/{vehicleId}', 'get'],
    ] as const;
    for (const [path, method] of calls) {
      const lang = doc.paths[path]?.[method]?.parameters?.find((p) => p.name === 'lang');
      expect(lang, path).toMatchObject({ in: 'query', schema: { example: 'fr', enum: ['en', 'fr', 'sp', 'es'] } });
    }
  });
});
