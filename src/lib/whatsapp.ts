/**
 * WhatsApp numbers as importers store them, 'countrycode-number' (SPEC.md §3: '229-97123456'),
 * and the wa.me links that open a chat with them. Pure; shared by the car detail and the importer pages.
 */

export interface WhatsAppNumber {
  /** Country dial code without '+', e.g. '229'. */
  code: string;
  /** The national number, digits only, without a trunk '0'. */
  number: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Splits 'countrycode-number' into its parts; null when there is no usable number.
 * A value without a dash is read as a full international number (code left empty).
 * @example splitWhatsApp('229-97123456') // { code: '229', number: '97123456' }
 * @example splitWhatsApp('+234-0803 123 4567') // { code: '234', number: '8031234567' }
 */
export function splitWhatsApp(value: string | null | undefined): WhatsAppNumber | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const dash = text.indexOf('-');
  const code = dash === -1 ? '' : digits(text.slice(0, dash));
  // A trunk '0' is dialled inside the country only; wa.me wants the international form.
  const number = digits(dash === -1 ? text : text.slice(dash + 1)).replace(code ? /^0+/ : /^$/, '');
  if (number.length < 4 || code.length + number.length > 15) return null;
  return { code, number };
}

/**
 * The number as people read it.
 * @example formatWhatsApp({ code: '229', number: '97123456' }) // '+229 97123456'
 */
export function formatWhatsApp(value: WhatsAppNumber): string {
  return value.code ? `+${value.code} ${value.number}` : `+${value.number}`;
}

/**
 * A wa.me link to the number, with a ready message when `text` is given.
 * @example whatsAppLink({ code: '229', number: '97123456' }, 'Hello') // 'https://wa.me/22997123456?text=Hello'
 */
export function whatsAppLink(value: WhatsAppNumber, text?: string): string {
  const base = `https://wa.me/${value.code}${value.number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
