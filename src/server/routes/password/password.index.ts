/**
 * The password calls: reset token, reset, change: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { changePasswordHandler, forgotUpdatePasswordHandler, getResetTokenHandler } from './password.handlers.ts';
import { changePassword, forgotUpdatePassword, getTokeByMobileForForgetPassword } from './password.routes.ts';

export const passwordRoutes = createRouter()
  .openapi(getTokeByMobileForForgetPassword, getResetTokenHandler)
  .openapi(forgotUpdatePassword, forgotUpdatePasswordHandler)
  .openapi(changePassword, changePasswordHandler);
