/**
 * Issue 23: the master lists an importer's car form offers, in one answer (getMasters has no fuel,
 * gearbox or city list): field names are the ones reference-names.ts renames into the caller's language.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bodyTypes,
  brands,
  cities,
  countries,
  equipment,
  EQUIPMENT_KIND,
  fuelTypes,
  transmissions,
} from '../db/schema.ts';

export async function carFormLists(db: Db) {
  const [brandRows, bodyRows, fuelRows, gearRows, cityRows, equipmentRows] = await Promise.all([
    db.select({ Id: brands.id, MakerName: brands.name }).from(brands).orderBy(asc(brands.name)),
    db.select({ Id: bodyTypes.id, BodyTypeName: bodyTypes.name }).from(bodyTypes).orderBy(asc(bodyTypes.name)),
    db.select({ Id: fuelTypes.id, FuelTypeName: fuelTypes.name }).from(fuelTypes).orderBy(asc(fuelTypes.id)),
    db
      .select({ Id: transmissions.id, TransmissionName: transmissions.name })
      .from(transmissions)
      .orderBy(asc(transmissions.id)),
    db
      .select({ Id: cities.id, CityName: cities.name, CountryName: countries.name })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .orderBy(asc(countries.name), asc(cities.name)),
    db
      .select({ Id: equipment.id, Kind: equipment.kind, EquipmentName: equipment.name })
      .from(equipment)
      .orderBy(asc(equipment.id)),
  ]);
  const ofKind = (kind: number) =>
    equipmentRows.filter((e) => e.Kind === kind).map(({ Id, EquipmentName }) => ({ Id, EquipmentName }));
  return {
    brands: brandRows,
    bodyTypes: bodyRows,
    fuels: fuelRows,
    transmissions: gearRows,
    cities: cityRows,
    standardEquipment: ofKind(EQUIPMENT_KIND.standard),
    optionalEquipment: ofKind(EQUIPMENT_KIND.optional),
  };
}
