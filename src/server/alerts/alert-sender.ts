/**
 * How an alert message leaves (issue 23): through the phone provider's channel. The console provider
 * delivers nothing: it logs the message and records it in the development SMS outbox (the one the OTP
 * codes go to, GET /api/dev/sms-outbox), where tests and developers read it. A real SMS or WhatsApp
 * gateway plugs in here; it should take the digest id as its idempotency key.
 */
import type { Logger } from 'pino';
import type { SmsOutbox } from '../phone-auth/outbox.ts';

export interface AlertMessage {
  /** Full number, e.g. '+22997000001'. */
  to: string;
  text: string;
  /** The digest's id: a gateway's idempotency key. */
  digestId: number;
}

export type AlertSender = (message: AlertMessage) => Promise<void>;

export function createConsoleAlertSender(options: { outbox: SmsOutbox | null; logger: Logger }): AlertSender {
  const { outbox, logger } = options;
  return async ({ to, text, digestId }) => {
    outbox?.record({ to, text, code: '', sentAt: new Date().toISOString() });
    logger.info({ to, digestId }, `Alert (console provider, not delivered): ${text}`);
  };
}
