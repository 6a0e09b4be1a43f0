/**
 * Dates and times in the studio ("26 Nov 2026, 10:05" in the reader's time zone): when a page was
 * published or saved, and when each version was made.
 */
import { intlLocale, type Lang } from '../../lib/i18n/langs.ts';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * @example formatDateTime('2026-11-26T10:05:00Z', 'fr') // '26 nov. 2026, 11:05' (in Paris)
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lang, format);
  }
  return format.format(date);
}
