/**
 * getDealerInfo: the importer behind a published car (or, as an extension, an importer by id).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CAR_STATUS, cars, cities, countries, importerVerifications, importers } from '../db/schema.ts';

const columns = {
  ProfilePhoto: importers.profilePhoto,
  BussinessName: importers.businessName,
  FirstName: importers.firstName,
  LastName: importers.lastName,
  DealerCountryCode: importers.countryCode,
  PhoneNumber: importers.phoneNumber,
  Address: importers.address,
  EmailId: importers.email,
  WhatsAppNumber: importers.whatsAppNumber,
  Latitude: importers.latitude,
  Longitude: importers.longitude,
  DealerId: importers.id,
  CityName: cities.name,
  CountryName: countries.name,
  IsVerified: importers.verified,
  VerifiedOn: importerVerifications.checkedOn,
};

function selectDealer(db: Db) {
  return db
    .select(columns)
    .from(importers)
    .leftJoin(cities, eq(cities.id, importers.cityId))
    .leftJoin(countries, eq(countries.id, importers.countryId))
    .leftJoin(importerVerifications, eq(importerVerifications.importerId, importers.id))
    .$dynamic();
}

/** The importer selling a published car; empty when there is no such car. */
export function findDealerOfCar(db: Db, carId: number) {
  return selectDealer(db)
    .innerJoin(cars, eq(cars.importerId, importers.id))
    .where(and(eq(cars.id, carId), eq(cars.status, CAR_STATUS.published)))
    .limit(1);
}

/** An importer by id; empty when unknown. */
export function findDealerById(db: Db, importerId: number) {
  return selectDealer(db).where(eq(importers.id, importerId)).limit(1);
}
