/** Registers the wish list calls. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { getMyWishListHandler, saveCarWishlistHandler } from './wishlist.handlers.ts';
import { getMyWishList, saveCarWishlist } from './wishlist.routes.ts';

export function registerWishlistRoutes(app: App): void {
  addRoute(app, saveCarWishlist, saveCarWishlistHandler);
  addRoute(app, getMyWishList, getMyWishListHandler);
}
