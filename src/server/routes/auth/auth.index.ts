/** Registers login, registration and the number check. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { checkUserHandler, userLoginHandler, userRegisterationHandler } from './auth.handlers.ts';
import { checkUser, userLogin, userRegisteration } from './auth.routes.ts';

export function registerAuthRoutes(app: App): void {
  addRoute(app, userLogin, userLoginHandler);
  addRoute(app, userRegisteration, userRegisterationHandler);
  addRoute(app, checkUser, checkUserHandler);
}
