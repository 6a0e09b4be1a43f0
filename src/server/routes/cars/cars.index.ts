/**
 * The car calls: list and detail, search, recommended: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import {
  carSearchTextHandler,
  getAllCarHandler,
  getCarCountHandler,
  getRecommendedCarHandler,
} from './cars.handlers.ts';
import { carSearchText, getAllCar, getCarCount, getRecommendedCar } from './cars.routes.ts';

export const carRoutes = createRouter()
  .openapi(getAllCar, getAllCarHandler)
  .openapi(getCarCount, getCarCountHandler)
  .openapi(carSearchText, carSearchTextHandler)
  .openapi(getRecommendedCar, getRecommendedCarHandler);
