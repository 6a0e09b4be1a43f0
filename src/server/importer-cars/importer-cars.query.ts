/**
 * Issue 23: an importer's own cars — list, read, add, edit, price, sold/unpublished/republished. Every
 * call names the importer: a car of another importer is refused (403), a missing one 404. Counts
 * (car_counts, car_totals), search (car_search) and price history (car_price_changes) follow the cars
 * row through their triggers (drizzle/0002, 0003, 0004, 0010), so this module writes only cars and
 * car_media; the handlers empty the list caches after each write.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lockTallies } from '../cars/tally-lock.ts';
import { retryOnDeadlock } from '../db/retry-deadlock.ts';
import { brands, CAR_STATUS, carMedia, cars, importers, models } from '../db/schema.ts';
import { mainImage, mediaOrder } from '../cars/car-columns.ts';
import { refuse } from '../refusal.ts';
import { resolveCarReferences, type CarReferences } from './car-references.ts';

/** The statuses an importer sets: published 1, sold 2, unpublished (draft) 0. */
export const IMPORTER_STATUSES = {
  published: CAR_STATUS.published,
  sold: CAR_STATUS.sold,
  unpublished: CAR_STATUS.draft,
} as const;
export type ImporterStatus = keyof typeof IMPORTER_STATUSES;

/** A taken-down car reads 'unpublished' (with TakenDown true in the answers). */
export function statusName(status: number): ImporterStatus {
  if (status === CAR_STATUS.published) return 'published';
  if (status === CAR_STATUS.sold) return 'sold';
  return 'unpublished';
}

/** The caller's importer id, or 403 when the account has no importer profile. */
export async function importerIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ id: importers.id }).from(importers).where(eq(importers.userId, userId)).limit(1);
  if (!row) refuse(403, 'noImporterProfile');
  return row.id;
}

/** The car's row when the importer owns it; 404 when there is no such car, 403 when another importer's. */
export async function ownCar(db: Db, importerId: number, carId: number) {
  const [car] = await db.select().from(cars).where(eq(cars.id, carId)).limit(1);
  if (!car) refuse(404, 'carNotFound');
  if (car.importerId !== importerId) refuse(403, 'notYourCar');
  return car;
}

/**
 * Refuses (409) a VIN the importer already has on another car that is not sold: listing one car twice
 * splits its likes and views and shows buyers a duplicate. A sold car's VIN may come back (bought back,
 * re-imported). `exceptCarId` is the car being edited.
 */
export async function refuseDuplicateVin(db: Db, importerId: number, vin: string, exceptCarId?: number) {
  const conditions = [eq(cars.importerId, importerId), eq(cars.vin, vin), ne(cars.status, CAR_STATUS.sold)];
  if (exceptCarId !== undefined) conditions.push(ne(cars.id, exceptCarId));
  const [other] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(...conditions))
    .limit(1);
  if (other) refuse(409, 'vinDuplicate', { id: other.id });
}

export interface CarInput extends CarReferences {
  vin: string;
  manufYear: number;
  price: number;
  kmsDriven: number;
  condition: number;
  color: string | null;
  numberOfSeats: number | null;
  engineHorsePower: string | null;
  photos: readonly string[];
}

/** The cars columns of a form, checked against the master lists. */
async function rowOf(db: Db, input: CarInput) {
  const { countryId, searchText } = await resolveCarReferences(db, input, {
    year: input.manufYear,
    vin: input.vin,
  });
  return {
    brandId: input.brandId,
    modelId: input.modelId,
    bodyTypeId: input.bodyTypeId,
    bodyStyleId: input.bodyStyleId,
    fuelTypeId: input.fuelTypeId,
    transmissionId: input.transmissionId,
    cityId: input.cityId,
    countryId,
    vin: input.vin,
    manufYear: input.manufYear,
    engineHorsePower: input.engineHorsePower,
    kmsDriven: input.kmsDriven,
    numberOfSeats: input.numberOfSeats,
    seatingCapacity: input.numberOfSeats,
    color: input.color,
    price: input.price,
    condition: input.condition,
    standardEquipment: [...new Set(input.standardEquipment)],
    optionalEquipment: [...new Set(input.optionalEquipment)],
    searchText,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replacePhotos(tx: Tx, carId: number, photos: readonly string[]): Promise<void> {
  await tx.delete(carMedia).where(and(eq(carMedia.carId, carId), eq(carMedia.type, 'I')));
  if (!photos.length) return;
  await tx
    .insert(carMedia)
    .values(photos.map((fileName, i) => ({ carId, type: 'I', fileName, sortOrder: i, isMain: i === 0 })));
}

/** Adds a car (published at once unless `publish` is false); returns its id. */
export async function addCar(db: Db, importerId: number, input: CarInput, publish: boolean): Promise<number> {
  const row = await rowOf(db, input);
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      if (publish) await lockTallies(tx);
      const [car] = await tx
        .insert(cars)
        .values({
          ...row,
          importerId,
          status: publish ? CAR_STATUS.published : CAR_STATUS.draft,
          publishedAt: publish ? new Date() : null,
        })
        .returning({ id: cars.id });
      if (!car) throw new Error('car not inserted');
      await replacePhotos(tx, car.id, input.photos);
      return car.id;
    }),
  );
}

/** Rewrites the car's fields and photos (its status stays). */
export async function editCar(db: Db, carId: number, input: CarInput): Promise<void> {
  const row = await rowOf(db, input);
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockTallies(tx);
      await tx
        .update(cars)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(cars.id, carId));
      await replacePhotos(tx, carId, input.photos);
    }),
  );
}

export async function setCarPrice(db: Db, carId: number, price: number): Promise<void> {
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockTallies(tx);
      await tx.update(cars).set({ price, updatedAt: new Date() }).where(eq(cars.id, carId));
    }),
  );
}

/**
 * Publishes (the listing date becomes now), marks sold or unpublishes. A car an admin took down after
 * a report (CAR_STATUS.removed, src/server/cars/car-unpublish.ts) keeps that status: 409, whatever
 * is asked, since sold or unpublished would let the importer publish it again next.
 */
export async function setCarStatus(db: Db, carId: number, status: ImporterStatus, was: number): Promise<void> {
  if (was === CAR_STATUS.removed) refuse(409, 'carTakenDown');
  const next = IMPORTER_STATUSES[status];
  if (next === was) return;
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockTallies(tx);
      await tx
        .update(cars)
        .set({ status: next, updatedAt: new Date(), ...(status === 'published' ? { publishedAt: new Date() } : {}) })
        .where(eq(cars.id, carId));
    }),
  );
}

/** The statuses My cars lists: the importer's own, and taken down by an admin. */
const LISTED_STATUSES = [...Object.values(IMPORTER_STATUSES), CAR_STATUS.removed];

/** One page of the importer's cars (every status, taken down too), newest first, and their number. */
export async function listOwnCars(db: Db, importerId: number, page: { take: number; skip: number }) {
  const where = and(eq(cars.importerId, importerId), inArray(cars.status, LISTED_STATUSES));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        Id: cars.id,
        MakerName: brands.name,
        ModelName: models.name,
        VehManufYear: cars.manufYear,
        Price: cars.price,
        status: cars.status,
        Main_Image_Url: mainImage,
        PublishedAt: cars.publishedAt,
        UpdatedAt: cars.updatedAt,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(where)
      .orderBy(desc(cars.id))
      .limit(page.take)
      .offset(page.skip),
    db.select({ n: count() }).from(cars).where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    carList: rows.map(({ status, PublishedAt, UpdatedAt, ...rest }) => ({
      ...rest,
      Status: statusName(status),
      TakenDown: status === CAR_STATUS.removed,
      PublishedAt: PublishedAt?.toISOString() ?? null,
      UpdatedAt: UpdatedAt.toISOString(),
    })),
  };
}

/** Everything the edit form shows of an owned car. */
export async function ownCarDetail(db: Db, car: typeof cars.$inferSelect) {
  const photos = await db
    .select({ fileName: carMedia.fileName })
    .from(carMedia)
    .where(and(eq(carMedia.carId, car.id), eq(carMedia.type, 'I')))
    .orderBy(...mediaOrder(), asc(carMedia.id));
  return {
    Id: car.id,
    Status: statusName(car.status),
    TakenDown: car.status === CAR_STATUS.removed,
    MakerId: car.brandId,
    ModelId: car.modelId,
    BodyTypeId: car.bodyTypeId,
    BodyStyleId: car.bodyStyleId,
    FuelTypeId: car.fuelTypeId,
    TransmissionId: car.transmissionId,
    CityId: car.cityId,
    CountryId: car.countryId,
    VinNum: car.vin,
    VehManufYear: car.manufYear,
    VehKmsDriven: car.kmsDriven,
    Price: car.price,
    Condition: car.condition,
    Color: car.color,
    Number_of_seates: car.numberOfSeats,
    Engine_HorsePower: car.engineHorsePower,
    Standard_equipment: car.standardEquipment,
    Optional_equipment: car.optionalEquipment,
    Photos: photos.map((p) => p.fileName),
    PublishedAt: car.publishedAt?.toISOString() ?? null,
  };
}
