/** Registers phone verification, and (outside production only) the development SMS outbox. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { otpResendHandler, otpSendHandler, otpVerifyHandler, smsOutboxHandler } from './otp.handlers.ts';
import { otpResend, otpSend, otpVerify, smsOutbox } from './otp.routes.ts';

export function registerOtpRoutes(app: App): void {
  addRoute(app, otpSend, otpSendHandler);
  addRoute(app, otpResend, otpResendHandler);
  addRoute(app, otpVerify, otpVerifyHandler);
}

/** GET /api/dev/sms-outbox: never registered when NODE_ENV=production. */
export function registerDevRoutes(app: App): void {
  addRoute(app, smsOutbox, smsOutboxHandler);
}
