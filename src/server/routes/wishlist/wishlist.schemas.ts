/**
 * The wish list: saveCarWishlist/{carId}/{flag} and getMyWishList (SPEC.md §3, §7).
 */
import { z } from '@hono/zod-openapi';
import { MAX_ID } from '../../app/int-field.ts';
import { pageRequest, priceDrop } from '../cars/cars.schemas.ts';

export const wishlistParams = z.object({
  carId: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a car id')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a car id').max(MAX_ID, 'must be a car id'))
    .openapi({ param: { name: 'carId', in: 'path' }, example: '12' }),
  flag: z
    .enum(['0', '1'], { error: 'must be 1 (like) or 0 (unlike)' })
    .transform(Number)
    .openapi({ param: { name: 'flag', in: 'path' }, description: '1 like, 0 unlike.', example: '1' }),
});

export const wishlistSaveData = z
  .object({ IsLiked: z.boolean(), LikeCount: z.number().int() })
  .openapi('WishlistSaveData');

export const myWishListRequest = pageRequest(10).openapi('MyWishListRequest');

export const wishItem = z
  .object({
    VehId: z.number().int(),
    Image_URL: z.string().nullable().openapi({ description: 'Main picture file name: /media/photo/thumb/{name}.' }),
    MakerName: z.string(),
    ModelName: z.string(),
    BodyTypeName: z.string().nullable(),
    FuelType: z.string().nullable(),
    VehManufYear: z.number().int(),
    PriceDrop: priceDrop.nullable().openapi({
      description: "Issue 23: the car's last price change when it lowered the price, else null (the card's mark).",
    }),
  })
  .openapi('WishItem');

export const myWishListData = z
  .object({ rowCount: z.number().int(), userDetail: z.array(wishItem) })
  .openapi('MyWishListData');

export type WishlistSaveData = z.infer<typeof wishlistSaveData>;
export type WishItem = z.infer<typeof wishItem>;
export type MyWishListData = z.infer<typeof myWishListData>;
