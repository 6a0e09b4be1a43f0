/**
 * The account calls: user detail, profile edit, photo upload: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { editDealerProfileHandler, getUserDetailHandler, uploadPhotoHandler } from './account.handlers.ts';
import { editDealerProfile, getUserDetail, uploadPhoto } from './account.routes.ts';

export const accountRoutes = createRouter()
  .openapi(getUserDetail, getUserDetailHandler)
  .openapi(editDealerProfile, editDealerProfileHandler)
  .openapi(uploadPhoto, uploadPhotoHandler);
