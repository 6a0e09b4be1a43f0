/**
 * Plural forms without Intl.PluralRules (its first use loads locale data on the main thread, like
 * Intl.NumberFormat, see group-digits.ts): the three languages' cardinal rules for whole numbers.
 * English and Spanish say "1 day", "0 days"; French says "0 jour", "1 jour", "2 jours".
 * Keys come in pairs written out literally (the i18n key check finds them).
 */
import type { Lang } from './langs.ts';
import type { Translate } from './translate.ts';

export type PluralForm = 'one' | 'other';

/**
 * The plural form of a whole number in a language.
 * @example pluralForm(0, 'fr') // 'one'
 * @example pluralForm(0, 'en') // 'other'
 */
export function pluralForm(count: number, lang: Lang): PluralForm {
  const n = Math.abs(Math.trunc(count));
  if (lang === 'fr') return n === 0 || n === 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}

/**
 * The text of the key of `count`'s plural form, with `count` (and any other vars) put in.
 * @example tPlural(t, 'en', { one: 'car.days.one', other: 'car.days.other' }, 12) // 'On sale for 12 days'
 */
export function tPlural(
  t: Translate,
  lang: Lang,
  keys: Readonly<Record<PluralForm, string>>,
  count: number,
  vars: Record<string, string | number> = {},
): string {
  return t(keys[pluralForm(count, lang)], { count, ...vars });
}
