import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/lib/api/client.ts';
import { messageOf, successMessage, translateApiMessage } from '../../../../src/lib/i18n/api-messages.ts';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';
import {
  API_MESSAGES,
  decodeMessageKey,
  encodeMessageKey,
  messageText,
} from '../../../../src/lib/messages/api-messages.ts';
import { tooManyKey } from '../../../../src/server/security/guard.ts';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';
import sp from '../../../../public/assets/i18n/sp.json';

const tFr = createTranslate(fr);

/** What the site's client makes of an answer with this key (header encoded, then decoded). */
function refusal(status: number, key: keyof typeof API_MESSAGES, vars: Record<string, number> = {}): ApiError {
  const ref = decodeMessageKey(encodeMessageKey(key, vars));
  return new ApiError(status, messageText(key, vars), null, ref);
}

describe("the server's messages in the page's language, by key", () => {
  it('has a string in every language for exactly the same keys, each a key of the catalogue', () => {
    const keysOf = (strings: Record<string, string>) =>
      Object.keys(strings)
        .filter((k) => k.startsWith('apiMessage.'))
        .sort();
    expect(keysOf(fr)).toEqual(keysOf(en));
    expect(keysOf(sp)).toEqual(keysOf(en));
    for (const id of keysOf(en)) expect(Object.hasOwn(API_MESSAGES, id.slice('apiMessage.'.length)), id).toBe(true);
  });

  it("names the catalogue message's variables the site's way ({{name}}), each one of the catalogue's", () => {
    for (const strings of [en, fr, sp] as Record<string, string>[]) {
      for (const [id, text] of Object.entries(strings).filter(([k]) => k.startsWith('apiMessage.'))) {
        expect(text, id).not.toMatch(/(^|[^{])\{\w+\}(?!\})/);
        const english = API_MESSAGES[id.slice('apiMessage.'.length) as keyof typeof API_MESSAGES];
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g))
          expect(english, `${id}: {{${name}}}`).toContain(`{${name}}`);
      }
    }
  });

  it('translates a refusal by its key, with its variables', () => {
    const wait = tooManyKey('otpCooldown', 25);
    expect(translateApiMessage(messageOf(refusal(429, wait.key, wait.vars)), tFr)).toBe(
      'Veuillez patienter 25 s avant de demander un autre code.',
    );
    const tooMany = tooManyKey('loginIp', 600);
    expect(translateApiMessage(refusal(429, tooMany.key, tooMany.vars), tFr)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 10 min.',
    );
  });

  it('translates a success by the key its envelope carried', () => {
    const answer = { message: 'Password Changed Successfully', messageKey: decodeMessageKey('passwordChanged') };
    expect(translateApiMessage(successMessage(answer), tFr)).toBe('Mot de passe modifié avec succès');
  });

  it("shows the server's text when there is no key, or no string for it: English is never matched", () => {
    expect(translateApiMessage({ message: 'Password Changed Successfully' }, tFr)).toBe(
      'Password Changed Successfully',
    );
    expect(translateApiMessage(refusal(400, 'invalidField', {}), tFr)).toBe('{field}: {reason}');
    expect(translateApiMessage(refusal(200, 'passwordChanged'), createTranslate({}))).toBe(
      'Password Changed Successfully',
    );
    expect(messageOf('plain')).toEqual({ message: 'plain' });
  });
});
