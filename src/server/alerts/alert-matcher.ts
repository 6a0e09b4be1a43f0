/**
 * Finds what alerts must tell (issue 23), from the database alone so nothing is lost across restarts:
 * cars published since the 'cars' watermark that match an active saved search (alert_matches), and
 * price drops since the 'prices' watermark of cars a buyer likes (alert_price_drops). Each is written
 * once (primary keys, ON CONFLICT DO NOTHING), so every scan re-reads the last WATERMARK_OVERLAP too:
 * a row stamped a moment before a scan but committed after it is still found, and found only once.
 * Watermarks are database time (now()), not the job's clock: rows are stamped by the database.
 */
import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { parseFilterString } from '../../lib/filter-string.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { carListWhere } from '../cars/car-list.query.ts';
import { searchPlan } from '../cars/car-search.query.ts';
import { vocabularyOf } from '../cars/search-vocabulary.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { CAR_STATUS, alertWatermarks, carPriceChanges, carSearch, cars, savedSearches } from '../db/schema.ts';
import { englishSearch, glossaryOf } from '../masters/reference-names.ts';

/** How far back each scan re-reads (longer than any transaction that publishes a car or changes a price). */
export const WATERMARK_OVERLAP = "interval '5 minutes'";

/** When a car was listed (published); null until it is. */
const publishedAt = cars.publishedAt;

async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  return new Date(row?.now ?? Date.now());
}

/** The start of a scan: the watermark minus the overlap; a first scan starts at `fallback`. */
async function scanFrom(db: Db, name: string, fallback: Date): Promise<Date> {
  const [row] = await db
    .select({ until: alertWatermarks.until })
    .from(alertWatermarks)
    .where(eq(alertWatermarks.name, name));
  if (!row) return fallback;
  const [from] = rowsOf<{ from: string | Date }>(
    await db.execute(sql`select (${row.until.toISOString()}::timestamptz - ${sql.raw(WATERMARK_OVERLAP)}) as from`),
  );
  return new Date(from?.from ?? row.until);
}

async function advance(db: Db, name: string, until: Date): Promise<void> {
  await db
    .insert(alertWatermarks)
    .values({ name, until })
    .onConflictDoUpdate({
      target: alertWatermarks.name,
      set: { until: sql`greatest(${alertWatermarks.until}, excluded.until)` },
    });
}

/** The WHERE of one saved search over cars (its filter string and search text), or null if it can match nothing. */
async function searchWhere(db: Db, search: { searchText: string; filterString: string }): Promise<SQL | null> {
  const parsed = parseFilterString(search.filterString);
  if (!parsed.ok) return null;
  const conditions = [carListWhere(parsed.filter)];
  const typed = normalizeSearchText(search.searchText);
  if (typed) {
    const [glossary, vocabulary] = await Promise.all([glossaryOf(db), vocabularyOf(db)]);
    const text = englishSearch(typed, glossary, (word) => vocabulary.has(word));
    const plan = searchPlan(text, vocabulary);
    conditions.push(sql`${cars.id} in (select ${carSearch.carId} from ${carSearch} where ${plan.where})`);
  }
  return and(...conditions) as SQL;
}

/** Records the matches of cars published since the last scan; returns how many are new. */
export async function matchPublishedCars(db: Db): Promise<number> {
  const until = await databaseNow(db);
  const active = await db
    .select()
    .from(savedSearches)
    .where(and(isNull(savedSearches.pausedAt), lte(savedSearches.createdAt, until)));
  const firstSaved = active.reduce<Date>((min, s) => (s.createdAt < min ? s.createdAt : min), until);
  const from = await scanFrom(db, 'cars', firstSaved);
  let found = 0;
  const [any] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(gt(publishedAt, from), lte(publishedAt, until)))
    .limit(1);
  if (any) {
    for (const search of active) {
      const where = await searchWhere(db, search);
      if (!where) continue;
      const candidates = db
        .select({ savedSearchId: sql`${search.id}`, carId: cars.id, userId: sql`${search.userId}` })
        .from(cars)
        .where(and(where, gt(publishedAt, from), lte(publishedAt, until), gt(publishedAt, search.createdAt)));
      const inserted = rowsOf(
        await db.execute(
          sql`insert into alert_matches (saved_search_id, car_id, user_id) ${candidates} on conflict do nothing returning car_id`,
        ),
      );
      found += inserted.length;
    }
  }
  await advance(db, 'cars', until);
  return found;
}

/**
 * Records the price drops since the last scan of cars that buyers liked before the drop (a car still
 * published, a buyer whose price alert is not paused, a drop made after they last resumed it); returns
 * how many are new.
 */
export async function matchPriceDrops(db: Db): Promise<number> {
  const until = await databaseNow(db);
  const from = await scanFrom(db, 'prices', until);
  const inserted = rowsOf(
    await db.execute(sql`
      insert into alert_price_drops (user_id, price_change_id, car_id, old_price, new_price)
      select l.user_id, pc.id, pc.car_id, pc.old_price, pc.new_price
        from ${carPriceChanges} pc
        join likes l on l.car_id = pc.car_id and l.created_at < pc.changed_at
        join ${cars} c on c.id = pc.car_id and c.status = ${CAR_STATUS.published}
        left join alert_settings s on s.user_id = l.user_id
       where pc.new_price < pc.old_price
         and pc.changed_at > ${from.toISOString()}::timestamptz and pc.changed_at <= ${until.toISOString()}::timestamptz
         and s.price_drops_paused_at is null
         and pc.changed_at > coalesce(s.price_drops_resumed_at, '-infinity')
      on conflict do nothing
      returning user_id`),
  );
  await advance(db, 'prices', until);
  return inserted.length;
}
