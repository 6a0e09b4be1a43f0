/**
 * The getMasters pairs of SPEC.md §7 (`/api/open/getMasters/{a}/{b}`): which numbers name which
 * reference list. Plain constants, read by the site's calls (catalog.ts) and the server's lookup
 * (masters.query.ts) alike.
 */

/** Every getMasters pair but the models of a brand, as [a, b]. */
export const MASTER_PAIRS = {
  ads: [0, -1],
  countries: [0, 40],
  contact: [0, 160],
  brands: [0, 10],
  bodyStyles: [0, 50],
  bodyTypes: [0, 120],
  standardEquipment: [10, 70],
  optionalEquipment: [20, 70],
  // Issue 22 (ours, not SPEC.md §7): the finder's fuel, gearbox and city lists.
  fuelTypes: [0, 200],
  transmissions: [0, 210],
  cities: [0, 220],
} as const;

/** Second number of the models pair: `{brandId}/20`. */
export const MODELS_OF_BRAND = 20;

export type MasterKind = keyof typeof MASTER_PAIRS | 'models';
