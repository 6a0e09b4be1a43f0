/**
 * The listing facts a buyer looks at first (issue 22): how long a car has been on sale and how many
 * photos it has, worded for cards and the car detail in the page's language (plural rules of
 * plural.ts, digits of group-digits.ts). Pure and client-safe.
 */
import { groupDigits } from '../i18n/group-digits.ts';
import type { Lang } from '../i18n/langs.ts';
import { tPlural } from '../i18n/plural.ts';
import type { Translate } from '../i18n/translate.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whole days since a car was listed (0 on its first day; never negative), or null for no date.
 * @example daysOnSale('2026-11-14T10:00:00Z', new Date('2026-11-26T09:00:00Z')) // 11
 */
export function daysOnSale(listedAt: string | null | undefined, now: Date = new Date()): number | null {
  if (!listedAt) return null;
  const time = Date.parse(listedAt);
  if (Number.isNaN(time)) return null;
  return Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
}

/** "On sale for 12 days" / "On sale since today"; null without a date. */
export function onSaleText(t: Translate, lang: Lang, days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return t('catalog.card.onSaleToday');
  return tPlural(t, lang, { one: 'catalog.card.onSale.one', other: 'catalog.card.onSale.other' }, days, {
    count: groupDigits(days, lang),
  });
}

/**
 * The card's short form, beside a clock: "12 days" / "Today" (the full sentence of onSaleText did not
 * fit a phone's two-column card in French or Spanish and was cut to "En vente de…"); null without a date.
 */
export function onSaleShortText(t: Translate, lang: Lang, days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return t('catalog.card.onSaleShortToday');
  return tPlural(t, lang, { one: 'catalog.card.onSaleShort.one', other: 'catalog.card.onSaleShort.other' }, days, {
    count: groupDigits(days, lang),
  });
}

/** "7 photos" (the accessible name of the photo count). */
export function photosText(t: Translate, lang: Lang, count: number): string {
  return tPlural(t, lang, { one: 'catalog.card.photos.one', other: 'catalog.card.photos.other' }, count, {
    count: groupDigits(count, lang),
  });
}

/** The clock icon's path (24×24) beside the card's days on sale. */
export const CLOCK_ICON_PATH =
  'M12 2a10 10 0 110 20 10 10 0 010-20zm0 2a8 8 0 100 16 8 8 0 000-16zm1 3v4.6l3.2 1.9-1 1.7L11 12.7V7h2z';

/** The camera icon's path (24×24), shared by cards and the detail. */
export const CAMERA_ICON_PATH =
  'M9 4l-1.8 2H4a2 2 0 00-2 2v10a2 2 0 002 2h16a2 2 0 002-2V8a2 2 0 00-2-2h-3.2L15 4H9zm3 4.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5z';
