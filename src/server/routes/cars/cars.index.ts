/** Registers the car calls. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { carSearchTextHandler, getAllCarHandler, getRecommendedCarHandler } from './cars.handlers.ts';
import { carSearchText, getAllCar, getRecommendedCar } from './cars.routes.ts';

export function registerCarRoutes(app: App): void {
  addRoute(app, getAllCar, getAllCarHandler);
  addRoute(app, carSearchText, carSearchTextHandler);
  addRoute(app, getRecommendedCar, getRecommendedCarHandler);
}
