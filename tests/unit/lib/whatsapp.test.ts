import { describe, expect, it } from 'vitest';
import { formatWhatsApp, splitWhatsApp, whatsAppLink } from '../../../src/lib/whatsapp.ts';

describe("WhatsApp numbers stored as 'countrycode-number'", () => {
  it('splits the code from the number', () => {
    expect(splitWhatsApp('229-97123456')).toEqual({ code: '229', number: '97123456' });
    expect(splitWhatsApp('+234-0803 123 4567')).toEqual({ code: '234', number: '8031234567' });
    expect(splitWhatsApp(' 225 - 07 07 07 07 07 ')).toEqual({ code: '225', number: '707070707' });
  });

  it('reads a value without a dash as a full international number', () => {
    expect(splitWhatsApp('+22997123456')).toEqual({ code: '', number: '22997123456' });
  });

  it('gives null when there is no usable number', () => {
    for (const value of [null, undefined, '', '229-', '229-12', 'abc', '1-1234567890123456']) {
      expect(splitWhatsApp(value)).toBeNull();
    }
  });

  it('formats the number and links to wa.me with an optional message', () => {
    const number = { code: '229', number: '97123456' };
    expect(formatWhatsApp(number)).toBe('+229 97123456');
    expect(whatsAppLink(number)).toBe('https://wa.me/22997123456');
    expect(whatsAppLink(number, 'Bonjour, prix ?')).toBe('https://wa.me/22997123456?text=Bonjour%2C%20prix%20%3F');
  });
});
