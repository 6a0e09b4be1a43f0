/** Issue 23: handlers of an importer's own cars; the work is in src/server/importer-cars/. */
import type { CarForm } from './importer-cars.schemas.ts';
import { ok, said } from '../../app/envelope.ts';
import type { RouteContext as Ctx } from '../../app/types.ts';
import type { AppDeps } from '../../app/types.ts';
import {
  addCar as addCarRow,
  editCar as editCarRow,
  importerIdOf,
  listOwnCars,
  ownCar,
  ownCarDetail,
  refuseDuplicateVin,
  setCarPrice as setCarPriceRow,
  setCarStatus as setCarStatusRow,
  type CarInput,
} from '../../importer-cars/importer-cars.query.ts';
import { carFormLists } from '../../importer-cars/car-form-lists.ts';
import { namesLang } from '../../app/request-lang.ts';
import { localized } from '../../masters/reference-names.ts';
import { readOneUpload, saveCarPhoto } from '../../media/photo-upload.ts';
import { CAR_STATUS } from '../../db/schema.ts';
import { refuse } from '../../refusal.ts';
import { enforceLimits } from '../../security/guard.ts';
import type {
  addCar,
  editCar,
  getCarFormLists,
  getMyCar,
  getMyCars,
  setCarPrice,
  setCarStatus,
  uploadCarPhoto,
} from './importer-cars.routes.ts';

/** The caller's importer id (the routes let only signed-in importers through). */
async function callerImporter(c: { get(key: 'user'): { id: number } | null; get(key: 'deps'): AppDeps }) {
  const user = c.get('user');
  if (!user) refuse(401, 'unauthorized');
  return importerIdOf(c.get('deps').db, user.id);
}

/**
 * Lists, counts and searches answer the change at once: the kept pages and rankings go. Alerts look
 * at it now too (a published car, a lower price); their job reads the database, so a lost request
 * only waits for the next run.
 */
function forgetLists(deps: AppDeps): void {
  deps.listCache.clear();
  deps.searchRankingCache.clear();
  void deps.alerts.enqueue();
}

async function inputOf(deps: AppDeps, body: CarForm): Promise<CarInput> {
  const checks = await Promise.all(body.Photos.map((name) => deps.mediaStorage.exists(`photo/thumb/${name}`)));
  if (checks.includes(false)) refuse(400, 'carPhotoMissing');
  return {
    brandId: body.MakerId,
    modelId: body.ModelId,
    bodyTypeId: body.BodyTypeId,
    bodyStyleId: body.BodyStyleId,
    fuelTypeId: body.FuelTypeId,
    transmissionId: body.TransmissionId,
    cityId: body.CityId,
    standardEquipment: body.Standard_equipment,
    optionalEquipment: body.Optional_equipment,
    vin: body.VinNum,
    manufYear: body.VehManufYear,
    price: body.Price,
    kmsDriven: body.VehKmsDriven,
    condition: body.Condition,
    color: body.Color,
    numberOfSeats: body.Number_of_seates,
    engineHorsePower: body.Engine_HorsePower,
    photos: [...new Set(body.Photos)],
  };
}

export async function getMyCarsHandler(c: Ctx<typeof getMyCars>) {
  const importerId = await callerImporter(c);
  return ok(c, await listOwnCars(c.get('deps').db, importerId, c.req.valid('json')));
}

export async function getMyCarHandler(c: Ctx<typeof getMyCar>) {
  const importerId = await callerImporter(c);
  const { db } = c.get('deps');
  return ok(c, await ownCarDetail(db, await ownCar(db, importerId, c.req.valid('json').carId)));
}

export async function addCarHandler(c: Ctx<typeof addCar>) {
  const importerId = await callerImporter(c);
  const deps = c.get('deps');
  const body = c.req.valid('json');
  await refuseDuplicateVin(deps.db, importerId, body.VinNum);
  const carId = await addCarRow(deps.db, importerId, await inputOf(deps, body), body.Publish);
  forgetLists(deps);
  return ok(c, await ownCarDetail(deps.db, await ownCar(deps.db, importerId, carId)), said(c, 'carAdded'));
}

export async function editCarHandler(c: Ctx<typeof editCar>) {
  const importerId = await callerImporter(c);
  const deps = c.get('deps');
  const body = c.req.valid('json');
  await ownCar(deps.db, importerId, body.carId);
  await refuseDuplicateVin(deps.db, importerId, body.VinNum, body.carId);
  await editCarRow(deps.db, body.carId, await inputOf(deps, body));
  forgetLists(deps);
  return ok(c, await ownCarDetail(deps.db, await ownCar(deps.db, importerId, body.carId)), said(c, 'carSaved'));
}

export async function setCarPriceHandler(c: Ctx<typeof setCarPrice>) {
  const importerId = await callerImporter(c);
  const deps = c.get('deps');
  const { carId, Price } = c.req.valid('json');
  await ownCar(deps.db, importerId, carId);
  await setCarPriceRow(deps.db, carId, Price);
  forgetLists(deps);
  return ok(c, await ownCarDetail(deps.db, await ownCar(deps.db, importerId, carId)), said(c, 'carPriceSaved'));
}

const STATUS_MESSAGE = { published: 'carPublished', sold: 'carSold', unpublished: 'carUnpublished' } as const;

export async function setCarStatusHandler(c: Ctx<typeof setCarStatus>) {
  const importerId = await callerImporter(c);
  const deps = c.get('deps');
  const { carId, Status } = c.req.valid('json');
  const car = await ownCar(deps.db, importerId, carId);
  // A sold car back on sale must not duplicate a car listed since under its VIN.
  if (car.status === CAR_STATUS.sold && Status !== 'sold')
    await refuseDuplicateVin(deps.db, importerId, car.vin, carId);
  await setCarStatusRow(deps.db, carId, Status, car.status);
  forgetLists(deps);
  const saved = await ownCarDetail(deps.db, await ownCar(deps.db, importerId, carId));
  return ok(c, saved, said(c, STATUS_MESSAGE[Status]));
}

export async function uploadCarPhotoHandler(c: Ctx<typeof uploadCarPhoto>) {
  const user = c.get('user');
  if (!user) refuse(401, 'unauthorized');
  await callerImporter(c);
  await enforceLimits(c, [['carPhotoUser', String(user.id)]]);
  const bytes = await readOneUpload(c.req);
  const { mediaStorage } = c.get('deps');
  const filename = await saveCarPhoto(bytes, mediaStorage);
  return ok(c, { filename, displaypath: mediaStorage.urlOf(`photo/thumb/${filename}`) }, said(c, 'photoUploaded'));
}

export async function getCarFormListsHandler(c: Ctx<typeof getCarFormLists>) {
  await callerImporter(c);
  const { db } = c.get('deps');
  return ok(c, await localized(db, namesLang(c, c.req.valid('query').lang), await carFormLists(db)));
}
