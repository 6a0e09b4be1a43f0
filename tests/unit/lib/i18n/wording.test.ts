/**
 * One word for one thing in each language, and plain English where SPEC.md's English is broken
 * (the mapping is in docs/decisions.md; the API's own messages keep SPEC.md §7's text).
 */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/lib/i18n/format.ts';
import { API_MESSAGES } from '../../../../src/lib/messages/api-messages.ts';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';
import sp from '../../../../public/assets/i18n/sp.json';

const DICTIONARIES = { en, fr, sp } as Record<'en' | 'fr' | 'sp', Record<string, string>>;

describe('one currency label everywhere', () => {
  for (const lang of ['en', 'fr', 'sp'] as const) {
    it(`${lang}: the budget options name the currency as prices do`, () => {
      const label = formatPrice(1, lang).replace(/^[\d\s\u00a0]+/, '');
      expect(label).toBe('FCFA');
      const budgets = Object.entries(DICTIONARIES[lang]).filter(
        ([key]) => key.startsWith('catalog.budget.') && !['catalog.budget.all', 'catalog.budget.label'].includes(key),
      );
      expect(budgets).toHaveLength(4);
      for (const [key, text] of budgets) expect(text, key).toMatch(/ FCFA$/);
      // "CFA" alone only in "francs CFA" (the currency's name), never as a price label.
      for (const [key, text] of Object.entries(DICTIONARIES[lang])) {
        expect(text.replace(/(francs?|francos) CFA|CFA francs/gi, ''), key).not.toMatch(/(?<!F)CFA/);
      }
    });
  }
});

describe('one term for the wish list', () => {
  it.each([
    ['fr', /liste de souhaits/i, /liste d['’]envies|favoris/i],
    ['sp', /lista de deseos/i, /favoritos|lista de favoritos/i],
  ] as const)('%s says it one way', (lang, term, other) => {
    const strings = DICTIONARIES[lang];
    const texts = Object.values(strings);
    expect(texts.filter((text) => other.test(text))).toEqual([]);
    for (const key of ['carDetail.like', 'carDetail.unlike', 'catalog.card.like', 'nav.wishList']) {
      expect(strings[key], key).toMatch(term);
    }
  });
});

describe('plain English where the spec is broken', () => {
  it('the English interface has none of the broken phrases', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text, key).not.toMatch(/!!!|required Property|not logging|not any Liked|Code Send\b|not Match/);
    }
  });

  it.each([
    ['dialog.loginRequired', 'You are not logged in. Please log in first.'],
    ['account.wish.empty', 'You have not liked any cars yet.'],
    ['auth.error.mobileRequired', 'Mobile number is required.'],
  ])('%s says “%s”', (key, text) => {
    expect((en as Record<string, string>)[key]).toBe(text);
  });

  it("keeps SPEC.md §7's words in the API's own messages", () => {
    expect(API_MESSAGES.mobileRequired).toBe('Mobile Number is required Property');
    expect(API_MESSAGES.loginFailed).toBe('Mobile Number and Password are Not Matching!!!');
    expect(API_MESSAGES.wrongCode).toBe('Please Enter Valid OTP!!!');
    expect(API_MESSAGES.codeSent).toBe('Verification Code Send');
  });
});

describe('Spanish addresses the buyer one way', () => {
  it('as usted, never as tú (the site spoke both, sometimes on one screen)', () => {
    const informal = /\b(tú|tu|tus|te|ti|contigo|puedes|quieres|tienes|has|elige|toca|borra|inicia|abre|recibirás)\b/i;
    for (const [key, text] of Object.entries(DICTIONARIES.sp)) expect(text, key).not.toMatch(informal);
  });
});

describe('French numbers stay whole on a phone', () => {
  it('digit groups are joined by a narrow no-break space, and a unit never wraps from its number', () => {
    for (const [key, text] of Object.entries(DICTIONARIES.fr)) {
      expect(text, key).not.toMatch(/\d \d{3}\b/);
      expect(text, key).not.toMatch(/\d (Mo|Ko|km|FCFA)\b/);
    }
  });
});
