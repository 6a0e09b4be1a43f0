/**
 * List items of cars known by id, in the order given: the second statement of a page whose cars were
 * found by a statement of their own (a search's ranking, a filtered list's ids). Its plan never depends
 * on its values (ids and status), so PostgreSQL plans it once (db/plan-mode.ts), list columns and all.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, cars } from '../db/schema.ts';
import { Slots, statementOf } from '../db/statement-cache.ts';
import { listColumns } from './car-columns.ts';

/** The statement of readCars: these cars' list items, if they are still published. */
export function readCarsQuery(db: Db, ids: number[], userId: number | null) {
  return db
    .select(listColumns(userId))
    .from(cars)
    .where(and(inArray(cars.id, ids), eq(cars.status, CAR_STATUS.published)));
}

/** readCars's shape (db/statement-cache.ts): one statement per number of ids and kind of caller. */
export function readCarsShape(ids: number[], userId: number | null) {
  const slots = new Slots();
  return {
    key: `readCars|${ids.length}|${userId === null ? 'anonymous' : 'caller'}`,
    ids: slots.list('id', ids),
    userId: userId === null ? null : slots.put('userId', userId),
    values: slots.values,
  };
}

/** List items of these cars, in this order, as they are now; a car unpublished since its id was read is left out. */
export async function readCars(db: Db, ids: number[], userId: number | null) {
  if (ids.length === 0) return [];
  const shape = readCarsShape(ids, userId);
  const statement = statementOf(db, shape.key, () => readCarsQuery(db, shape.ids, shape.userId));
  const rows = await statement.execute(shape.values);
  const byId = new Map(rows.map((row) => [row.Id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
