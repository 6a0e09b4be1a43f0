/**
 * Get Price (ours): the car's price in CFA for the page's language and a WhatsApp chat with the importer,
 * opened with a ready message naming the car, its year, its VIN and the page's link. Pure.
 */
import type { CarDetail, DealerInfo } from '../../lib/api/api-types.ts';
import { formatDayMonth, formatPrice } from '../../lib/i18n/format.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Translate } from '../../lib/i18n/translate.ts';
import { splitWhatsApp, whatsAppLink } from '../../lib/whatsapp.ts';

export interface PriceOffer {
  /** e.g. '5,650,000 FCFA'. */
  price: string;
  /** wa.me link with the message, or null when the importer has no WhatsApp number. */
  whatsApp: string | null;
  /** The ready message. */
  message: string;
}

type PricedCar = Pick<CarDetail, 'MakerName' | 'ModelName' | 'VehManufYear' | 'VinNum'> & { Price: number };

/**
 * The price and the WhatsApp link of a car; `t` supplies the message template 'carDetail.price.message'
 * with {{importer}}, {{car}}, {{year}}, {{vin}}, {{price}} and {{url}}.
 */
export function priceOffer(
  car: PricedCar,
  dealer: Pick<DealerInfo, 'WhatsAppNumber' | 'BussinessName'> | null,
  options: { lang: Lang; pageUrl: string; t: Translate },
): PriceOffer {
  const price = formatPrice(car.Price, options.lang);
  const message = options.t('carDetail.price.message', {
    importer: dealer?.BussinessName.trim() ?? '',
    car: `${car.MakerName} ${car.ModelName}`.trim(),
    year: car.VehManufYear,
    vin: car.VinNum,
    price,
    url: options.pageUrl,
  });
  const number = splitWhatsApp(dealer?.WhatsAppNumber);
  return { price, message, whatsApp: number ? whatsAppLink(number, message) : null };
}

/**
 * Issue 23: "Price dropped by 250,000 FCFA on 12 Nov" in the page's language (`template` holds
 * {{amount}} and {{date}}), or null when the car's price did not drop last.
 */
export function priceDropLine(drop: CarDetail['PriceDrop'], lang: Lang, template: string): string | null {
  if (!drop) return null;
  return createTranslate({ line: template })('line', {
    amount: formatPrice(drop.amount, lang),
    date: formatDayMonth(drop.at, lang),
  });
}
