/**
 * Test-data builders for the catalogue: reference rows, importers (with their dealer user), cars with
 * media, ads, content pages and the contact row. Each takes overrides so a test states what it asserts.
 * @example const car = await createCar(t, { brandId: toyota.id, modelId: corolla.id, importerId: dealer.importer.id });
 */
import { eq } from 'drizzle-orm';
import { carSearchText } from '../../src/lib/search-text.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  ads,
  bodyStyles,
  bodyTypes,
  brands,
  CAR_STATUS,
  carMedia,
  cars,
  cities,
  contactInfo,
  contentPages,
  countries,
  equipment,
  EQUIPMENT_KIND,
  fuelTypes,
  importers,
  models,
  ROLE,
  transmissions,
} from '../../src/server/db/schema.ts';
import type { Env } from '../../src/server/env.ts';
import { createUser, type BuiltUser } from './build-users.ts';

export interface Ctx {
  db: Db;
  env: Env;
}

let counter = 0;
const next = () => ++counter;

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row;
}

export function createCountry(db: Db, overrides: Partial<typeof countries.$inferInsert> = {}) {
  const n = next();
  return insertOne(
    db
      .insert(countries)
      .values({ name: `Country ${n}`, iso2: `Q${n}`, dialCode: `+${900 + n}`, ...overrides })
      .returning(),
  );
}

export async function createCity(db: Db, overrides: Partial<typeof cities.$inferInsert> = {}) {
  const countryId = overrides.countryId ?? (await createCountry(db)).id;
  return insertOne(
    db
      .insert(cities)
      .values({ name: `City ${next()}`, latitude: 6.37, longitude: 2.39, ...overrides, countryId })
      .returning(),
  );
}

export function createBrand(db: Db, overrides: Partial<typeof brands.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(brands)
      .values({ name: `Brand ${next()}`, ...overrides })
      .returning(),
  );
}

export async function createModel(db: Db, overrides: Partial<typeof models.$inferInsert> = {}) {
  const brandId = overrides.brandId ?? (await createBrand(db)).id;
  return insertOne(
    db
      .insert(models)
      .values({ name: `Model ${next()}`, ...overrides, brandId })
      .returning(),
  );
}

export function createBodyType(db: Db, overrides: Partial<typeof bodyTypes.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(bodyTypes)
      .values({ name: `Body type ${next()}`, ...overrides })
      .returning(),
  );
}

export function createBodyStyle(db: Db, overrides: Partial<typeof bodyStyles.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(bodyStyles)
      .values({ name: `Body style ${next()}`, ...overrides })
      .returning(),
  );
}

export function createFuelType(db: Db, overrides: Partial<typeof fuelTypes.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(fuelTypes)
      .values({ name: `Fuel ${next()}`, ...overrides })
      .returning(),
  );
}

export function createTransmission(db: Db, overrides: Partial<typeof transmissions.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(transmissions)
      .values({ name: `Gearbox ${next()}`, ...overrides })
      .returning(),
  );
}

export function createEquipment(db: Db, overrides: Partial<typeof equipment.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(equipment)
      .values({ kind: EQUIPMENT_KIND.standard, name: `Equipment ${next()}`, ...overrides })
      .returning(),
  );
}

export type ImporterRow = typeof importers.$inferSelect;

/** A dealer user (role 10) and its importer profile. */
export async function createImporter(
  ctx: Ctx,
  overrides: Partial<typeof importers.$inferInsert> = {},
): Promise<BuiltUser & { importer: ImporterRow }> {
  const built = await createUser(ctx, { role: ROLE.dealer });
  const n = next();
  const importer = await insertOne(
    ctx.db
      .insert(importers)
      .values({
        businessName: `Importer ${n} SARL`,
        firstName: 'Koffi',
        lastName: `Mensah ${n}`,
        countryCode: '+229',
        phoneNumber: built.user.mobileNo,
        whatsAppNumber: `229-${built.user.mobileNo}`,
        address: `${n} Rue des Cocotiers`,
        email: `importer${n}@example.test`,
        latitude: 6.3703,
        longitude: 2.3912,
        ...overrides,
        userId: built.user.id,
      })
      .returning(),
  );
  return { ...built, importer };
}

export type CarRow = typeof cars.$inferSelect;
export interface MediaInput {
  type?: 'I' | 'V';
  fileName: string;
  sortOrder?: number;
  isMain?: boolean;
}

async function nameOf(
  db: Db,
  table: typeof brands | typeof models | typeof bodyTypes | typeof cities | typeof countries,
  id: number | null | undefined,
) {
  if (!id) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? null;
}

/**
 * A car (published unless told) with its search_text computed from its names, and its media.
 * Missing brand, model or importer are created. A published car is listed when it is created (its
 * published_at, the listing date, is its created_at) unless told otherwise, as the seeder lists them.
 */
export async function createCar(
  ctx: Ctx,
  overrides: Partial<typeof cars.$inferInsert> & { media?: MediaInput[] } = {},
): Promise<CarRow> {
  const { media = [], ...values } = overrides;
  const brandId = values.brandId ?? (await createBrand(ctx.db)).id;
  const modelId = values.modelId ?? (await createModel(ctx.db, { brandId })).id;
  const importerId = values.importerId ?? (await createImporter(ctx)).importer.id;
  const n = next();
  const status = values.status ?? CAR_STATUS.published;
  const createdAt = values.createdAt ?? new Date();
  const row = {
    vin: `VIN${String(n).padStart(14, '0')}`,
    manufYear: 2015,
    price: 5_000_000,
    status,
    createdAt,
    publishedAt: status === CAR_STATUS.published ? createdAt : null,
    ...values,
    brandId,
    modelId,
    importerId,
  };
  const searchText =
    values.searchText ??
    carSearchText({
      maker: (await nameOf(ctx.db, brands, brandId)) ?? '',
      model: (await nameOf(ctx.db, models, modelId)) ?? '',
      bodyType: await nameOf(ctx.db, bodyTypes, row.bodyTypeId),
      year: row.manufYear,
      vin: row.vin,
      city: await nameOf(ctx.db, cities, row.cityId),
      country: await nameOf(ctx.db, countries, row.countryId),
    });
  const car = await insertOne(
    ctx.db
      .insert(cars)
      .values({ ...row, searchText })
      .returning(),
  );
  if (media.length) {
    await ctx.db.insert(carMedia).values(
      media.map((m, i) => ({
        carId: car.id,
        type: m.type ?? 'I',
        fileName: m.fileName,
        sortOrder: m.sortOrder ?? i,
        isMain: m.isMain ?? false,
      })),
    );
  }
  return car;
}

export function createAd(db: Db, overrides: Partial<typeof ads.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(ads)
      .values({ type: 'I', fileName: `ad-${next()}.webp`, ...overrides })
      .returning(),
  );
}

export function createPage(db: Db, values: { slug: string; lang: string; html: string }) {
  return insertOne(db.insert(contentPages).values(values).returning());
}

export function createContact(db: Db, overrides: Partial<typeof contactInfo.$inferInsert> = {}) {
  return insertOne(
    db
      .insert(contactInfo)
      .values({
        phone: '+229 21 30 00 00',
        email: 'contact@example.test',
        address: 'Boulevard de la Marina, Cotonou',
        ...overrides,
      })
      .returning(),
  );
}
