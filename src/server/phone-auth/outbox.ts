/**
 * The development SMS outbox: what the console provider "sent", newest first, kept in memory
 * (the last 200 messages) for GET /api/dev/sms-outbox and the tests. Never used in production.
 */

export interface OutboxMessage {
  to: string;
  text: string;
  code: string;
  /** How it would have left: OTP codes by SMS, alerts by the buyer's channel. */
  channel: 'sms' | 'whatsapp';
  sentAt: string;
}

export interface SmsOutbox {
  record(message: OutboxMessage): void;
  /** Messages to a full number, newest first. */
  list(to: string): OutboxMessage[];
}

export function createSmsOutbox(max = 200): SmsOutbox {
  const messages: OutboxMessage[] = [];
  return {
    record: (message) => {
      messages.unshift(message);
      if (messages.length > max) messages.length = max;
    },
    list: (to) => messages.filter((m) => m.to === to),
  };
}
