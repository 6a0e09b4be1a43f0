/**
 * Detail views (issue 20): a car's view counts once per visitor and UTC day, and views never rewrite
 * the popular index the list reads. A view inserts a row of car_views (nothing when that visitor already
 * saw the car that day); `foldCarViews` adds the new rows to cars.view_count in one batch (every
 * VIEW_FOLD_MS, and when the server stops) and deletes folded rows of past days. A car's detail shows
 * view_count plus its rows not yet folded, so the count it answers is exact at once; the popular sort
 * sees new views at the next fold.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { placeholder, rawStatementOf } from '../db/statement-cache.ts';
import { CAR_STATUS, carViews, cars } from '../db/schema.ts';

/** Today in UTC, 'YYYY-MM-DD'. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Who viewed: the signed-in user, else a keyed hash of address and user agent for the day (the address is
 * never stored, and one day's hash says nothing about another's).
 * @example visitorOf(secret, { userId: 7, ip: '10.0.0.1', userAgent: 'x', day: '2026-11-26' }) // 'u7'
 */
export function visitorOf(
  secret: string,
  who: { userId: number | null; ip: string; userAgent: string; day: string },
): string {
  if (who.userId !== null) return `u${who.userId}`;
  const mac = createHmac('sha256', secret).update(`view\n${who.day}\n${who.ip}\n${who.userAgent}`);
  return `a${mac.digest('base64url').slice(0, 22)}`;
}

/** The statement of recordView (placeholders or values for the car, the visitor and the day). */
export function recordViewSql(carId: number, visitor: string, day: string) {
  return sql`
      with car as (select ${cars.id} as id from ${cars} where ${cars.id} = ${carId} and ${cars.status} = ${CAR_STATUS.published}),
      added as (
        insert into ${carViews} (car_id, day, visitor)
        select id, ${day}::date, ${visitor} from car
        on conflict do nothing
      )
      select id from car`;
}

/**
 * Counts one view of a published car (once per visitor and day); false when no published car has that id.
 * Its statement is built once (db/statement-cache.ts), not by drizzle on every detail call (issue 25).
 */
export async function recordView(db: Db, carId: number, visitor: string, day: string): Promise<boolean> {
  const statement = rawStatementOf(db, 'recordView', () =>
    recordViewSql(placeholder<number>('carId'), placeholder<string>('visitor'), placeholder<string>('day')),
  );
  const rows = rowsOf<{ id: number }>(await statement.execute({ carId, visitor, day }));
  return rows.length > 0;
}

/** The car's views not yet folded into view_count (a scalar subquery on cars). */
export const pendingViews = sql<number>`(select count(*)::int from ${carViews} where ${carViews.carId} = ${cars.id} and not ${carViews.folded})`;

/**
 * Adds the views not yet folded to cars.view_count, one UPDATE per car that has any, in one statement
 * (two instances folding at once never count a row twice: the second skips rows the first marked);
 * then deletes folded rows of days before `today`. Returns how many views it folded.
 */
export async function foldCarViews(db: Db, today = utcDay()): Promise<number> {
  const [row] = rowsOf<{ folded: number }>(
    await db.execute(sql`
      with marked as (
        update ${carViews} set folded = true where not folded returning car_id
      ),
      per_car as (select car_id, count(*)::int as n from marked group by car_id),
      bumped as (
        update ${cars} set view_count = ${cars.viewCount} + per_car.n
        from per_car where ${cars.id} = per_car.car_id returning 1
      )
      select coalesce((select sum(n) from per_car), 0)::int as folded, (select count(*) from bumped) as cars`),
  );
  await db.execute(sql`delete from ${carViews} where folded and day < ${today}::date`);
  return row?.folded ?? 0;
}

/** Folds views every `intervalMs` (0: only when stopped); `stop()` folds what is left. */
export function startViewFolding(options: { db: Db; intervalMs: number; logger: Logger }) {
  const { db, intervalMs, logger } = options;
  let running: Promise<unknown> = Promise.resolve();
  const fold = () => {
    running = running
      .then(() => foldCarViews(db))
      .catch((err: unknown) => logger.warn({ err }, 'folding car views failed'));
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void fold(), intervalMs) : null;
  timer?.unref();
  return {
    fold,
    stop: async () => {
      if (timer) clearInterval(timer);
      await fold();
    },
  };
}

export type ViewFolding = ReturnType<typeof startViewFolding>;
