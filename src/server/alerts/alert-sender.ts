/**
 * How an alert message leaves (issue 23): through the phone provider, on the channel the buyer chose
 * in My Account (SMS or WhatsApp). The console provider delivers nothing: it logs the message and
 * records it, with its channel, in the development outbox (the one the OTP codes go to,
 * GET /api/dev/sms-outbox), where tests and developers read it. A real gateway plugs in here, routes
 * by `channel`, and takes the digest id as its idempotency key.
 */
import type { Logger } from 'pino';
import type { AlertChannel } from '../db/schema.ts';
import type { SmsOutbox } from '../phone-auth/outbox.ts';

export interface AlertMessage {
  /** Full number, e.g. '+22997000001'. */
  to: string;
  text: string;
  /** SMS or WhatsApp: the buyer's choice. */
  channel: AlertChannel;
  /** The digest's id: a gateway's idempotency key. */
  digestId: number;
}

export type AlertSender = (message: AlertMessage) => Promise<void>;

export function createConsoleAlertSender(options: { outbox: SmsOutbox | null; logger: Logger }): AlertSender {
  const { outbox, logger } = options;
  return async ({ to, text, channel, digestId }) => {
    outbox?.record({ to, text, code: '', channel, sentAt: new Date().toISOString() });
    logger.info({ to, channel, digestId }, `Alert by ${channel} (console provider, not delivered): ${text}`);
  };
}
