/**
 * The digest message of issue 23 in the buyer's language (en, fr, sp): one line per saved search with
 * new cars (its name, how many, a link to the list), the price drops of liked cars (a link to the wish
 * list), and after each alert its one-tap stop link. Pure: the links are built from SITE_URL.
 */
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';

export interface DigestSearch {
  name: string;
  newCars: number;
  listQuery: string;
  stopToken: string;
}

export interface DigestPriceDrop {
  carName: string;
  oldPrice: number;
  newPrice: number;
}

export interface DigestContent {
  lang: Lang;
  siteUrl: string;
  searches: DigestSearch[];
  priceDrops: DigestPriceDrop[];
  priceStopToken: string;
}

/** Searches named in one message; the rest are counted with a link to My Account. */
export const SEARCHES_PER_DIGEST = 3;
/** Price drops named in one message. */
export const DROPS_PER_DIGEST = 3;

const WORDS = {
  en: {
    head: 'AutoImport:',
    newCars: (n: number) => (n === 1 ? '1 new car' : `${n} new cars`),
    moreSearches: (n: number) => `${n} more saved search${n === 1 ? '' : 'es'} with new cars:`,
    drops: 'Lower price on a car you like:',
    was: 'was',
    moreDrops: (n: number) => `and ${n} more`,
    stop: 'Stop this alert:',
  },
  fr: {
    head: 'AutoImport :',
    newCars: (n: number) => (n === 1 ? '1 nouvelle voiture' : `${n} nouvelles voitures`),
    moreSearches: (n: number) => `${n} autre${n === 1 ? '' : 's'} recherche${n === 1 ? '' : 's'} avec des nouveautés :`,
    drops: 'Prix en baisse sur une voiture que vous aimez :',
    was: 'avant',
    moreDrops: (n: number) => `et ${n} de plus`,
    stop: 'Arrêter cette alerte :',
  },
  sp: {
    head: 'AutoImport:',
    newCars: (n: number) => (n === 1 ? '1 coche nuevo' : `${n} coches nuevos`),
    moreSearches: (n: number) => `${n} búsqueda${n === 1 ? '' : 's'} guardada${n === 1 ? '' : 's'} más con novedades:`,
    drops: 'Precio rebajado en un coche que le gusta:',
    was: 'antes',
    moreDrops: (n: number) => `y ${n} más`,
    stop: 'Detener esta alerta:',
  },
} as const;

/** The address of a page of the site in a language, e.g. `https://…/fr/car_list?brand=3`. */
export function siteLink(siteUrl: string, lang: Lang, page: string, query = ''): string {
  return `${siteUrl.replace(/\/+$/, '')}/${lang}/${page}${query ? `?${query}` : ''}`;
}

/** The stop link of an alert: a page that pauses it and says so. */
export function stopLink(siteUrl: string, lang: Lang, token: string): string {
  return siteLink(siteUrl, lang, 'alert_stop', `t=${encodeURIComponent(token)}`);
}

/** The message text; '' when there is nothing to tell. */
export function digestText(content: DigestContent): string {
  const { lang, siteUrl } = content;
  const w = WORDS[lang];
  const lines: string[] = [];
  const shown = content.searches.slice(0, SEARCHES_PER_DIGEST);
  for (const search of shown) {
    lines.push(`${search.name}: ${w.newCars(search.newCars)} ${siteLink(siteUrl, lang, 'car_list', search.listQuery)}`);
    lines.push(`${w.stop} ${stopLink(siteUrl, lang, search.stopToken)}`);
  }
  const hidden = content.searches.length - shown.length;
  if (hidden > 0) lines.push(`${w.moreSearches(hidden)} ${siteLink(siteUrl, lang, 'my_account')}`);
  if (content.priceDrops.length > 0) {
    const drops = content.priceDrops.slice(0, DROPS_PER_DIGEST).map((drop) => {
      const price = groupDigits(drop.newPrice, lang);
      return `${drop.carName} ${price} FCFA (${w.was} ${groupDigits(drop.oldPrice, lang)})`;
    });
    const more = content.priceDrops.length - drops.length;
    if (more > 0) drops.push(w.moreDrops(more));
    lines.push(`${w.drops} ${drops.join('; ')} ${siteLink(siteUrl, lang, 'wish_list')}`);
    lines.push(`${w.stop} ${stopLink(siteUrl, lang, content.priceStopToken)}`);
  }
  return lines.length ? [w.head, ...lines].join('\n') : '';
}
