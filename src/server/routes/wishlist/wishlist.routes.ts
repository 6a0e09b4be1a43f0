/** Route definitions of the wish list: saveCarWishlist/{carId}/{flag} and getMyWishList (SPEC.md §7). */
import { createRoute } from '@hono/zod-openapi';
import { myWishListData, myWishListRequest, wishlistParams, wishlistSaveData } from './wishlist.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { requireUser } from '../../auth/middleware.ts';
import { jsonBody } from '../docs/json-body.ts';
import { namesLangQuery } from '../docs/lang-query.ts';
import { tokenSecurity } from '../docs/security.ts';

export const saveCarWishlist = createRoute({
  method: 'get',
  path: '/api/customer/saveCarWishlist/{carId}/{flag}',
  tags: ['Wish list'],
  summary: 'Like (flag 1) or unlike (flag 0) a car',
  description:
    'Idempotent: liking a liked car or unliking an unliked one changes nothing and answers 200. ' +
    'Only a published car can be liked; any existing car can be unliked.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { params: wishlistParams },
  responses: responsesOf(wishlistSaveData, 'Liked or unliked', [401, 404, 503]),
});

export const getMyWishList = createRoute({
  method: 'post',
  path: '/api/customer/getMyWishList',
  tags: ['Wish list'],
  summary: 'The caller’s liked cars, newest like first',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { body: jsonBody(myWishListRequest), query: namesLangQuery },
  responses: responsesOf(myWishListData, 'The wish list', [401, 503]),
});
