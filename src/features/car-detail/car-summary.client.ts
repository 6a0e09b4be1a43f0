/**
 * <car-summary>: fills the heading block (car-summary.astro) from the car store and wires its buttons:
 * - the heart likes (1) or unlikes (0), shows the server's message and reloads the car; without a token
 *   the login-required dialog opens (SPEC.md §4);
 * - share opens the system share sheet, or copies the URL ('URL copied to clipboard');
 * - Contact Importer and Importer Inventory go to the importer pages; Get Price shows the price and a
 *   WhatsApp link. Without a token the three open the login-required dialog (Cancel just closes it).
 */
import type { CarDetail } from '../../lib/api/api-types.ts';
import { getCarDetail, getDealerInfo } from '../../lib/api/catalog.ts';
import { daysOnSale, onSaleText, photosText } from '../../lib/cars/listing-facts.ts';
import { toLang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { $carDetail, reloadCarDetail, type CarDetailState } from '../../lib/stores/car-detail.ts';
import { openLoginRequired } from '../../ui/login-required-dialog.ts';
import { toggleCarLike } from '../../ui/like-car.ts';
import { priceDropLine, priceOffer } from './price-message.ts';
import { shareCarPage } from './share-page.ts';
// The Verified badge and "Report this listing" inside the summary (car-trust.astro).
import './car-trust.client.ts';

interface SummaryLabels {
  like: string;
  unlike: string;
  copied: string;
  newCar: string;
  usedCar: string;
  message: string;
  priceDrop: string;
}

const lang = () => toLang(document.documentElement.dataset.lang) ?? 'en';

class CarSummary extends HTMLElement {
  #labels = {} as SummaryLabels;
  #facts: Translate = createTranslate({});
  #car: CarDetail | null = null;
  #liking = false;
  #price: 'closed' | 'loading' | 'shown' = 'closed';

  connectedCallback(): void {
    try {
      this.#labels = JSON.parse(this.dataset.labels ?? '{}') as SummaryLabels;
    } catch {
      this.#labels = {} as SummaryLabels;
    }
    try {
      this.#facts = createTranslate(JSON.parse(this.dataset.factStrings ?? '{}') as Record<string, string>);
    } catch {
      // Without its words the line stays empty.
    }
    this.#on('[data-like]', () => this.#like());
    this.#on('[data-share]', () => {
      if (this.#car) void shareCarPage(`${this.#car.MakerName} ${this.#car.ModelName}`, this.#labels.copied);
    });
    this.#on('[data-get-price]', () => void this.#showPrice());
    for (const link of this.querySelectorAll<HTMLAnchorElement>('[data-gated]')) {
      link.addEventListener('click', (event) => {
        if ($isLoggedIn.get() && link.href) return;
        event.preventDefault();
        if (!$isLoggedIn.get()) openLoginRequired();
      });
    }
    $carDetail.subscribe((state) => this.#render(state));
  }

  #on(selector: string, handler: () => void): void {
    this.querySelector(selector)?.addEventListener('click', handler);
  }

  #slot(name: string, text: string): void {
    const slot = this.querySelector(`[data-slot="${name}"]`);
    if (slot) slot.textContent = text;
  }

  #render(state: CarDetailState): void {
    if (state.status !== 'ready') return;
    const car = state.car;
    if (this.#car?.Id !== car.Id) this.#resetPrice();
    this.#car = car;
    this.dataset.carSummary = String(car.Id);
    this.#slot('condition', car.Condition === 1 ? this.#labels.newCar : this.#labels.usedCar);
    this.#slot('place', [car.DealerCityName, car.DealerCountryName].filter(Boolean).join(', '));
    // Issue 23: token holders' answers carry the last price drop.
    const drop = priceDropLine(car.PriceDrop, lang(), this.#labels.priceDrop ?? '');
    const dropLine = this.querySelector<HTMLElement>('[data-price-drop]');
    if (dropLine) {
      dropLine.textContent = drop ?? '';
      dropLine.hidden = !drop;
    }
    this.#slot('name', `${car.MakerName} ${car.ModelName}`);
    this.#slot('year', car.VehManufYear > 0 ? String(car.VehManufYear) : '');
    this.#slot('vin', car.VinNum);
    this.#slot('onSale', onSaleText(this.#facts, lang(), daysOnSale(car.ListedAt)) ?? '');
    this.#slot('photosLabel', photosText(this.#facts, lang(), car.PhotoCount));
    this.#slot('photos', String(car.PhotoCount));
    this.querySelector<HTMLElement>('[data-photo-count]')?.removeAttribute('hidden');
    const ids = { dealerId: car.DealerId, vehicalId: car.Id };
    for (const link of this.querySelectorAll<HTMLAnchorElement>('[data-gated]')) {
      link.href = routePath(
        lang(),
        link.dataset.gated === 'dealer_car_list' ? 'dealer_car_list' : 'dealer_account',
        ids,
      );
    }
    this.#renderHeart(car.IsLiked, state.reloading);
    this.#retireSkeleton();
    this.querySelector<HTMLElement>('[data-summary]')?.removeAttribute('hidden');
  }

  /**
   * The skeleton stops being the block: removed, or from lg on kept invisible for its height
   * (car-summary.astro).
   */
  #retireSkeleton(): void {
    const skeleton = this.querySelector<HTMLElement>('[data-summary-skeleton]');
    if (!skeleton || skeleton.hasAttribute('data-filled')) return;
    if (!matchMedia('(min-width: 64rem)').matches) {
      skeleton.remove();
      return;
    }
    skeleton.querySelector('h1')?.remove();
    skeleton.removeAttribute('aria-busy');
    skeleton.setAttribute('aria-hidden', 'true');
    skeleton.toggleAttribute('data-filled', true);
  }

  #renderHeart(liked: boolean, busy: boolean): void {
    const heart = this.querySelector<HTMLButtonElement>('[data-like]');
    if (!heart) return;
    heart.setAttribute('aria-pressed', String(liked));
    heart.setAttribute('aria-label', liked ? this.#labels.unlike : this.#labels.like);
    heart.querySelector('path')?.setAttribute('fill', liked ? 'currentColor' : 'none');
    heart.disabled = busy || this.#liking;
  }

  #like(): void {
    const car = this.#car;
    if (!car || this.#liking) return;
    this.#liking = true;
    this.#renderHeart(car.IsLiked, true);
    void toggleCarLike({ id: car.Id, liked: car.IsLiked })
      .then((changed) => (changed === null ? undefined : reloadCarDetail()))
      .finally(() => {
        this.#liking = false;
        const state = $carDetail.get();
        if (state.status === 'ready') this.#renderHeart(state.car.IsLiked, state.reloading);
      });
  }

  #resetPrice(): void {
    this.#price = 'closed';
    this.querySelector('[data-price-panel]')?.setAttribute('hidden', '');
    this.querySelector('[data-get-price]')?.setAttribute('aria-expanded', 'false');
  }

  async #showPrice(): Promise<void> {
    const car = this.#car;
    if (!car) return;
    if (!$isLoggedIn.get()) {
      openLoginRequired();
      return;
    }
    if (this.#price !== 'closed') return;
    this.#price = 'loading';
    const button = this.querySelector<HTMLButtonElement>('[data-get-price]');
    button?.setAttribute('aria-busy', 'true');
    const [dealer, carPrice] = await Promise.all([
      getDealerInfo(car.Id, { dealerId: car.DealerId }).catch((error: unknown) => {
        // The price still shows; only the WhatsApp link needs the importer (SPEC.md §8: logged only).
        console.error('getDealerInfo failed', error);
        return null;
      }),
      // Visitors' answers carry no price: a car loaded before the login is asked again, with the token.
      car.Price ?? getCarDetail(car.Id).then((detail) => detail.carDetails[0]?.Price),
    ]).catch((error: unknown) => {
      console.error('getCarDetail failed', error);
      return [null, undefined] as const;
    });
    if (carPrice === undefined) {
      this.#price = 'closed';
      button?.removeAttribute('aria-busy');
      return;
    }
    const t = createTranslate({ 'carDetail.price.message': this.#labels.message });
    const offer = priceOffer({ ...car, Price: carPrice }, dealer, { lang: lang(), pageUrl: window.location.href, t });
    const panel = this.querySelector<HTMLElement>('[data-price-panel]');
    const whatsApp = this.querySelector<HTMLAnchorElement>('[data-whatsapp]');
    const price = this.querySelector('[data-price]');
    if (price) price.textContent = offer.price;
    if (whatsApp) {
      whatsApp.hidden = !offer.whatsApp;
      if (offer.whatsApp) whatsApp.href = offer.whatsApp;
    }
    this.querySelector<HTMLElement>('[data-no-whatsapp]')?.toggleAttribute('hidden', Boolean(offer.whatsApp));
    panel?.removeAttribute('hidden');
    button?.removeAttribute('aria-busy');
    button?.setAttribute('aria-expanded', 'true');
    this.#price = 'shown';
  }
}

if (!customElements.get('car-summary')) customElements.define('car-summary', CarSummary);
