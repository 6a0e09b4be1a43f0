/** Handlers of the wish list. */
import { namesLang } from '../../app/request-lang.ts';
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import { CAR_STATUS } from '../../db/schema.ts';
import { findCarForLike, findWishList, likeCar, unlikeCar } from '../../wishlist/wishlist.query.ts';
import { localized } from '../../masters/reference-names.ts';
import { refuse } from '../../refusal.ts';
import type { getMyWishList, saveCarWishlist } from './wishlist.routes.ts';

/** The signed-in caller's id (requireUser ran before). */
function callerId(c: { get(key: 'user'): { id: number } | null }): number {
  const user = c.get('user');
  if (!user) throw new Error('requireUser must run before this handler');
  return user.id;
}

export async function saveCarWishlistHandler(c: RouteContext<typeof saveCarWishlist>) {
  const { carId, flag } = c.req.valid('param');
  const { db } = c.get('deps');
  const userId = callerId(c);
  const car = await findCarForLike(db, carId);
  if (!car || (flag === 1 && car.status !== CAR_STATUS.published)) refuse(404, 'carNotFound');
  if (flag === 1) {
    const likeCount = await likeCar(db, userId, carId);
    return ok(c, { IsLiked: true, LikeCount: likeCount }, said(c, 'wishAdded'));
  }
  const likeCount = await unlikeCar(db, userId, carId);
  return ok(c, { IsLiked: false, LikeCount: likeCount }, said(c, 'wishRemoved'));
}

export async function getMyWishListHandler(c: RouteContext<typeof getMyWishList>) {
  const { take, skip } = c.req.valid('json');
  const { db } = c.get('deps');
  const lang = namesLang(c, c.req.valid('query').lang);
  return ok(c, await localized(db, lang, await findWishList(db, callerId(c), { take, skip })));
}
