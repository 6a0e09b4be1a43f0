/**
 * Login, registration and the number check: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { checkUserHandler, userLoginHandler, userRegisterationHandler } from './auth.handlers.ts';
import { checkUser, userLogin, userRegisteration } from './auth.routes.ts';

export const authRoutes = createRouter()
  .openapi(userLogin, userLoginHandler)
  .openapi(userRegisteration, userRegisterationHandler)
  .openapi(checkUser, checkUserHandler);
