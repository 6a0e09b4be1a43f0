/**
 * Handlers of the car calls; the queries live in car-*.query.ts.
 */
import { normalizeSearchText } from '../../../lib/search-text.ts';
import { fail, ok } from '../../app/envelope.ts';
import type { RouteContext as Ctx } from '../../app/add-route.ts';
import { findCarDetail } from './car-detail.query.ts';
import { findCarList, findRecommended } from './car-list.query.ts';
import { searchCars } from './car-search.query.ts';
import { vocabularyOf } from './search-vocabulary.ts';
import type { carSearchText, getAllCar, getRecommendedCar } from './cars.routes.ts';

export async function getAllCarHandler(c: Ctx<typeof getAllCar>) {
  const body = c.req.valid('json');
  const { db } = c.get('deps');
  const userId = c.get('user')?.id ?? null;
  if (body.VehicalId > 0) {
    const detail = await findCarDetail(db, body.VehicalId, userId);
    if (!detail) return fail(c, 404, 'Car not found');
    return ok(c, detail);
  }
  const list = await findCarList(db, {
    filter: body.filterString,
    sort: body.sortString,
    take: body.take,
    skip: body.skip,
    importerId: body.DealerId || null,
    userId,
  });
  return ok(c, list);
}

export async function carSearchTextHandler(c: Ctx<typeof carSearchText>) {
  const body = c.req.valid('json');
  const text = normalizeSearchText(body.searchString);
  if (!text) return fail(c, 400, 'searchString: type at least one letter or digit');
  const { db } = c.get('deps');
  const query = { text, take: body.take, skip: body.skip, userId: c.get('user')?.id ?? null };
  const result = await searchCars(db, query, await vocabularyOf(db));
  return ok(c, result);
}

export async function getRecommendedCarHandler(c: Ctx<typeof getRecommendedCar>) {
  const { take, skip } = c.req.valid('json');
  const carList = await findRecommended(c.get('deps').db, { take, skip }, c.get('user')?.id ?? null);
  return ok(c, { carList });
}
