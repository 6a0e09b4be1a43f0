/**
 * getAllCar with a VehicalId: one published car with every detail field of SPEC.md §3, and its media.
 * Each detail view counts once in view_count (most-popular sort). Names come from scalar subqueries
 * (car-columns.ts nameById): a nine-table join spent more time in planning than in execution.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bodyStyles,
  bodyTypes,
  brands,
  CAR_STATUS,
  carMedia,
  cars,
  cities,
  countries,
  fuelTypes,
  models,
  transmissions,
} from '../db/schema.ts';
import { isLikedBy, mainImage, mediaOrder, nameById } from './car-columns.ts';

function detailColumns(userId: number | null) {
  return {
    Id: cars.id,
    DealerId: cars.importerId,
    MakerId: cars.brandId,
    MakerName: nameById<string>(brands, cars.brandId),
    ModelId: cars.modelId,
    ModelName: nameById<string>(models, cars.modelId),
    VinNum: cars.vin,
    VehManufYear: cars.manufYear,
    BodyTypeId: cars.bodyTypeId,
    BodyTypeName: nameById(bodyTypes, cars.bodyTypeId),
    BodyStyleName: nameById(bodyStyles, cars.bodyStyleId),
    Engine_HorsePower: cars.engineHorsePower,
    VehKmsDriven: cars.kmsDriven,
    TransmissionName: nameById(transmissions, cars.transmissionId),
    Number_of_seates: cars.numberOfSeats,
    SeatingCapacity: cars.seatingCapacity,
    Vehicle_class: cars.vehicleClass,
    Vehicle_type: cars.vehicleType,
    Color: cars.color,
    FuelTypeName: nameById(fuelTypes, cars.fuelTypeId),
    IsLiked: isLikedBy(userId),
    Standard_equipment: sql<string>`array_to_string(${cars.standardEquipment}, ',')`,
    Optional_equipment: sql<string>`array_to_string(${cars.optionalEquipment}, ',')`,
    // A visitor's answers carry no price: SPEC.md §6 gates it behind Get Price, for token holders.
    ...(userId === null ? {} : { Price: cars.price }),
    Condition: cars.condition,
    DealerCityName: nameById(cities, cars.cityId),
    DealerCountryName: nameById(countries, cars.countryId),
    Main_Image_Url: mainImage,
    LikeCount: cars.likeCount,
    ViewCount: cars.viewCount,
  };
}

/** Counts a view and returns the car's details and media, or null when no published car has that id. */
export async function findCarDetail(db: Db, carId: number, userId: number | null) {
  const published = and(eq(cars.id, carId), eq(cars.status, CAR_STATUS.published));
  const counted = await db
    .update(cars)
    .set({ viewCount: sql`${cars.viewCount} + 1` })
    .where(published)
    .returning({ id: cars.id });
  if (!counted.length) return null;
  const [details, images] = await Promise.all([
    db.select(detailColumns(userId)).from(cars).where(eq(cars.id, carId)),
    db
      .select({ URL: carMedia.fileName, Type: carMedia.type })
      .from(carMedia)
      .where(eq(carMedia.carId, carId))
      .orderBy(...mediaOrder()),
  ]);
  if (!details.length) return null;
  return { carDetails: details, images, rowCount: details.length };
}
