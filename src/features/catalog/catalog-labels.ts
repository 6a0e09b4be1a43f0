/**
 * Translation keys of the catalogue's choices, written out literally so the i18n key check finds
 * them (keys are never built from values at run time).
 */
import type { TileKind } from './home-query.ts';

export const TILE_LABELS: Readonly<Record<TileKind, string>> = {
  brand: 'catalog.filters.brand',
  bodyType: 'catalog.filters.bodyType',
  model: 'catalog.filters.model',
  country: 'catalog.filters.country',
};

/** Keys by CONDITION_OPTIONS key. */
export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  all: 'catalog.condition.all',
  new: 'catalog.condition.new',
  used: 'catalog.condition.used',
};

/** Keys by BUDGET_OPTIONS key. */
export const BUDGET_LABELS: Readonly<Record<string, string>> = {
  all: 'catalog.budget.all',
  below5m: 'catalog.budget.below5m',
  '5mTo10m': 'catalog.budget.5mTo10m',
  '10mTo25m': 'catalog.budget.10mTo25m',
  '25mTo50m': 'catalog.budget.25mTo50m',
};

/** Keys by SORT_OPTIONS key. */
export const SORT_LABELS: Readonly<Record<string, string>> = {
  all: 'catalog.sort.all',
  latest: 'catalog.sort.latest',
  popular: 'catalog.sort.popular',
  priceAsc: 'catalog.sort.priceAsc',
  priceDesc: 'catalog.sort.priceDesc',
};

/** Key prefixes each island receives (pickStrings). */
export const HOME_STRING_KEYS = [
  'catalog.filters.',
  'catalog.picker.',
  'catalog.condition.',
  'catalog.budget.',
  'catalog.sort.',
  'catalog.grid.',
  'catalog.card.',
] as const;
export const RECOMMENDED_STRING_KEYS = ['catalog.recommended.', 'catalog.card.'] as const;
export const CAR_LIST_STRING_KEYS = [
  'catalog.list.',
  'catalog.more.',
  'catalog.chips.',
  'catalog.sort.',
  'catalog.condition.',
  'catalog.budget.',
  'catalog.pager.',
  'catalog.grid.',
  'catalog.card.',
  'catalog.compare.',
  'catalog.saveSearch.',
  'apiMessage.searchSaved',
  'apiMessage.searchAlreadySaved',
  'apiMessage.savedSearchLimit',
  'apiMessage.network',
  'apiMessage.serverError',
  'apiMessage.databaseDown',
  'apiMessage.unauthorized',
] as const;
