/**
 * The default provider: the server makes the code itself. Outside production it logs the code and
 * records the message in the development outbox; it delivers no real SMS.
 */
import type { Logger } from 'pino';
import { refuse } from '../refusal.ts';
import { codeMatches, generateCode, hashCode } from './codes.ts';
import type { SmsOutbox } from './outbox.ts';
import { fullNumber, type PhoneAuthProvider } from './types.ts';

export interface ConsoleProviderOptions {
  secret: string;
  logger: Logger;
  /** Absent in production: codes are then neither logged nor kept. */
  outbox: SmsOutbox | null;
  validMinutes: number;
}

export function createConsoleProvider(options: ConsoleProviderOptions): PhoneAuthProvider {
  const { secret, logger, outbox } = options;
  return {
    name: 'console',
    target: (request) => {
      if (!request.verificationId) refuse(400, 'verificationIdMissing');
      if (!request.code) refuse(400, 'codeMissing');
      return { verificationId: request.verificationId };
    },
    deliver: async (verificationId, phone) => {
      const code = generateCode();
      if (outbox) {
        const to = fullNumber(phone);
        const text = `${code} is your AutoImport verification code. It expires in ${options.validMinutes} minutes.`;
        outbox.record({ to, text, code, channel: 'sms', sentAt: new Date().toISOString() });
        // The logger redacts a `code` field; the development code goes in the message on purpose.
        logger.info({ to }, `SMS (console provider, not delivered): ${text}`);
      }
      return hashCode(secret, verificationId, code);
    },
    check: async (verification, answer) =>
      typeof answer.code === 'string' && codeMatches(secret, verification.id, answer.code, verification.codeHash),
  };
}
