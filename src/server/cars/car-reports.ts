/**
 * Issue 23: buyers report a listing (one report per buyer and car); admins read the reports, newest
 * first, with the car's state.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, CAR_STATUS, carReports, cars, importers, models, users, type ReportReason } from '../db/schema.ts';
import { refuse } from '../refusal.ts';

export interface ReportInput {
  carId: number;
  userId: number;
  reason: ReportReason;
  text: string | null;
}

/** Stores the report; 404 for a car not on sale, 409 when this buyer reported this car already. */
export async function reportCar(db: Db, input: ReportInput): Promise<void> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, input.carId), eq(cars.status, CAR_STATUS.published)));
  if (!car) refuse(404, 'carNotFound');
  const inserted = await db
    .insert(carReports)
    .values(input)
    .onConflictDoNothing({ target: [carReports.carId, carReports.userId] })
    .returning({ id: carReports.id });
  if (!inserted.length) refuse(409, 'reportAlreadySent');
}

/** A page of reports, newest first; `before` is the last id of the previous page. */
export function listReports(db: Db, page: { take: number; before: number | null }) {
  return db
    .select({
      id: carReports.id,
      carId: carReports.carId,
      carName: sql<string>`${brands.name} || ' ' || ${models.name} || ' ' || ${cars.manufYear}`,
      importerName: importers.businessName,
      reason: carReports.reason,
      text: carReports.text,
      reporterName: users.displayName,
      createdAt: carReports.createdAt,
      carPublished: sql<boolean>`${cars.status} = ${CAR_STATUS.published}`,
      carTakenDown: sql<boolean>`${cars.status} = ${CAR_STATUS.removed}`,
      reportsOfCar: sql<number>`(select count(*)::int from ${carReports} r2 where r2.car_id = ${carReports.carId})`,
    })
    .from(carReports)
    .innerJoin(cars, eq(cars.id, carReports.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .innerJoin(importers, eq(importers.id, cars.importerId))
    .innerJoin(users, eq(users.id, carReports.userId))
    .where(page.before ? lt(carReports.id, page.before) : undefined)
    .orderBy(desc(carReports.id))
    .limit(page.take);
}
