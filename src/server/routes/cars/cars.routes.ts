/**
 * Route definitions of the car calls (SPEC.md §7): getAllCar, carSearchText, getRecommendedCar.
 * A token is optional on all three; with a valid one, IsLiked shows the caller's likes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  carCountData,
  carCountRequest,
  carDetailData,
  carListData,
  carSearchData,
  carSearchRequest,
  getAllCarRequest,
  recommendedData,
  recommendedRequest,
} from './cars.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { jsonBody } from '../docs/json-body.ts';
import { namesLangQuery } from '../docs/lang-query.ts';
import { optionalTokenSecurity } from '../docs/security.ts';

export const getAllCar = createRoute({
  method: 'post',
  path: '/api/customer/V2/getAllCar',
  tags: ['Cars'],
  summary: 'List published cars, one car’s details (VehicalId), or an importer’s cars (DealerId)',
  description:
    'List: data.rowCount and data.carList, filtered by filterString and sorted by sortString, ties broken by id. ' +
    'rowCount is exact up to 10,000; above it, for a filter the tallies do not answer, it is an estimate and ' +
    'data.rowCountApproximate is true (absent otherwise). ' +
    'With VehicalId > 0: data.carDetails (one car), data.images and data.rowCount; each such call counts a view. ' +
    'take is at most 100 (a larger value is refused with 400). Picture URLs are file names; see CarListItem.',
  security: optionalTokenSecurity,
  request: { body: jsonBody(getAllCarRequest), query: namesLangQuery },
  responses: responsesOf(z.union([carListData, carDetailData]), 'The list or the car', [404, 503]),
});

export const getCarCount = createRoute({
  method: 'post',
  path: '/api/customer/V2/getCarCount',
  tags: ['Cars'],
  summary: 'How many published cars a filter string (and optional search) matches: the finder’s live count',
  description:
    'The same filterString as getAllCar (and optional carSearchText words); answers data.count and ' +
    'data.approximate. A count of 10,000 or less is always exact; approximate is true only for an estimate above it.',
  security: optionalTokenSecurity,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: carCountRequest,
          examples: {
            lagos: {
              summary: 'Toyota SUV from 2015, diesel, automatic, at most 80,000 km, in Nigeria',
              value: { filterString: '150?4|50?2|year?2015,|km?,80000|fuel?2|gearbox?1|500?3' },
            },
            budget: { summary: 'New cars from 25 million CFA', value: { filterString: '400?1|100?25000000,' } },
          },
        },
      },
    },
  },
  responses: responsesOf(carCountData, 'The number of matching cars', [503]),
});

export const carSearchText = createRoute({
  method: 'post',
  path: '/api/customer/carSearchText',
  tags: ['Cars'],
  summary: 'Search published cars by maker, model, body type, year, VIN, city or country',
  description:
    'Case, accents and punctuation are ignored and a small typo is tolerated; exact substrings come first, ' +
    'then the closest matches, then the newest. An empty search string is refused with 400. ' +
    'An optional filterString (getAllCar’s grammar) keeps only the matches it also finds; rowCount counts them. ' +
    'An optional sortString (getAllCar’s codes) answers them in that sort instead of best match first.',
  security: optionalTokenSecurity,
  request: { body: jsonBody(carSearchRequest), query: namesLangQuery },
  responses: responsesOf(carSearchData, 'Matching cars, best first or in the sort asked', [503]),
});

export const getRecommendedCar = createRoute({
  method: 'post',
  path: '/api/customer/getRecommendedCar',
  tags: ['Cars'],
  summary: 'Recommended cars: the most liked, then the most viewed',
  security: optionalTokenSecurity,
  request: { body: jsonBody(recommendedRequest), query: namesLangQuery },
  responses: responsesOf(recommendedData, 'Recommended cars', [503]),
});
