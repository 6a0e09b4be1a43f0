import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSearchText } from '../../../../src/lib/search-text.ts';
import { verifyPassword } from '../../../../src/server/auth/passwords.ts';
import { openDatabase, type Database } from '../../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../../src/server/db/migrate.ts';
import { BANNERS, drawBannerSvg, VIDEO_AD } from '../../../../src/server/seed/ad-art.ts';
import { buildCatalogue } from '../../../../src/server/seed/catalogue.ts';
import { BODY_TYPES } from '../../../../src/server/seed/data/masters.ts';
import { PRICE_MAX, PRICE_MIN } from '../../../../src/server/seed/generate-car.ts';
import { referenceNameRows } from '../../../../src/server/seed/data/reference-names.ts';
import { DEMO_ACCOUNTS } from '../../../../src/server/seed/reference-data.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from '../../../../src/server/seed/seed-database.ts';
import { drawVideoFrame, WALKAROUNDS } from '../../../../src/server/seed/video-art.ts';
import { VIN_ALPHABET, vinCheckDigit } from '../../../../src/server/seed/vin.ts';

const CARS = 50;
const NOW = new Date('2026-01-15T12:00:00Z');
let mediaDir: string;
let first: Database;
let second: Database;

const rows = async <T = Record<string, unknown>>(database: Database, query: string): Promise<T[]> => {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
};

async function seeded(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  await seedDatabase(database.db, { cars: CARS, mediaDir, now: NOW });
  return database;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
  first = await seeded();
  // The second run finds every picture on disk and draws nothing.
  second = await seeded();
}, 180_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('writes the masters, accounts, importers, content and cars', async () => {
    const [counts] = await rows<Record<string, number>>(
      first,
      `select (select count(*)::int from cars) cars, (select count(*)::int from importers) importers,
              (select count(*)::int from users) users, (select count(*)::int from countries) countries,
              (select count(*)::int from brands) brands, (select count(*)::int from content_pages) pages,
              (select count(*)::int from contact_info) contact, (select count(*)::int from equipment where id in (30, 35)) excluded`,
    );
    expect(counts).toEqual({
      cars: CARS,
      importers: 30,
      users: 32,
      countries: 8,
      brands: 40,
      pages: 6,
      contact: 1,
      excluded: 2,
    });
    const ads = await rows<{ type: string }>(first, 'select type from ads');
    expect(ads.filter((a) => a.type === 'I').length).toBeGreaterThanOrEqual(4);
    expect(ads.some((a) => a.type === 'V')).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('gives every model a body type and years it was sold in', () => {
    for (const brand of buildCatalogue().brands) {
      for (const model of brand.models)
        expect(model.firstYear, `${brand.name} ${model.name}`).toBeLessThanOrEqual(model.lastYear);
    }
  });

  it('is deterministic: two seeds give identical cars and galleries', async () => {
    const cars = 'select * from cars order by id';
    const media = 'select car_id, type, file_name, sort_order, is_main from car_media order by car_id, sort_order';
    expect(await rows(second, cars)).toEqual(await rows(first, cars));
    expect(await rows(second, media)).toEqual(await rows(first, media));
  });

  it('gives each car 3–8 pictures with exactly one main image', async () => {
    const galleries = await rows<{ images: number; mains: number; first_main: boolean }>(
      first,
      `select count(*) filter (where type = 'I')::int images, count(*) filter (where is_main)::int mains,
              bool_or(is_main and sort_order = 0 and type = 'I') first_main
       from cars c left join car_media m on m.car_id = c.id group by c.id`,
    );
    expect(galleries).toHaveLength(CARS);
    for (const g of galleries) {
      expect(g.images).toBeGreaterThanOrEqual(3);
      expect(g.images).toBeLessThanOrEqual(8);
      expect(g.mains).toBe(1);
      expect(g.first_main).toBe(true);
    }
  });

  it('keeps prices, VINs, years and search text plausible', async () => {
    interface CarCheck {
      price: number;
      vin: string;
      manuf_year: number;
      condition: number;
      kms_driven: number;
      search_text: string;
      engine_horse_power: string;
      maker: string;
      model: string;
      body: string;
      city: string;
      country: string;
    }
    const cars = await rows<CarCheck>(
      first,
      `select c.price, c.vin, c.manuf_year, c.condition, c.kms_driven, c.search_text, c.engine_horse_power,
              b.name maker, m.name model, t.name body, ci.name city, co.name country
       from cars c join brands b on b.id = c.brand_id join models m on m.id = c.model_id and m.brand_id = b.id
       join body_types t on t.id = c.body_type_id join cities ci on ci.id = c.city_id
       join countries co on co.id = c.country_id join importers i on i.id = c.importer_id and i.city_id = c.city_id`,
    );
    expect(cars).toHaveLength(CARS);
    for (const car of cars) {
      expect(car.price).toBeGreaterThanOrEqual(PRICE_MIN);
      expect(car.price).toBeLessThanOrEqual(PRICE_MAX);
      expect(car.price % 50_000).toBe(0);
      expect(car.vin).toMatch(new RegExp(`^[${VIN_ALPHABET}]{17}$`));
      expect(car.vin[8]).toBe(vinCheckDigit(car.vin));
      expect(car.manuf_year).toBeGreaterThanOrEqual(2005);
      expect(car.manuf_year).toBeLessThanOrEqual(2025);
      expect(car.engine_horse_power).toMatch(/^\d+@\d+$/);
      if (car.condition === 1) expect(car.kms_driven).toBeLessThanOrEqual(150);
      expect(car.city).toBeTruthy();
      expect(car.search_text).toBe(
        carSearchText({
          maker: car.maker,
          model: car.model,
          bodyType: car.body,
          year: car.manuf_year,
          vin: car.vin,
          city: car.city,
          country: car.country,
        }),
      );
    }
    expect(new Set(cars.map((c) => c.vin)).size).toBe(CARS);
  });

  it('creates the demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await rows<{ password_hash: string }>(
        first,
        `select password_hash from users where country_code = '${account.countryCode}' and mobile_no = '${account.mobileNo}'`,
      );
      expect(user, account.role).toBeDefined();
      expect(await verifyPassword(user!.password_hash, account.password)).toBe(true);
    }
    const [importer] = await rows<{ whatsapp_number: string }>(
      first,
      `select whatsapp_number from importers where phone_number = '97000002'`,
    );
    expect(importer?.whatsapp_number).toBe('229-97000002');
  });

  it('writes every referenced picture as WebP, full size and thumbnail, and the videos', async () => {
    const files = await rows<{ type: string; file_name: string }>(
      first,
      `select distinct type, file_name from car_media union select distinct type, file_name from ads`,
    );
    for (const { type, file_name } of files) {
      if (type === 'V') {
        expect(existsSync(join(mediaDir, 'video', file_name)), file_name).toBe(true);
        continue;
      }
      const full = await sharp(join(mediaDir, 'photo', file_name)).metadata();
      const thumb = await sharp(join(mediaDir, 'photo', 'thumb', file_name)).metadata();
      expect(full.format).toBe('webp');
      expect(thumb.format).toBe('webp');
      expect(thumb.width).toBeLessThan(full.width);
    }
  });

  it("shows each car with a video in the video's body and colour, pictures included", async () => {
    const videos = await rows<{ id: number; color: string; body: string; file_name: string; pictures: string[] }>(
      first,
      `select c.id, c.color, b.name body, v.file_name,
              (select array_agg(p.file_name) from car_media p where p.car_id = c.id and p.type = 'I') pictures
         from cars c join body_types b on b.id = c.body_type_id join car_media v on v.car_id = c.id and v.type = 'V'`,
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const car of videos) {
      const walk = WALKAROUNDS[car.file_name];
      const art = BODY_TYPES.find((b) => b.name === car.body)?.art;
      expect(walk, car.file_name).toBeDefined();
      expect({ id: car.id, kind: walk?.kind, colour: walk?.colour }).toEqual({
        id: car.id,
        kind: art,
        colour: car.color,
      });
      for (const picture of car.pictures) expect(picture).toContain(`car-${art}-${car.color.toLowerCase()}-`);
    }
    // Every body drawing has its walkaround.
    expect(new Set(Object.values(WALKAROUNDS).map((w) => w.kind))).toEqual(new Set(BODY_TYPES.map((b) => b.art)));
  });

  it('gives every ad its words in each language, and no ad paints words into its picture', async () => {
    const texts = await rows<{ ad_id: number; lang: string; title: string; link: string | null }>(
      first,
      `select ad_id, lang, title, link from ad_texts order by ad_id, lang`,
    );
    const ads = await rows<{ id: number }>(first, 'select id from ads');
    expect(texts).toHaveLength(ads.length * 3);
    for (const { id } of ads) {
      const [en, fr, sp] = ['en', 'fr', 'sp'].map((lang) => texts.find((t) => t.ad_id === id && t.lang === lang));
      expect(fr?.title).not.toBe(en?.title);
      expect(sp?.title).not.toBe(en?.title);
      expect(en?.link).toMatch(/^car_list(\?body=\d+)?$/);
    }
    for (const banner of BANNERS) expect(drawBannerSvg(banner)).not.toMatch(/<text/);
    for (const t of [0, 0.5, 1]) expect(drawVideoFrame(VIDEO_AD, t)).not.toMatch(/<text/);
  });

  it('gives the same rows, indexes and constraints when loading in bulk', async () => {
    const bulk = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(bulk);
      await seedDatabase(bulk.db, { cars: CARS, mediaDir, now: NOW, bulkLoad: true });
      const cars = 'select * from cars order by id';
      expect(await rows(bulk, cars)).toEqual(await rows(first, cars));
      const schemaObjects = `select indexdef as def from pg_indexes where tablename in ('cars', 'car_media')
        union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid in ('cars'::regclass, 'car_media'::regclass)
        order by 1`;
      expect(await rows(bulk, schemaObjects)).toEqual(await rows(first, schemaObjects));
    } finally {
      await bulk.close();
    }
  }, 60_000); // two PGlite databases seeded: seconds on a busy 2-core machine, beyond the 5 s default

  it('gives every reference value a buyer reads a French and a Spanish name (issue 19)', async () => {
    const missing = await rows<{ kind: string; en: string }>(
      first,
      `with shown(kind, en) as (
         select 'body_type', name from body_types union select 'body_style', name from body_styles
         union select 'fuel_type', name from fuel_types union select 'transmission', name from transmissions
         union select 'equipment', name from equipment union select 'country', name from countries
         union select 'colour', color from cars union select 'vehicle_class', vehicle_class from cars
         union select 'vehicle_type', vehicle_type from cars)
       select kind, en from shown s where en is not null and (select count(*) from reference_names r
         where r.kind = s.kind and r.en = s.en and r.lang in ('fr', 'sp')) <> 2`,
    );
    expect(missing).toEqual([]);
  });

  it('refuses a database that holds data, and resetDatabase empties it', async () => {
    await expect(seedDatabase(second.db, { cars: 1, mediaDir, now: NOW })).rejects.toThrow(/already holds data/);
    await resetDatabase(second.db);
    expect(await isDatabaseEmpty(second.db)).toBe(true);
    expect(await rows(second, 'select * from reference_names')).toEqual([]);
    await seedDatabase(second.db, { cars: 1, mediaDir, now: NOW });
    const [names] = await rows<{ n: number }>(second, 'select count(*)::int n from reference_names');
    expect(names?.n).toBe(referenceNameRows().length);
  }, 60_000);
});
