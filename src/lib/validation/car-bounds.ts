/**
 * Issue 23: the bounds of an importer's car form, written once for the API's zod schemas
 * (src/server/routes/importer-cars/importer-cars.schemas.ts) and the site's My cars form. Client-safe.
 */
export const CAR_BOUNDS = {
  /** A VIN or chassis number: 6 to 17 letters and digits (older imports carry short chassis numbers). */
  vinPattern: /^[A-Z0-9]{6,17}$/,
  yearMin: 1950,
  /** Next year's models are sold from the autumn before. */
  yearMax: (now: Date = new Date()) => now.getUTCFullYear() + 1,
  kmsMax: 2_000_000,
  /** Whole CFA francs. */
  priceMin: 100_000,
  priceMax: 2_000_000_000,
  seatsMax: 60,
  colorMax: 40,
  photosMax: 20,
} as const;
