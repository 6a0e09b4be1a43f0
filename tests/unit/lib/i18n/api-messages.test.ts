import { describe, expect, it } from 'vitest';
import { apiMessageKey, translateApiMessage } from '../../../../src/lib/i18n/api-messages.ts';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';
import { ACCOUNT_MESSAGES } from '../../../../src/server/users/messages.ts';
import { MESSAGES } from '../../../../src/server/phone-auth/phone-auth.ts';
import { tooManyMessage } from '../../../../src/server/security/guard.ts';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';

const tFr = createTranslate(fr);

describe("the server's messages in the page's language", () => {
  it('knows every message of the account and verification calls', () => {
    for (const message of [...Object.values(ACCOUNT_MESSAGES), ...Object.values(MESSAGES)]) {
      expect(apiMessageKey(message), message).not.toBeNull();
    }
  });

  it('has the English of each key equal to what the server says (fields prefixes aside)', () => {
    for (const message of Object.values(ACCOUNT_MESSAGES)) {
      const found = apiMessageKey(message);
      expect((en as Record<string, string>)[found?.key ?? ''], message).toBe(
        message.replace(/^[a-z]\w*: /, '').replace(/^the/, 'The'),
      );
    }
  });

  it('translates rate-limit answers with their number', () => {
    expect(translateApiMessage(tooManyMessage('otpCooldown', 25), tFr)).toBe(
      'Veuillez patienter 25 s avant de demander un autre code.',
    );
    expect(translateApiMessage(tooManyMessage('loginIp', 600), tFr)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 10 min.',
    );
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(translateApiMessage('mobileNo: must be 4 to 10 digits', tFr)).toBe('mobileNo: must be 4 to 10 digits');
    expect(translateApiMessage('Password Changed Successfully', createTranslate({}))).toBe(
      'Password Changed Successfully',
    );
  });
});
