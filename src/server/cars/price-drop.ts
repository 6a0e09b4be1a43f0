/**
 * Issue 23: a car's last price drop, for token holders (a visitor sees no price at all): the car's
 * latest price change, when it lowered the price. A rise after a drop ends it.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { carPriceChanges, cars } from '../db/schema.ts';

export interface PriceDrop {
  /** Whole CFA francs. */
  amount: number;
  /** ISO time of the change. */
  at: string;
}

const carId = sql`${sql.identifier(getTableName(cars))}.${sql.identifier(cars.id.name)}`;

/** 'amount|epochMs' of the car row's last change when it is a drop, else null (one indexed lookup). */
export const lastPriceDropSql: SQL<string | null> = sql<string | null>`(
  select case when pc.new_price < pc.old_price
    then (pc.old_price - pc.new_price)::text || '|' || floor(extract(epoch from pc.changed_at) * 1000)::bigint::text end
  from ${carPriceChanges} pc where pc.car_id = ${carId}
  order by pc.changed_at desc, pc.id desc limit 1)`;

/** The drop of lastPriceDropSql's value. */
export function priceDropOf(value: string | null | undefined): PriceDrop | null {
  if (!value) return null;
  const [amount, at] = value.split('|').map(Number);
  if (!amount || !at) return null;
  return { amount, at: new Date(at).toISOString() };
}
