/**
 * A count as the page writes it: digits grouped per language, and "about 30,000" / "environ 30 000" /
 * "unos 30.000" when the server estimated it (above 10,000 only: src/server/cars/count-estimate.ts).
 * The string `catalog.grid.about` must be among the island's strings.
 */
import { groupDigits } from './group-digits.ts';
import type { Lang } from './langs.ts';
import type { Translate } from './translate.ts';

export function shownCount(t: Translate, lang: Lang, count: number, approximate = false): string {
  const digits = groupDigits(count, lang);
  return approximate ? t('catalog.grid.about', { count: digits }) : digits;
}
