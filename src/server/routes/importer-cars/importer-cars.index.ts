/**
 * Issue 23: an importer's own cars: one router, chained so its type carries each route's request and
 * answer (composed into the app's type in ../index.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import {
  addCarHandler,
  editCarHandler,
  getCarFormListsHandler,
  getMyCarHandler,
  getMyCarsHandler,
  setCarPriceHandler,
  setCarStatusHandler,
  uploadCarPhotoHandler,
} from './importer-cars.handlers.ts';
import {
  addCar,
  editCar,
  getCarFormLists,
  getMyCar,
  getMyCars,
  setCarPrice,
  setCarStatus,
  uploadCarPhoto,
} from './importer-cars.routes.ts';

export const importerCarRoutes = createRouter()
  .openapi(getCarFormLists, getCarFormListsHandler)
  .openapi(getMyCars, getMyCarsHandler)
  .openapi(getMyCar, getMyCarHandler)
  .openapi(addCar, addCarHandler)
  .openapi(editCar, editCarHandler)
  .openapi(setCarPrice, setCarPriceHandler)
  .openapi(setCarStatus, setCarStatusHandler)
  .openapi(uploadCarPhoto, uploadCarPhotoHandler);
