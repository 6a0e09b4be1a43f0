/**
 * Numbers, prices (whole CFA francs) and dates written the way each language writes them.
 * Client-safe and pure; formatters are cached per language because Intl objects are costly to make.
 */
import { intlLocale, type Lang } from './langs.ts';

const numberFormats = new Map<Lang, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 });
    numberFormats.set(lang, format);
  }
  return format;
}

/**
 * A whole number with the language's grouping.
 * @example formatNumber(125000, 'fr') // '125 000' (narrow no-break space)
 */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

/**
 * A price in CFA francs (XOF), written 'FCFA' after the amount in every language, as sellers in the region do.
 * @example formatPrice(5000000, 'en') // '5,000,000 FCFA'
 */
export function formatPrice(amount: number, lang: Lang): string {
  return `${formatNumber(amount, lang)}\u00a0FCFA`;
}

/**
 * A calendar date, long form ('5 March 2024', '5 mars 2024', '5 de marzo de 2024').
 * Dates without a time zone are read as UTC so a build anywhere prints the same day.
 */
export function formatDate(value: Date | string, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const key = `${lang}:long`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * A day and a short month ('12 Nov', '12 nov.', '12 nov'), in UTC like formatDate (issue 23: price drops),
 * with no-break spaces: a narrow card must not put the day on one line and the month on the next.
 */
export function formatDayMonth(value: Date | string, lang: Lang): string {
  return dayMonth(value, lang).replace(/ /g, '\u00a0');
}

/**
 * The colon after a label: French puts a no-break space before it ("N° VIN :"), English and Spanish none.
 * @example labelColon('fr') // '\u00a0:'
 */
export const labelColon = (lang: Lang): string => (lang === 'fr' ? '\u00a0:' : ':');

function dayMonth(value: Date | string, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const key = `${lang}:dayMonth`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const QUOTES: Record<Lang, (text: string) => string> = {
  en: (text) => `“${text}”`,
  fr: (text) => `«\u00a0${text}\u00a0»`,
  sp: (text) => `«${text}»`,
};

/**
 * Words quoted as the language quotes them: “…” in English, « … » (no-break spaces) in French, «…» in Spanish.
 * @example quoteText('hilux', 'sp') // '«hilux»'
 */
export const quoteText = (text: string, lang: Lang): string => QUOTES[lang](text);
