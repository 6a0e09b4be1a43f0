/**
 * Phone verification: one router, chained so its type carries each route's request and answer; and
 * (outside production only) the development SMS outbox, kept out of the app's type: the site never calls it.
 */
import { createRouter } from '../../app/create-app.ts';
import type { App } from '../../app/types.ts';
import { otpResendHandler, otpSendHandler, otpVerifyHandler, smsOutboxHandler } from './otp.handlers.ts';
import { otpResend, otpSend, otpVerify, smsOutbox } from './otp.routes.ts';

export const otpRoutes = createRouter()
  .openapi(otpSend, otpSendHandler)
  .openapi(otpResend, otpResendHandler)
  .openapi(otpVerify, otpVerifyHandler);

const devRoutes = createRouter().openapi(smsOutbox, smsOutboxHandler);

/** GET /api/dev/sms-outbox: never registered when NODE_ENV=production. */
export function registerDevRoutes(app: App): void {
  app.route('/', devRoutes);
}
