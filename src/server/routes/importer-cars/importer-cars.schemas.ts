/**
 * Issue 23: request and answer shapes of an importer's own cars (the site's My cars page and the
 * importers' mobile app). Field names follow getAllCar's car detail where one exists (MakerId, VinNum,
 * VehManufYear, Number_of_seates…); ids refer to getMasters' lists. Bounds live in
 * src/lib/validation/car-bounds.ts and feed the site's form too.
 */
import { z } from '@hono/zod-openapi';
import { CAR_BOUNDS } from '../../../lib/validation/car-bounds.ts';
import { intField, MAX_ID, optionalIntField } from '../../app/int-field.ts';
import { plainText } from '../auth/auth.schemas.ts';
import { MAX_TAKE, pageRequest } from '../cars/cars.schemas.ts';

const id = (description: string) => intField(1, MAX_ID).openapi({ description, example: 3 });
const ids = (description: string) =>
  z
    .array(intField(1, MAX_ID))
    .max(200, 'must list at most 200 items')
    .default([])
    .openapi({ description, example: [1, 4, 9] });

const photoName = z
  .string()
  .regex(/^[a-f0-9]{32}\.webp$/, 'must be a file name from uploadCarPhoto')
  .openapi({ example: '3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp' });

const statusEnum = z.enum(['published', 'sold', 'unpublished'], { error: 'must be published, sold or unpublished' });

export const carIdBody = z.object({ carId: id('One of your cars') }).openapi('OwnCarRequest');

export const carForm = z
  .object({
    MakerId: id('Brand id (getMasters brands)'),
    ModelId: id('Model id of that brand'),
    BodyTypeId: id('Body type id'),
    BodyStyleId: intField(1, MAX_ID).nullable().default(null).openapi({ description: 'Body style id, or null' }),
    FuelTypeId: id('Fuel id'),
    TransmissionId: id('Gearbox id'),
    CityId: id("City id; the car's country is the city's"),
    VinNum: z
      .string()
      .trim()
      .toUpperCase()
      .regex(CAR_BOUNDS.vinPattern, 'must be 6 to 17 letters and digits')
      .openapi({ example: 'JTDBR32E530012345' }),
    VehManufYear: intField(CAR_BOUNDS.yearMin, CAR_BOUNDS.yearMax()).openapi({ example: 2016 }),
    VehKmsDriven: intField(0, CAR_BOUNDS.kmsMax).openapi({ example: 84000 }),
    Price: intField(CAR_BOUNDS.priceMin, CAR_BOUNDS.priceMax).openapi({
      description: 'Whole CFA francs',
      example: 6500000,
    }),
    Condition: z
      .union([z.literal(0), z.literal(1)], { error: 'must be 1 (new) or 0 (used)' })
      .openapi({ description: '1 new, 0 used', example: 0 }),
    Color: z
      .string()
      .trim()
      .pipe(plainText(CAR_BOUNDS.colorMax))
      .nullable()
      .default(null)
      .transform((v) => v || null)
      .openapi({ example: 'White' }),
    Number_of_seates: optionalIntField(1, CAR_BOUNDS.seatsMax, 0)
      .transform((v) => v || null)
      .openapi({ example: 5 }),
    Engine_HorsePower: z
      .string()
      .trim()
      .regex(/^(\d{2,4}(@\d{3,5})?)?$/, "must be 'bhp' or 'bhp@rpm', e.g. 150@6000")
      .nullable()
      .default(null)
      .transform((v) => v || null)
      .openapi({ example: '150@6000' }),
    Standard_equipment: ids('Standard equipment ids'),
    Optional_equipment: ids('Optional equipment ids'),
    Photos: z
      .array(photoName)
      .max(CAR_BOUNDS.photosMax, `must hold at most ${CAR_BOUNDS.photosMax} photos`)
      .default([])
      .openapi({ description: 'data.filename of uploadCarPhoto, in order; the first is the main picture' }),
  })
  .openapi('CarForm');

export const addCarBody = carForm
  .extend({
    Publish: z
      .boolean()
      .default(true)
      .openapi({ description: 'true (default): listed at once; false: kept unpublished' }),
  })
  .openapi('AddCarRequest');

export const editCarBody = carForm.extend({ carId: id('One of your cars') }).openapi('EditCarRequest');

export const setPriceBody = z
  .object({
    carId: id('One of your cars'),
    Price: intField(CAR_BOUNDS.priceMin, CAR_BOUNDS.priceMax).openapi({ example: 6250000 }),
  })
  .openapi('SetCarPriceRequest');

export const setStatusBody = z
  .object({ carId: id('One of your cars'), Status: statusEnum.openapi({ example: 'sold' }) })
  .openapi('SetCarStatusRequest');

export const myCarsRequest = pageRequest(20).openapi('MyCarsRequest');

export const myCarItem = z
  .object({
    Id: z.number().int(),
    MakerName: z.string(),
    ModelName: z.string(),
    VehManufYear: z.number().int(),
    Price: z.number().int(),
    Status: statusEnum,
    TakenDown: z
      .boolean()
      .openapi({ description: 'true: AutoImport took it down after a report; its status can no longer change' }),
    Main_Image_Url: z.string().nullable().openapi({ description: 'File name: /media/photo/thumb/{name}' }),
    PublishedAt: z.string().nullable().openapi({ description: 'ISO time it was last published' }),
    UpdatedAt: z.string(),
  })
  .openapi('MyCarItem', {
    example: {
      Id: 1042,
      MakerName: 'Toyota',
      ModelName: 'Corolla',
      VehManufYear: 2016,
      Price: 6500000,
      Status: 'published',
      TakenDown: false,
      Main_Image_Url: '3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp',
      PublishedAt: '2026-11-26T14:05:00.000Z',
      UpdatedAt: '2026-11-26T14:05:00.000Z',
    },
  });

export const myCarsData = z.object({ rowCount: z.number().int(), carList: z.array(myCarItem) }).openapi('MyCarsData');

export const ownCarData = z
  .object({
    Id: z.number().int(),
    Status: statusEnum,
    TakenDown: z
      .boolean()
      .openapi({ description: 'true: AutoImport took it down after a report; its status can no longer change' }),
    MakerId: z.number().int(),
    ModelId: z.number().int(),
    BodyTypeId: z.number().int().nullable(),
    BodyStyleId: z.number().int().nullable(),
    FuelTypeId: z.number().int().nullable(),
    TransmissionId: z.number().int().nullable(),
    CityId: z.number().int().nullable(),
    CountryId: z.number().int().nullable(),
    VinNum: z.string(),
    VehManufYear: z.number().int(),
    VehKmsDriven: z.number().int().nullable(),
    Price: z.number().int(),
    Condition: z.number().int(),
    Color: z.string().nullable(),
    Number_of_seates: z.number().int().nullable(),
    Engine_HorsePower: z.string().nullable(),
    Standard_equipment: z.array(z.number().int()),
    Optional_equipment: z.array(z.number().int()),
    Photos: z.array(z.string()).openapi({ description: 'File names, main picture first' }),
    PublishedAt: z.string().nullable(),
  })
  .openapi('OwnCar', {
    example: {
      Id: 1042,
      Status: 'published',
      TakenDown: false,
      MakerId: 3,
      ModelId: 17,
      BodyTypeId: 2,
      BodyStyleId: null,
      FuelTypeId: 1,
      TransmissionId: 2,
      CityId: 5,
      CountryId: 1,
      VinNum: 'JTDBR32E530012345',
      VehManufYear: 2016,
      VehKmsDriven: 84000,
      Price: 6500000,
      Condition: 0,
      Color: 'White',
      Number_of_seates: 5,
      Engine_HorsePower: '150@6000',
      Standard_equipment: [1, 4],
      Optional_equipment: [12],
      Photos: ['3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp'],
      PublishedAt: '2026-11-26T14:05:00.000Z',
    },
  });

export const uploadCarPhotoData = z.object({
  filename: z.string().openapi({ example: '3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp' }),
  displaypath: z.string().openapi({ example: '/media/photo/thumb/3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp' }),
});

export { MAX_TAKE };
export type CarForm = z.output<typeof carForm>;
export type CarFormInput = z.input<typeof carForm>;
export type AddCarInput = z.input<typeof addCarBody>;
export type EditCarInput = z.input<typeof editCarBody>;
export type MyCarItem = z.output<typeof myCarItem>;
export type MyCarsData = z.output<typeof myCarsData>;
export type OwnCarData = z.output<typeof ownCarData>;
export type UploadCarPhotoData = z.output<typeof uploadCarPhotoData>;

export const carFormListsData = z
  .object({
    brands: z.array(z.object({ Id: z.number().int(), MakerName: z.string() })),
    bodyTypes: z.array(z.object({ Id: z.number().int(), BodyTypeName: z.string() })),
    fuels: z.array(z.object({ Id: z.number().int(), FuelTypeName: z.string() })),
    transmissions: z.array(z.object({ Id: z.number().int(), TransmissionName: z.string() })),
    cities: z.array(z.object({ Id: z.number().int(), CityName: z.string(), CountryName: z.string() })),
    standardEquipment: z.array(z.object({ Id: z.number().int(), EquipmentName: z.string() })),
    optionalEquipment: z.array(z.object({ Id: z.number().int(), EquipmentName: z.string() })),
  })
  .openapi('CarFormLists', {
    description: "The form's choices; a brand's models come from getMasters/{brandId}/20.",
  });
export type CarFormListsData = z.output<typeof carFormListsData>;
