/**
 * The wish list calls: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { getMyWishListHandler, saveCarWishlistHandler } from './wishlist.handlers.ts';
import { getMyWishList, saveCarWishlist } from './wishlist.routes.ts';

export const wishlistRoutes = createRouter()
  .openapi(saveCarWishlist, saveCarWishlistHandler)
  .openapi(getMyWishList, getMyWishListHandler);
