/**
 * Handlers of the car calls; the queries and the list cache live in src/server/cars/.
 */
import { normalizeSearchText } from '../../../lib/search-text.ts';
import { ok } from '../../app/envelope.ts';
import type { RouteContext as Ctx } from '../../app/types.ts';
import { findCarDetail } from '../../cars/car-detail.query.ts';
import { findCarList, findRecommended } from '../../cars/car-list.query.ts';
import { rankSearch, searchCars } from '../../cars/car-search.query.ts';
import { anonymousCached } from '../../cars/list-cache.ts';
import { refuse } from '../../refusal.ts';
import { vocabularyOf } from '../../cars/search-vocabulary.ts';
import type { carSearchText, getAllCar, getRecommendedCar } from './cars.routes.ts';

export async function getAllCarHandler(c: Ctx<typeof getAllCar>) {
  const body = c.req.valid('json');
  const { db } = c.get('deps');
  const userId = c.get('user')?.id ?? null;
  if (body.VehicalId > 0) {
    const detail = await findCarDetail(db, body.VehicalId, userId);
    if (!detail) refuse(404, 'carNotFound');
    return ok(c, detail);
  }
  const query = {
    filter: body.filterString,
    sort: body.sortString,
    take: body.take,
    skip: body.skip,
    importerId: body.DealerId || null,
    userId,
  };
  const key = ['getAllCar', query.filter, query.sort, query.take, query.skip, query.importerId];
  return ok(c, await anonymousCached(c.get('deps').listCache, userId, key, () => findCarList(db, query)));
}

export async function carSearchTextHandler(c: Ctx<typeof carSearchText>) {
  const body = c.req.valid('json');
  const text = normalizeSearchText(body.searchString);
  if (!text) refuse(400, 'searchEmpty');
  const deps = c.get('deps');
  const query = { text, take: body.take, skip: body.skip, userId: c.get('user')?.id ?? null };
  const key = ['carSearchText', text, query.take, query.skip];
  const search = async () => {
    const vocabulary = await vocabularyOf(deps.db);
    const ranking = () => deps.searchRankingCache.get(text, () => rankSearch(deps.db, text, vocabulary));
    return searchCars(deps.db, query, vocabulary, ranking);
  };
  return ok(c, await anonymousCached(deps.listCache, query.userId, key, search));
}

export async function getRecommendedCarHandler(c: Ctx<typeof getRecommendedCar>) {
  const { take, skip } = c.req.valid('json');
  const userId = c.get('user')?.id ?? null;
  const deps = c.get('deps');
  const load = () => findRecommended(deps.db, { take, skip }, userId);
  return ok(c, { carList: await anonymousCached(deps.listCache, userId, ['getRecommendedCar', take, skip], load) });
}
