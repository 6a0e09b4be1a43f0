/**
 * Issue 23: route definitions of an importer's own cars (role 10 only: 401 without a token, 403 for
 * another role; 403 for a car of another importer, 404 for none). Each write shows in lists, counts and
 * search at once.
 */
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  addCarBody,
  carFormListsData,
  carIdBody,
  editCarBody,
  myCarsData,
  myCarsRequest,
  ownCarData,
  setPriceBody,
  setStatusBody,
  uploadCarPhotoData,
} from './importer-cars.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { requireRole } from '../../auth/require-role.ts';
import { ROLE } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES } from '../../media/photo-upload.ts';
import { refuse } from '../../refusal.ts';
import { jsonBody } from '../docs/json-body.ts';
import { namesLangQuery } from '../docs/lang-query.ts';
import { tokenSecurity } from '../docs/security.ts';

/** Role 10 only (requireRole answers 401 without a token, 403 for another role). */
const requireImporter = requireRole(ROLE.dealer);
const base = { tags: ['Importer cars'], security: tokenSecurity };

export const getMyCars = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/getMyCars',
  summary: "The caller's cars: published, sold and unpublished, newest first",
  middleware: [requireImporter] as const,
  request: { body: jsonBody(myCarsRequest) },
  responses: responsesOf(myCarsData, 'One page of your cars and their number', [401, 403]),
});

export const getMyCar = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/getMyCar',
  summary: 'One of your cars, every field of the edit form',
  middleware: [requireImporter] as const,
  request: { body: jsonBody(carIdBody) },
  responses: responsesOf(ownCarData, 'The car', [401, 403, 404]),
});

export const addCar = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/addCar',
  summary: 'Add a car (published at once unless Publish is false)',
  description:
    'Ids come from getMasters (a model of the chosen brand, equipment of its kind); the country is the ' +
    "city's. Photos are uploadCarPhoto's file names, at most 20, the first one the main picture. A published " +
    'car is in getAllCar, its counts and carSearchText at once. A VIN the importer already has on a car ' +
    'that is not sold is refused with 409 vinDuplicate (naming that car).',
  middleware: [requireImporter] as const,
  request: { body: jsonBody(addCarBody) },
  responses: responsesOf(ownCarData, 'Added; data is the car as stored', [401, 403, 409]),
});

export const editCar = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/editCar',
  summary: 'Rewrite one of your cars (every field and its photos; its status stays)',
  description: 'A new price is recorded in the price history like setCarPrice.',
  middleware: [requireImporter] as const,
  request: { body: jsonBody(editCarBody) },
  responses: responsesOf(ownCarData, 'Saved; data is the car as stored', [401, 403, 404, 409]),
});

export const setCarPrice = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/setCarPrice',
  summary: "Change a car's price (every change is kept; a drop is shown to buyers)",
  middleware: [requireImporter] as const,
  request: { body: jsonBody(setPriceBody) },
  responses: responsesOf(ownCarData, 'Saved', [401, 403, 404]),
});

export const setCarStatus = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/setCarStatus',
  summary: 'Publish (or republish), mark sold, or unpublish a car',
  description:
    'Sold and unpublished cars leave lists, counts and search at once; publishing lists the car again. ' +
    'A car AutoImport took down after a report (TakenDown true) is refused with 409 carTakenDown; a sold car ' +
    'whose VIN is on another of your cars since, with 409 vinDuplicate.',
  middleware: [requireImporter] as const,
  request: { body: jsonBody(setStatusBody) },
  responses: responsesOf(ownCarData, 'Saved', [401, 403, 404, 409]),
});

const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => refuse(413, 'photoTooBig'),
});

export const uploadCarPhoto = createRoute({
  ...base,
  method: 'post',
  path: '/api/importer/uploadCarPhoto',
  summary: 'Upload one car photo (multipart, one file of at most 5 MB)',
  description:
    'Same rules as the profile photo: recognised by its bytes (JPEG, PNG, WebP, GIF, AVIF; 415 otherwise), ' +
    '413 above 5 MB or 40 megapixels; re-encoded to WebP without metadata at most 1024 px, with a 720 px ' +
    'medium and a 480 px thumbnail. Send data.filename in addCar/editCar Photos.',
  middleware: [requireImporter, uploadBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    },
  },
  responses: responsesOf(uploadCarPhotoData, 'Stored', [401, 403, 413, 415]),
});

export const getCarFormLists = createRoute({
  ...base,
  method: 'get',
  path: '/api/importer/getCarFormLists',
  summary: "The car form's choices: brands, body types, fuels, gearboxes, cities (with their country), equipment",
  middleware: [requireImporter] as const,
  request: { query: namesLangQuery },
  responses: responsesOf(carFormListsData, "The lists, names in the caller's language", [401, 403]),
});
