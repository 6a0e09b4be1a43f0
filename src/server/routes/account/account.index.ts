/** Registers the account calls. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { editDealerProfileHandler, getUserDetailHandler, uploadPhotoHandler } from './account.handlers.ts';
import { editDealerProfile, getUserDetail, uploadPhoto } from './account.routes.ts';

export function registerAccountRoutes(app: App): void {
  addRoute(app, getUserDetail, getUserDetailHandler);
  addRoute(app, editDealerProfile, editDealerProfileHandler);
  addRoute(app, uploadPhoto, uploadPhotoHandler);
}
