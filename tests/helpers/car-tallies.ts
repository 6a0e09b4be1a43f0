/**
 * The car_counts / car_totals tallies against a recount of the published cars: how many rows of each
 * differ (0 and 0 when the triggers kept them exact). Computed from the cars in SQL, not by the product.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

export async function carCountsDrift(db: Db): Promise<{ counts: number; totals: number }> {
  const [counts] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with actual as (
        select brand_id, model_id, coalesce(body_type_id, 0) as body_type_id, coalesce(country_id, 0) as country_id,
          condition, car_price_band(price) as price_band, count(*)::int as n
        from cars where status = 1 group by 1, 2, 3, 4, 5, 6
      ), kept as (select * from car_counts where n <> 0)
      select count(*)::int as n from (
        (select * from actual except select * from kept) union all (select * from kept except select * from actual)
      ) d`),
  );
  const [totals] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with actual as (
        select condition, car_price_band(price) as price_band, count(*)::int as n from cars where status = 1 group by 1, 2
      ), kept as (select * from car_totals where n <> 0)
      select count(*)::int as n from (
        (select * from actual except select * from kept) union all (select * from kept except select * from actual)
      ) d`),
  );
  return { counts: Number(counts?.n), totals: Number(totals?.n) };
}
