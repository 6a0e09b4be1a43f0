/**
 * A shared link may name a brand, model, fuel, … that no longer exists (or never did): once the lists
 * have come, such ids are dropped from the car list's query (the URL is corrected without a history
 * entry) and the page says that part of the link was left out. Never an error page.
 */
import { useEffect, useState } from 'react';
import type { CarListQuery } from './car-list-query.ts';
import { idsOf, withIds, type IdKind } from './list-filters.ts';
import type { Option } from './master-options.ts';
import type { FilterOptions } from './use-filter-options.ts';
import type { OptionGroup } from './use-options.ts';

/** The ids of a kind that are not among `known` (a list not loaded yet knows nothing: none dropped). */
function unknown(ids: readonly number[], known: readonly Option[] | null): number[] {
  if (!known) return [];
  return ids.filter((id) => !known.some((o) => o.id === id));
}

const groupOptions = (groups: readonly OptionGroup[]): Option[] | null =>
  groups.length > 0 && groups.every((g) => g.options.length > 0) ? groups.flatMap((g) => g.options) : null;

/** The query without unknown ids, or null when every id is known (or its list has not come). */
export function withoutUnknownIds(
  query: CarListQuery,
  lists: Partial<Record<IdKind, readonly Option[] | null>>,
): CarListQuery | null {
  let next = query;
  for (const [kind, known] of Object.entries(lists) as Array<[IdKind, readonly Option[] | null]>) {
    const drop = unknown(idsOf(next, kind), known);
    if (drop.length)
      next = withIds(
        next,
        kind,
        idsOf(next, kind).filter((id) => !drop.includes(id)),
      );
  }
  return next === query ? null : next;
}

/** Drops unknown ids through `replace`; true once something was dropped. */
export function useUnknownIds(
  query: CarListQuery | null,
  options: FilterOptions,
  models: readonly OptionGroup[],
  cities: readonly OptionGroup[],
  replace: (next: CarListQuery) => void,
): boolean {
  const [dropped, setDropped] = useState(false);
  const listOf = (list: Option[], ready: boolean) => (ready ? list : null);
  const lists = {
    brand: listOf(options.brand, options.ready.brand),
    bodyType: listOf(options.bodyType, options.ready.bodyType),
    country: listOf(options.country, options.ready.country),
    fuel: listOf(options.fuel, options.ready.fuel),
    gearbox: listOf(options.gearbox, options.ready.gearbox),
    model: groupOptions(models),
    city: groupOptions(cities),
  };
  const next = query ? withoutUnknownIds(query, lists) : null;
  const key = next ? JSON.stringify(next) : null;

  useEffect(() => {
    if (!next) return;
    replace(next);
    setDropped(true);
    // `key` stands for `next` (a new object each render).
  }, [key]);
  return dropped;
}
