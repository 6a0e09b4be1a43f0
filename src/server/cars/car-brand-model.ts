/**
 * The brand and model part of a car filter (src/lib/filter-string.ts), shared by the list's WHERE on
 * cars and the count's sum over car_counts (both have brand and model columns).
 */
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CarFilter } from '../../lib/filter-string.ts';
import { models } from '../db/schema.ts';

/**
 * The brand and model part of a filter over a table with brand and model columns (cars, car_counts),
 * as filter-string.ts defines it: brands AND 250? models; with `model?` models, a model narrows only
 * its own brand (its model is one of them, or its brand is chosen and none of them is that brand's).
 */
export function brandModelConditions(filter: CarFilter, brandId: AnyPgColumn, modelId: AnyPgColumn): SQL[] {
  const conditions: SQL[] = [];
  if (filter.modelIds.length) conditions.push(inArray(modelId, filter.modelIds));
  if (filter.brandModelIds.length === 0) {
    if (filter.brandIds.length) conditions.push(inArray(brandId, filter.brandIds));
    return conditions;
  }
  const chosen = inArray(modelId, filter.brandModelIds);
  if (filter.brandIds.length === 0) return [...conditions, chosen];
  // The brands some chosen model narrows (a few primary-key lookups, planned as a hashed subplan).
  const ids = sql.join(
    filter.brandModelIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const narrowed = sql`${brandId} not in (select "m"."brand_id" from ${models} as "m" where "m"."id" in (${ids}))`;
  conditions.push(or(chosen, and(inArray(brandId, filter.brandIds), narrowed)) as SQL);
  return conditions;
}
