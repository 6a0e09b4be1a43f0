/**
 * getAllCar with a VehicalId: one published car with every detail field of SPEC.md §3, and its media.
 * A detail view counts once per visitor and day (car-views.ts); ViewCount adds the views not yet folded
 * into view_count. Names come from scalar subqueries
 * (car-columns.ts nameById): a nine-table join spent more time in planning than in execution.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { Slots, statementOf } from '../db/statement-cache.ts';
import {
  bodyStyles,
  bodyTypes,
  brands,
  carMedia,
  cars,
  cities,
  countries,
  fuelTypes,
  models,
  transmissions,
} from '../db/schema.ts';
import {
  importerVerified,
  importerVerifiedOn,
  isLikedBy,
  listedAt,
  mainImage,
  mediaOrder,
  nameById,
  photoCount,
} from './car-columns.ts';
import { pendingViews, recordView } from './car-views.ts';
import { lastPriceDropSql, priceDropOf } from './price-drop.ts';

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
    ...(userId === null ? {} : { Price: cars.price, lastDrop: lastPriceDropSql }),
    Condition: cars.condition,
    DealerCityName: nameById(cities, cars.cityId),
    DealerCountryName: nameById(countries, cars.countryId),
    Main_Image_Url: mainImage,
    LikeCount: cars.likeCount,
    ViewCount: sql<number>`${cars.viewCount} + ${pendingViews}`,
    IsVerified: importerVerified,
    VerifiedOn: importerVerifiedOn,
    ListedAt: listedAt,
    PhotoCount: photoCount,
  };
}

/** The statement of one car's details (placeholders or values for the car and the caller). */
export function carDetailQuery(db: Db, carId: number, userId: number | null) {
  return db.select(detailColumns(userId)).from(cars).where(eq(cars.id, carId));
}

/** The statement of one car's media, in mediaOrder. */
export function carMediaQuery(db: Db, carId: number) {
  return db
    .select({ URL: carMedia.fileName, Type: carMedia.type })
    .from(carMedia)
    .where(eq(carMedia.carId, carId))
    .orderBy(...mediaOrder());
}

/**
 * The detail's two statements by shape (issue 25, db/statement-cache.ts): built once with placeholders
 * for the car and the caller, signed in or not being the only thing that changes the text.
 */
export function carDetailShape(carId: number, userId: number | null) {
  const slots = new Slots();
  const car = slots.put('carId', carId);
  const caller = userId === null ? null : slots.put('userId', userId);
  return { key: userId === null ? 'anonymous' : 'caller', carId: car, userId: caller, values: slots.values };
}

/**
 * Counts `visitor`'s view (once a day) and returns the car's details and media, or null when no published
 * car has that id.
 */
export async function findCarDetail(
  db: Db,
  carId: number,
  viewer: { userId: number | null; visitor: string; day: string },
) {
  const { userId } = viewer;
  if (!(await recordView(db, carId, viewer.visitor, viewer.day))) return null;
  const shape = carDetailShape(carId, userId);
  const [details, images] = await Promise.all([
    statementOf(db, `carDetail|${shape.key}`, () => carDetailQuery(db, shape.carId, shape.userId)).execute(
      shape.values,
    ),
    statementOf(db, 'carMedia', () => carMediaQuery(db, shape.carId)).execute(shape.values),
  ]);
  if (!details.length) return null;
  // Issue 23: token holders also get the last price drop (or null).
  const carDetails = details.map((row) => {
    if (!('lastDrop' in row)) return row;
    const { lastDrop, ...rest } = row;
    return { ...rest, PriceDrop: priceDropOf(lastDrop) };
  });
  return { carDetails, images, rowCount: details.length };
}
