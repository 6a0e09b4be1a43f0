/**
 * Request and response shapes of the car calls (SPEC.md §3 and §7): getAllCar, carSearchText,
 * getRecommendedCar and getDealerInfo. Field names keep the spec's spelling (VehicalId, Number_of_seates,
 * BussinessName): the mobile app reads the same API. The site imports these with `import type` only.
 */
import { z } from '@hono/zod-openapi';
import { parseFilterString, parseSortCode, SORT } from '../../../lib/filter-string.ts';
import { intField, MAX_ID, optionalIntField } from '../../app/int-field.ts';

/** The largest page of any list call: a larger `take` is refused with 400. */
export const MAX_TAKE = 100;
/** The largest `skip` accepted (beyond any catalogue this marketplace will hold). */
export const MAX_SKIP = 1_000_000;

const take = (fallback: number) => optionalIntField(0, MAX_TAKE, fallback);
const skip = optionalIntField(0, MAX_SKIP, 0);

const sortString = z
  .union([z.string().max(16), z.number()])
  .nullish()
  .transform((value, ctx) => {
    const code = parseSortCode(value);
    if (code !== null) return code;
    ctx.addIssue({ code: 'custom', message: `must be one of ${Object.values(SORT).join(', ')}` });
    return z.NEVER;
  })
  .openapi({
    description:
      'Sort: 0 none (newest id first), 25 latest, 50 most popular, 75 price ascending, 100 price descending.',
    example: '25',
  });

const filterString = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const result = parseFilterString(value);
    if (result.ok) return result.filter;
    ctx.addIssue({ code: 'custom', message: result.error.message });
    return z.NEVER;
  })
  .openapi({
    description:
      'SPEC.md §9 filter string: `150?` brand ids, `50?` body type ids, `250?` model ids, `500?` country ids, ' +
      '`400?` condition (1 new, 0 used, 2 all), `100?min,max` budget (CFA, inclusive; `100?min,` has no upper bound); ' +
      'ids comma-separated, segments joined by `|`. Any other integer head is a brand id followed by its model ids ' +
      '(`{brandId}?{modelId}`). Issue 22 adds word heads: `model?` model ids that narrow only their own brand ' +
      '(`150?A,B|model?X`, X a model of B: any A, or B’s X), `fuel?` fuel type ids, `gearbox?` transmission ids, ' +
      '`city?` city ids, `year?from,to` model year and `km?from,to` mileage (inclusive; one bound may be empty). ' +
      'Kinds combine with AND, ids within a kind with OR. At most 500 characters, 16 segments, 50 ids per kind; ' +
      'a broken segment is refused with 400 naming it.',
    example: '150?3,7|400?1',
    examples: [
      '150?3,7|400?1',
      '150?4|model?31|50?2|year?2015,|km?,80000|fuel?2|gearbox?1|500?3',
      '150?4,9|model?31|city?12,14|100?5000000,',
    ],
  });

export const getAllCarRequest = z
  .object({
    take: take(12),
    skip,
    VehicalId: optionalIntField(0, MAX_ID, 0).openapi({
      description: '0 for the list; a car id for that car’s details (take, skip, sort and filter are then ignored).',
    }),
    sortString,
    filterString,
    DealerId: optionalIntField(0, MAX_ID, 0).openapi({ description: 'An importer id: only that importer’s cars.' }),
  })
  .openapi('GetAllCarRequest');

export const carCountRequest = z
  .object({
    filterString,
    searchText: z
      .string()
      .max(100, 'must be at most 100 characters')
      .nullish()
      .openapi({ description: 'Optional carSearchText words the cars must also match (empty: no search).' }),
  })
  .openapi('CarCountRequest');

export const carCountData = z
  .object({
    count: z.number().int().openapi({ description: 'Published cars matching the filter (and search).' }),
    approximate: z.boolean().openapi({
      description: 'True only when count is above 10,000 and estimated (show it as “about”); false: exact.',
    }),
  })
  .openapi('CarCountData', { example: { count: 1234, approximate: false } });

export const carSearchRequest = z
  .object({
    searchString: z
      .string()
      .max(100, 'must be at most 100 characters')
      .openapi({ description: 'Free text; case, accents and punctuation are ignored; a small typo is tolerated.' }),
    take: take(12),
    skip,
    filterString: filterString.openapi({
      description:
        'Optional (issue 22): getAllCar’s filter string (same grammar, a broken segment is refused with 400 naming it); ' +
        'only the matches it also finds are answered, in the same order, and rowCount counts them. Absent or empty: ' +
        'every match, as before.',
      example: '50?2|year?2015,|fuel?2',
    }),
    sortString: sortString.openapi({
      description:
        'Optional (issue 22): getAllCar’s sort codes (25 latest listing first, 50 most popular, 75 price ascending, ' +
        '100 price descending, ties broken by id as there); the matches are answered in that order instead of best ' +
        'match first. Absent, empty or 0: best match first, as before. Any other value is refused with 400.',
      example: '75',
    }),
  })
  .openapi('CarSearchRequest', {
    example: { searchString: 'toyota', take: 12, skip: 0, filterString: '50?2|year?2015,|fuel?2', sortString: '75' },
  });

export const pageRequest = (fallbackTake: number) => z.object({ take: take(fallbackTake), skip });
export const recommendedRequest = pageRequest(10).openapi('RecommendedCarRequest');

const name = z.string().nullable();
const listedAtField = z
  .string()
  .openapi({ description: 'When the car was put on sale, ISO 8601 UTC.', example: '2026-01-31T09:15:00.000Z' });
const photoCountField = z.number().int().openapi({ description: 'How many pictures the car has.', example: 7 });

export const carListItem = z
  .object({
    Id: z.number().int(),
    MakerName: z.string(),
    ModelName: z.string(),
    BodyTypeName: name,
    VehManufYear: z.number().int(),
    DealerCityName: name,
    DealerCountryName: name,
    Main_Image_Url: name.openapi({ description: 'File name of the main picture: /media/photo/thumb/{name}.' }),
    IsLiked: z.boolean(),
    Price: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Whole CFA francs; only for a caller with a token (Get Price).' }),
    Condition: z.number().int().openapi({ description: '1 new, 0 used.' }),
    FuelTypeName: name,
    DealerId: z.number().int(),
    IsVerified: z
      .boolean()
      .openapi({ description: 'Issue 23: the importer is verified (an admin checked the business licence and IFU).' }),
    VerifiedOn: z.string().nullable().openapi({
      description: 'Issue 23: the day (YYYY-MM-DD) the importer’s papers were checked; null if not verified.',
      example: '2026-11-12',
    }),
    ListedAt: listedAtField,
    PhotoCount: photoCountField,
  })
  .openapi('CarListItem');

export const carListData = z
  .object({
    rowCount: z
      .number()
      .int()
      .openapi({
        description:
          'Published cars matching the filter. Exact up to 10,000; above it, for a filter of fuel, gearbox, city, year ' +
          'or mileage, an estimate (rowCountApproximate).',
      }),
    rowCountApproximate: z.literal(true).optional().openapi({
      description: 'Present (true) only when rowCount is an estimate above 10,000 (show it as “about”).',
    }),
    carList: z.array(carListItem),
  })
  .openapi('CarListData');

export const carImage = z
  .object({
    URL: z.string().openapi({ description: 'File name: /media/photo/{name} for I, /media/video/{name} otherwise.' }),
    Type: z.string().openapi({ description: "'I' image, 'V' video." }),
  })
  .openapi('CarImage');

/** Issue 23: a price drop shown to token holders ("Price dropped by 250,000 FCFA on 12 Nov"). */
export const priceDrop = z
  .object({
    amount: z.number().int().openapi({ description: 'Whole CFA francs the price went down by', example: 250000 }),
    at: z.string().openapi({ description: 'ISO time of the change', example: '2026-11-12T09:30:00.000Z' }),
  })
  .openapi('PriceDrop');

export const carDetail = z
  .object({
    Id: z.number().int(),
    DealerId: z.number().int(),
    MakerId: z.number().int(),
    MakerName: z.string(),
    ModelId: z.number().int(),
    ModelName: z.string(),
    VinNum: z.string(),
    VehManufYear: z.number().int(),
    BodyTypeId: z.number().int().nullable(),
    BodyTypeName: name,
    BodyStyleName: name,
    Engine_HorsePower: name.openapi({ description: "Max power as 'bhp@rpm'." }),
    VehKmsDriven: z.number().int().nullable(),
    TransmissionName: name,
    Number_of_seates: z.number().int().nullable(),
    SeatingCapacity: z.number().int().nullable(),
    Vehicle_class: name,
    Vehicle_type: name,
    Color: name,
    FuelTypeName: name,
    IsLiked: z.boolean(),
    Standard_equipment: z.string().openapi({ description: 'Comma-separated equipment ids, e.g. "1,4,9".' }),
    Optional_equipment: z.string().openapi({ description: 'Comma-separated equipment ids.' }),
    Price: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Whole CFA francs; only for a caller with a token (Get Price).' }),
    Condition: z.number().int(),
    PriceDrop: priceDrop.nullable().optional().openapi({
      description:
        "Issue 23, only for a caller with a token: the car's last price change when it lowered the price, else null.",
    }),
    DealerCityName: name,
    DealerCountryName: name,
    Main_Image_Url: name,
    LikeCount: z.number().int(),
    ViewCount: z.number().int(),
    IsVerified: z
      .boolean()
      .openapi({ description: 'Issue 23: the importer is verified (an admin checked the business licence and IFU).' }),
    VerifiedOn: z.string().nullable().openapi({
      description: 'Issue 23: the day (YYYY-MM-DD) the importer’s papers were checked; null if not verified.',
      example: '2026-11-12',
    }),
    ListedAt: listedAtField,
    PhotoCount: photoCountField,
  })
  .openapi('CarDetail');

export const carDetailData = z
  .object({
    carDetails: z.array(carDetail).openapi({ description: 'One car.' }),
    images: z.array(carImage).openapi({ description: 'Main picture first, then in sort order.' }),
    rowCount: z.number().int().openapi({ description: '1: the number of cars found.' }),
  })
  .openapi('CarDetailData');

export const carSearchData = z
  .object({ rowCount: z.number().int(), detail: z.array(carListItem) })
  .openapi('CarSearchData');

export const recommendedData = z.object({ carList: z.array(carListItem) }).openapi('RecommendedCarData');

export const dealerInfo = z
  .object({
    ProfilePhoto: name.openapi({ description: 'File name: /media/other/thumb/{name}.' }),
    BussinessName: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    DealerCountryCode: z.string(),
    PhoneNumber: z.string(),
    Address: name,
    EmailId: name,
    WhatsAppNumber: name.openapi({ description: "'countrycode-number', e.g. '229-97123456'." }),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    DealerId: z.number().int(),
    CityName: name,
    CountryName: name,
    IsVerified: z
      .boolean()
      .openapi({ description: 'Issue 23: the importer is verified (an admin checked the business licence and IFU).' }),
    VerifiedOn: z.string().nullable().openapi({
      description: 'Issue 23: the day (YYYY-MM-DD) the importer’s papers were checked; null if not verified.',
      example: '2026-11-12',
    }),
  })
  .openapi('DealerInfo');

export const dealerInfoData = z.object({ detail: z.array(dealerInfo) }).openapi('DealerInfoData');

export const dealerInfoParams = z.object({
  vehicleId: intField(0, MAX_ID).openapi({ param: { name: 'vehicleId', in: 'path' }, example: '12' }),
});
export const dealerInfoQuery = z.object({
  dealerId: intField(1, MAX_ID)
    .optional()
    .openapi({
      param: { name: 'dealerId', in: 'query' },
      description: 'Extension: an importer id, used instead of the vehicle (pass 0 as the vehicle id).',
    }),
});

export type GetAllCarRequest = z.input<typeof getAllCarRequest>;
export type CarSearchRequest = z.input<typeof carSearchRequest>;
export type CarCountRequest = z.input<typeof carCountRequest>;
export type CarCountData = z.infer<typeof carCountData>;
export type PageRequest = z.input<ReturnType<typeof pageRequest>>;
export type CarListItem = z.infer<typeof carListItem>;
export type CarListData = z.infer<typeof carListData>;
export type CarImage = z.infer<typeof carImage>;
export type CarDetail = z.infer<typeof carDetail>;
export type PriceDropData = z.infer<typeof priceDrop>;
export type CarDetailData = z.infer<typeof carDetailData>;
export type CarSearchData = z.infer<typeof carSearchData>;
export type RecommendedData = z.infer<typeof recommendedData>;
export type DealerInfo = z.infer<typeof dealerInfo>;
export type DealerInfoData = z.infer<typeof dealerInfoData>;
