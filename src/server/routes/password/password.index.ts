/** Registers the password calls. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { changePasswordHandler, forgotUpdatePasswordHandler, getResetTokenHandler } from './password.handlers.ts';
import { changePassword, forgotUpdatePassword, getTokeByMobileForForgetPassword } from './password.routes.ts';

export function registerPasswordRoutes(app: App): void {
  addRoute(app, getTokeByMobileForForgetPassword, getResetTokenHandler);
  addRoute(app, forgotUpdatePassword, forgotUpdatePasswordHandler);
  addRoute(app, changePassword, changePasswordHandler);
}
