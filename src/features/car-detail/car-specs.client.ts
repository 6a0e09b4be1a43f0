/** <car-specs>: writes the Car Details values (car-specs.astro) from the car store, 'N/A' where missing. */
import { carFields } from '../../lib/cars/car-fields.ts';
import { toLang } from '../../lib/i18n/langs.ts';
import { $carDetail } from '../../lib/stores/car-detail.ts';

class CarSpecs extends HTMLElement {
  connectedCallback(): void {
    const lang = toLang(document.documentElement.dataset.lang) ?? 'en';
    $carDetail.subscribe((state) => {
      if (state.status !== 'ready') return;
      for (const field of carFields(state.car, lang)) {
        const value = this.querySelector(`[data-field="${field.id}"] [data-value]`);
        if (value) value.textContent = field.value ?? this.dataset.na ?? 'N/A';
      }
      this.dataset.ready = 'true';
    });
  }
}

if (!customElements.get('car-specs')) customElements.define('car-specs', CarSpecs);
