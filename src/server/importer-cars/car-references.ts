/**
 * An importer's car form refers to the master lists by id: this checks each id exists (a model of the
 * chosen brand, equipment of the right kind, a city whose country the car takes) and gives the names
 * the car's search text is made of (src/lib/search-text.ts, the same text the seeder writes).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { carSearchText } from '../../lib/search-text.ts';
import type { Db } from '../db/client.ts';
import {
  bodyStyles,
  bodyTypes,
  brands,
  cities,
  countries,
  equipment,
  EQUIPMENT_KIND,
  fuelTypes,
  models,
  transmissions,
} from '../db/schema.ts';
import type { MessageKey } from '../../lib/messages/api-messages.ts';
import { refuse } from '../refusal.ts';

export interface CarReferences {
  brandId: number;
  modelId: number;
  bodyTypeId: number;
  bodyStyleId: number | null;
  fuelTypeId: number;
  transmissionId: number;
  cityId: number;
  standardEquipment: readonly number[];
  optionalEquipment: readonly number[];
}

async function nameOf(
  db: Db,
  table: typeof brands | typeof bodyTypes | typeof bodyStyles | typeof fuelTypes | typeof transmissions,
  id: number,
): Promise<string | null> {
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? null;
}

function need<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) refuse(400, 'carFieldUnknown' satisfies MessageKey, { field });
  return value;
}

async function checkEquipment(db: Db, ids: readonly number[], kind: number, field: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(inArray(equipment.id, [...ids]), eq(equipment.kind, kind)));
  if (found.length !== new Set(ids).size) refuse(400, 'carFieldUnknown', { field });
}

/**
 * Checks every id of the form against its master list (400 `carFieldUnknown` naming the field) and
 * returns the car's country (its city's) and search text.
 */
export async function resolveCarReferences(
  db: Db,
  refs: CarReferences,
  text: { year: number; vin: string },
): Promise<{ countryId: number; searchText: string }> {
  const [brand, modelRow, body, cityRow] = await Promise.all([
    nameOf(db, brands, refs.brandId),
    db
      .select({ name: models.name })
      .from(models)
      .where(and(eq(models.id, refs.modelId), eq(models.brandId, refs.brandId)))
      .limit(1),
    nameOf(db, bodyTypes, refs.bodyTypeId),
    db
      .select({ name: cities.name, countryId: cities.countryId, country: countries.name })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, refs.cityId))
      .limit(1),
  ]);
  const maker = need(brand, 'MakerId');
  const model = need(modelRow[0]?.name, 'ModelId');
  const bodyType = need(body, 'BodyTypeId');
  const city = need(cityRow[0], 'CityId');
  need(await nameOf(db, fuelTypes, refs.fuelTypeId), 'FuelTypeId');
  need(await nameOf(db, transmissions, refs.transmissionId), 'TransmissionId');
  if (refs.bodyStyleId !== null) need(await nameOf(db, bodyStyles, refs.bodyStyleId), 'BodyStyleId');
  await checkEquipment(db, refs.standardEquipment, EQUIPMENT_KIND.standard, 'StandardEquipment');
  await checkEquipment(db, refs.optionalEquipment, EQUIPMENT_KIND.optional, 'OptionalEquipment');
  const searchText = carSearchText({
    maker,
    model,
    bodyType,
    year: text.year,
    vin: text.vin,
    city: city.name,
    country: city.country,
  });
  return { countryId: city.countryId, searchText };
}
