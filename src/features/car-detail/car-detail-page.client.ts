/**
 * <car-detail-page>: the car-detail page's conductor. It reads the car id from the query (the page is
 * static), starts the detail request at once — before any island hydrates — and shows one of the
 * page's views: the car (loading, then ready), "not available" for an unknown or removed id (API 404),
 * or a readable error with Try again. It also names the car in the document title.
 * The gallery, the summary and the tab islands read the same store, so the detail is fetched once
 * (the page's early script usually has the answer already).
 */
import { queryId } from '../../lib/query-id.ts';
import { carName } from '../../lib/cars/car-fields.ts';
import { $carDetail, loadCarDetail, type CarDetailState } from '../../lib/stores/car-detail.ts';
import { recordRecentCar } from '../../lib/stores/recently-viewed.ts';
import './car-gallery.client.ts';
import './car-specs.client.ts';
import './car-summary.client.ts';

type View = 'car' | 'notFound' | 'error';

const viewOf = (state: CarDetailState): View =>
  state.status === 'notFound' ? 'notFound' : state.status === 'error' ? 'error' : 'car';

class CarDetailPage extends HTMLElement {
  #id: number | null = null;

  connectedCallback(): void {
    this.#id = queryId(window.location.search, 'id');
    this.querySelector('[data-retry]')?.addEventListener('click', () => void loadCarDetail(this.#id));
    $carDetail.subscribe((state) => this.#show(state));
    void loadCarDetail(this.#id);
  }

  #show(state: CarDetailState): void {
    const view = viewOf(state);
    this.dataset.state = state.status;
    for (const section of this.querySelectorAll<HTMLElement>('[data-view]')) {
      section.hidden = section.dataset.view !== view;
    }
    const suffix = this.dataset.titleSuffix ?? '';
    if (state.status === 'ready') {
      document.title = `${carName(state.car)}${suffix}`;
      const { car } = state;
      recordRecentCar({
        id: car.Id,
        maker: car.MakerName,
        model: car.ModelName,
        year: car.VehManufYear > 0 ? car.VehManufYear : null,
        image: car.Main_Image_Url,
      });
    } else if (state.status === 'notFound') {
      document.title = `${this.dataset.notFoundTitle ?? ''}${suffix}`;
    } else if (state.status === 'error') {
      const message = this.querySelector('[data-error-message]');
      if (message) message.textContent = state.message;
    }
    if (view !== 'car' && this.dataset.focused !== view) {
      // Move focus to the message so screen-reader users hear why the car is not shown.
      this.dataset.focused = view;
      this.querySelector<HTMLElement>(`[data-view="${view}"] h1`)?.focus();
    }
  }
}

if (!customElements.get('car-detail-page')) customElements.define('car-detail-page', CarDetailPage);
