/**
 * Handlers of the car calls; the queries and the list cache live in src/server/cars/. Answers are read
 * (and kept) in English and their reference names put into the caller's language last (issue 19).
 */
import { normalizeSearchText } from '../../../lib/search-text.ts';
import { ok } from '../../app/envelope.ts';
import { namesLang } from '../../app/request-lang.ts';
import type { RouteContext as Ctx } from '../../app/types.ts';
import { findCarDetail } from '../../cars/car-detail.query.ts';
import { findCarList, findRecommended } from '../../cars/car-list.query.ts';
import { utcDay, visitorOf } from '../../cars/car-views.ts';
import { narrowingFilter, rankSearch, searchCars, searchPlan } from '../../cars/car-search.query.ts';
import { buildFilterString } from '../../../lib/filter-string.ts';
import { countMatchingCars } from '../../cars/car-count.query.ts';
import { anonymousCached } from '../../cars/list-cache.ts';
import { okKept } from '../../app/kept-answer.ts';
import { englishSearch, glossaryOf, localized } from '../../masters/reference-names.ts';
import { refuse } from '../../refusal.ts';
import { clientIp } from '../../security/client-ip.ts';
import { vocabularyOf } from '../../cars/search-vocabulary.ts';
import type { carSearchText, getAllCar, getCarCount, getRecommendedCar } from './cars.routes.ts';

export async function getAllCarHandler(c: Ctx<typeof getAllCar>) {
  const body = c.req.valid('json');
  const { db } = c.get('deps');
  const userId = c.get('user')?.id ?? null;
  const lang = namesLang(c, c.req.valid('query').lang);
  if (body.VehicalId > 0) {
    const day = utcDay();
    const who = { userId, ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '', day };
    const visitor = visitorOf(c.get('deps').env.JWT_SECRET, who);
    const detail = await findCarDetail(db, body.VehicalId, { userId, visitor, day });
    if (!detail) refuse(404, 'carNotFound');
    return ok(c, await localized(db, lang, detail));
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
  const list = () => anonymousCached(c.get('deps').listCache, userId, key, () => findCarList(db, query));
  return okKept(c, userId, [...key, lang], async () => localized(db, lang, await list()));
}

export async function getCarCountHandler(c: Ctx<typeof getCarCount>) {
  const body = c.req.valid('json');
  const deps = c.get('deps');
  const typed = normalizeSearchText(body.searchText ?? '');
  let searchWhere = null;
  let text = '';
  if (typed) {
    const [glossary, words] = await Promise.all([glossaryOf(deps.db), vocabularyOf(deps.db)]);
    text = englishSearch(typed, glossary, (word) => words.has(word));
    searchWhere = searchPlan(text, words, body.filterString).where;
  }
  // The same for every caller (no price, no IsLiked): kept a moment for all (LIST_CACHE_MS).
  const key = JSON.stringify(['getCarCount', body.filterString, text]);
  return ok(c, await deps.listCache.get(key, () => countMatchingCars(deps.db, body.filterString, searchWhere)));
}

export async function carSearchTextHandler(c: Ctx<typeof carSearchText>) {
  const body = c.req.valid('json');
  const typed = normalizeSearchText(body.searchString);
  if (!typed) refuse(400, 'searchEmpty');
  const deps = c.get('deps');
  // Names typed in French or Spanish search the English the cars' search text holds (unless the
  // catalogue's own names have that word).
  const [glossary, words] = await Promise.all([glossaryOf(deps.db), vocabularyOf(deps.db)]);
  const text = englishSearch(typed, glossary, (word) => words.has(word));
  const lang = namesLang(c, c.req.valid('query').lang);
  // An optional filter string (issue 22) narrows the matches; without one the call is as before.
  const filter = narrowingFilter(body.filterString);
  const filterKey = filter ? buildFilterString(filter) : '';
  // An optional sort (issue 22) pages the matches in getAllCar's order instead of best match first.
  const sort = body.sortString;
  const query = { text, take: body.take, skip: body.skip, userId: c.get('user')?.id ?? null, filter, sort };
  const key = ['carSearchText', text, query.take, query.skip, ...(filter ? [filterKey] : []), ...(sort ? [sort] : [])];
  const rankingKey = filter ? `${text}|${filterKey}` : text;
  const search = async () => {
    const vocabulary = await vocabularyOf(deps.db);
    const ranking = () => deps.searchRankingCache.get(rankingKey, () => rankSearch(deps.db, text, vocabulary, filter));
    return searchCars(deps.db, query, vocabulary, ranking);
  };
  const page = () => anonymousCached(deps.listCache, query.userId, key, search);
  return okKept(c, query.userId, [...key, lang], async () => localized(deps.db, lang, await page()));
}

export async function getRecommendedCarHandler(c: Ctx<typeof getRecommendedCar>) {
  const { take, skip } = c.req.valid('json');
  const userId = c.get('user')?.id ?? null;
  const deps = c.get('deps');
  const lang = namesLang(c, c.req.valid('query').lang);
  const load = () => findRecommended(deps.db, { take, skip }, userId);
  const key = ['getRecommendedCar', take, skip];
  const carList = () => anonymousCached(deps.listCache, userId, key, load);
  return okKept(c, userId, [...key, lang], async () => ({ carList: await localized(deps.db, lang, await carList()) }));
}
