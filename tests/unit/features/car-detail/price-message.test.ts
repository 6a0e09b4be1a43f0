import { describe, expect, it } from 'vitest';
import { priceOffer } from '../../../../src/features/car-detail/price-message.ts';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';

const t = createTranslate({
  'carDetail.price.message': 'Hello {{importer}}, the {{car}} {{year}} (VIN {{vin}}) at {{price}}: {{url}}',
});
const car = { MakerName: 'Toyota', ModelName: 'Corolla', VehManufYear: 2018, VinNum: 'JT123', Price: 5650000 };
const dealer = { BussinessName: 'Cotonou Auto Import', WhatsAppNumber: '229-97000002' };

describe('Get Price', () => {
  it('formats the price in CFA for the language', () => {
    const pageUrl = 'https://x.test/en/carDetail?id=7';
    expect(priceOffer(car, dealer, { lang: 'en', pageUrl, t }).price).toBe('5,650,000\u00a0FCFA');
    expect(priceOffer(car, dealer, { lang: 'fr', pageUrl, t }).price).toBe('5\u202f650\u202f000\u00a0FCFA');
  });

  it('opens WhatsApp on the importer with the car, year, VIN and page link', () => {
    const offer = priceOffer(car, dealer, { lang: 'en', pageUrl: 'https://x.test/en/carDetail?id=7', t });
    expect(offer.message).toBe(
      'Hello Cotonou Auto Import, the Toyota Corolla 2018 (VIN JT123) at 5,650,000\u00a0FCFA: https://x.test/en/carDetail?id=7',
    );
    const url = new URL(offer.whatsApp ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/22997000002');
    expect(url.searchParams.get('text')).toBe(offer.message);
  });

  it('has no WhatsApp link when the importer has no number', () => {
    const offer = priceOffer(car, { ...dealer, WhatsAppNumber: null }, { lang: 'en', pageUrl: 'u', t });
    expect(offer.whatsApp).toBeNull();
    expect(priceOffer(car, null, { lang: 'en', pageUrl: 'u', t }).whatsApp).toBeNull();
  });
});
