/**
 * getMasters/{a}/{b}: the reference lists of SPEC.md §7, one per pair, in data.userDetail.
 */
import { z } from '@hono/zod-openapi';

/** An ad's words in one language (issue 19): the site writes them over the picture, which has none. */
export const adCopy = z
  .object({
    Title: z.string(),
    Text: z.string(),
    LinkText: z.string(),
    Link: z.string().nullable().openapi({
      description: 'A page of the site without its language segment (car_list?body=3): the site opens /{lang}/{Link}.',
    }),
  })
  .openapi('AdCopy');

export const adItem = z
  .object({
    Id: z.number().int(),
    Type: z.enum(['I', 'V']).openapi({ description: "'I' image, 'V' video." }),
    URL: z.string().openapi({
      description:
        'File name. The site builds the full URL as MEDIA_BASE_URL (default /media/) + "photo/" for an image ' +
        'or "video/" for a video + the file name.',
    }),
    Copy: z
      .object({ en: adCopy.optional(), fr: adCopy.optional(), sp: adCopy.optional() })
      .openapi({ description: "The ad's title, text and link per language (en, fr, sp); empty when it has none." }),
  })
  .openapi('AdItem');

export const countryItem = z.object({ Id: z.number().int(), CountryName: z.string() }).openapi('CountryItem');

export const contactStrings = z
  .object({
    String2: z.string().openapi({ description: 'Phone.' }),
    String3: z.string().openapi({ description: 'E-mail.' }),
    String4: z.string().openapi({ description: 'Address.' }),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
  })
  .openapi('ContactStrings');

export const brandItem = z.object({ Id: z.number().int(), MakerName: z.string() }).openapi('BrandItem');
export const bodyStyleItem = z.object({ Id: z.number().int(), BodyStyleName: z.string() }).openapi('BodyStyleItem');
export const bodyTypeItem = z.object({ Id: z.number().int(), BodyTypeName: z.string() }).openapi('BodyTypeItem');
export const modelItem = z.object({ Id: z.number().int(), ModelName: z.string() }).openapi('ModelItem');
export const equipmentItem = z.object({ Id: z.number().int(), EquipmentName: z.string() }).openapi('EquipmentItem');
export const fuelTypeItem = z.object({ Id: z.number().int(), FuelTypeName: z.string() }).openapi('FuelTypeItem');
export const transmissionItem = z
  .object({ Id: z.number().int(), TransmissionName: z.string() })
  .openapi('TransmissionItem');
export const cityItem = z
  .object({ Id: z.number().int(), CityName: z.string(), CountryId: z.number().int() })
  .openapi('CityItem');

export const mastersData = z
  .object({
    userDetail: z.union([
      z.array(adItem),
      z.array(countryItem),
      z.array(contactStrings),
      z.array(brandItem),
      z.array(bodyStyleItem),
      z.array(bodyTypeItem),
      z.array(modelItem),
      z.array(equipmentItem),
      z.array(fuelTypeItem),
      z.array(transmissionItem),
      z.array(cityItem),
    ]),
  })
  .openapi('MastersData');

const pairNumber = z
  .string()
  .regex(/^-?\d{1,10}$/, 'must be an integer')
  .transform(Number)
  .pipe(z.number().int().min(-2_147_483_648, 'is out of range').max(2_147_483_647, 'is out of range'));

export const mastersParams = z.object({
  a: pairNumber.openapi({ param: { name: 'a', in: 'path' }, example: '0' }),
  b: pairNumber.openapi({ param: { name: 'b', in: 'path' }, example: '10' }),
});

/** Every list getMasters can answer (data.userDetail). */
export type MastersList = z.output<typeof mastersData>['userDetail'];
export type AdItem = z.infer<typeof adItem>;
export type CountryItem = z.infer<typeof countryItem>;
export type ContactStrings = z.infer<typeof contactStrings>;
export type BrandItem = z.infer<typeof brandItem>;
export type BodyStyleItem = z.infer<typeof bodyStyleItem>;
export type BodyTypeItem = z.infer<typeof bodyTypeItem>;
export type ModelItem = z.infer<typeof modelItem>;
export type EquipmentItem = z.infer<typeof equipmentItem>;
export type FuelTypeItem = z.infer<typeof fuelTypeItem>;
export type TransmissionItem = z.infer<typeof transmissionItem>;
export type CityItem = z.infer<typeof cityItem>;
