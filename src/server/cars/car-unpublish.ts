/**
 * Issue 23: an admin takes a car off the site. Its status becomes CAR_STATUS.removed, so the triggers
 * of car_counts and car_search drop it from counts and search in the same transaction and the list
 * queries (published only) stop showing it; car_unpublications records who and the status before.
 * The caller clears the anonymous list caches so no kept page shows it. An admin who took a car down by
 * mistake puts it back with restoreCar: the status it had before returns, and the record goes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, carUnpublications, cars } from '../db/schema.ts';
import { refuse } from '../refusal.ts';
import { lockTallies } from './tally-lock.ts';

/** Unpublishes the car; idempotent for a car already unpublished; 404 for an unknown car. */
export async function unpublishCar(db: Db, carId: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTallies(tx);
    const [car] = await tx.select({ status: cars.status }).from(cars).where(eq(cars.id, carId)).for('update');
    if (!car) refuse(404, 'carNotFound');
    if (car.status === CAR_STATUS.removed) return;
    await tx
      .insert(carUnpublications)
      .values({ carId, byUserId: adminId, previousStatus: car.status })
      .onConflictDoNothing();
    await tx.update(cars).set({ status: CAR_STATUS.removed, updatedAt: new Date() }).where(eq(cars.id, carId));
  });
}

/**
 * Puts a car an admin took down back in the status it had before (on sale again if it was); idempotent
 * for a car that is not taken down; 404 for an unknown car.
 */
export async function restoreCar(db: Db, carId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTallies(tx);
    const [car] = await tx.select({ status: cars.status }).from(cars).where(eq(cars.id, carId)).for('update');
    if (!car) refuse(404, 'carNotFound');
    if (car.status !== CAR_STATUS.removed) return;
    const [record] = await tx
      .delete(carUnpublications)
      .where(eq(carUnpublications.carId, carId))
      .returning({ previousStatus: carUnpublications.previousStatus });
    const status = record?.previousStatus ?? CAR_STATUS.published;
    await tx.update(cars).set({ status, updatedAt: new Date() }).where(eq(cars.id, carId));
  });
}
