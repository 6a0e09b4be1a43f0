/**
 * The shape of a car list call (issue 25, db/statement-cache.ts): what decides its statement's text,
 * as a key, and the call again with a placeholder for every value that only fills a parameter. Every
 * branch of the list's query code that looks at a value (an open budget, a budget on band edges, no
 * offset for the first page, an importer, a caller) is decided here from the real value and kept in
 * the key; tests/unit/server/cars/car-list-statements.test.ts checks the text and parameters against
 * building the statement from the call's own values.
 */
import { FILTER_LIMITS, type CarFilter } from '../../lib/filter-string.ts';
import { Slots } from '../db/statement-cache.ts';
import { budgetBands, type BudgetBands } from './car-counts.ts';
import type { CarListQuery } from './car-list.query.ts';

export interface ListShape {
  key: string;
  /** The call with placeholders for its values. */
  template: CarListQuery;
  /** The budget's bands, placeholders too (car-counts.ts's countsSource). */
  bands: BudgetBands;
  /** The placeholders' values. */
  values: Record<string, unknown>;
}

/** A filter with placeholders for its values, and the key of its shape. */
export function filterShape(filter: CarFilter, slots: Slots): { key: string; template: CarFilter; bands: BudgetBands } {
  const lists = [
    'brandIds',
    'modelIds',
    'bodyTypeIds',
    'countryIds',
    'brandModelIds',
    'fuelIds',
    'gearboxIds',
    'cityIds',
  ] as const;
  const bounds = ['yearFrom', 'yearTo', 'kmFrom', 'kmTo'] as const;
  const template = { ...filter };
  const key: Array<string | number> = [];
  for (const name of lists) {
    template[name] = slots.list(name, filter[name]);
    key.push(filter[name].length);
  }
  for (const name of bounds) {
    template[name] = filter[name] === null ? null : slots.put(name, filter[name]);
    key.push(filter[name] === null ? '-' : '+');
  }
  template.condition = filter.condition === null ? null : slots.put('condition', filter.condition);
  key.push(filter.condition === null ? '-' : '+');
  let bands: BudgetBands = null;
  if (filter.budget) {
    // An open budget (`100?min,`) is `price >= min`: its max stays, the test that finds it open reads it.
    const open = filter.budget.max >= FILTER_LIMITS.maxValue;
    template.budget = {
      min: slots.put('budget.min', filter.budget.min),
      max: open ? filter.budget.max : slots.put('budget.max', filter.budget.max),
    };
    const real = budgetBands(filter.budget);
    if (real) bands = { from: slots.put('bands.from', real.from), to: slots.put('bands.to', real.to) };
    key.push(open ? 'open' : 'closed', real ? 'bands' : 'cars');
  } else key.push('-');
  return { key: key.join(','), template, bands };
}

/** The shape of a list page's call (skip below FAR_PAGE_SKIP, take above 0). */
export function listShape(query: CarListQuery): ListShape {
  const slots = new Slots();
  const filter = filterShape(query.filter, slots);
  const template: CarListQuery = {
    filter: filter.template,
    sort: query.sort,
    take: slots.put('take', query.take),
    // drizzle writes no OFFSET for 0
    skip: query.skip ? slots.put('skip', query.skip) : 0,
    start: query.start
      ? {
          id: slots.put('start', query.start.id),
          inclusive: query.start.inclusive,
          version: slots.put('startVersion', query.start.version),
        }
      : null,
    importerId: query.importerId ? slots.put('importerId', query.importerId) : null,
    userId: query.userId === null ? null : slots.put('userId', query.userId),
  };
  const key = [
    'list',
    query.sort,
    (query.start ? (query.start.inclusive ? 'from|' : 'after|') : '') + (query.skip ? 'offset' : 'first'),
    query.importerId ? 'importer' : 'all',
    query.userId === null ? 'anonymous' : 'caller',
    filter.key,
  ].join('|');
  return { key, template, bands: filter.bands, values: slots.values };
}
