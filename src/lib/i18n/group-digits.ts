/**
 * Whole numbers grouped the way each language writes them, without Intl: the first Intl.NumberFormat a
 * page creates loads locale data and blocks the main thread for tens of milliseconds on a phone (190 ms
 * measured under load), which the car detail cannot afford in its first screen. The output equals
 * formatNumber (src/lib/i18n/format.ts) for integers; a unit test compares them.
 */
import type { Lang } from './langs.ts';

/** Group separator and the fewest digits a number needs before it is grouped (es-ES: 10 000, not 1000). */
const GROUPING: Readonly<Record<Lang, { separator: string; minDigits: number }>> = {
  en: { separator: ',', minDigits: 4 },
  fr: { separator: '\u202f', minDigits: 4 },
  sp: { separator: '.', minDigits: 5 },
};

/**
 * An integer with the language's digit grouping (fractions are rounded away).
 * @example groupDigits(94545, 'fr') // '94 545' (narrow no-break space)
 * @example groupDigits(9545, 'sp') // '9545'
 */
export function groupDigits(value: number, lang: Lang): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const { separator, minDigits } = GROUPING[lang];
  const grouped = digits.length < minDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return rounded < 0 ? `-${grouped}` : grouped;
}
