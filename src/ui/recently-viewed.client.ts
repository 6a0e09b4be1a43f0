/**
 * <recently-viewed>: draws the recently viewed cars (src/lib/stores/recently-viewed.ts) as small
 * cards, each with a remove button, and wires Clear. A plain custom element, no framework; the
 * section's script (recently-viewed.astro) loads this module only once the section comes near the
 * screen, so the element starts as soon as it is defined.
 * A car no longer published drops out quietly: when the list is first shown, each car not yet
 * checked in this browsing session is asked for (two at a time); a 404 removes it.
 */
import { getCarDetail } from '../lib/api/catalog.ts';
import { ApiError } from '../lib/api/client.ts';
import { carThumbUrl, CAR_THUMB_SIZE } from '../lib/cars/car-card-model.ts';
import { toLang, type Lang } from '../lib/i18n/langs.ts';
import { createTranslate, type Translate } from '../lib/i18n/translate.ts';
import { PLACEHOLDER_IMAGE } from '../lib/media-url.ts';
import { queryId } from '../lib/query-id.ts';
import { routePath } from '../lib/site/routes.ts';
import { $recentlyViewed, clearRecentCars, removeRecentCars, type RecentCar } from '../lib/stores/recently-viewed.ts';

/** sessionStorage key: ids already checked in this session. */
const CHECKED_KEY = 'recentlyViewedChecked';

function checkedIds(): Set<number> {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(CHECKED_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

function markChecked(ids: Set<number>): void {
  try {
    sessionStorage.setItem(CHECKED_KEY, JSON.stringify([...ids]));
  } catch {
    // Private mode or full storage: the next page checks again, nothing more.
  }
}

/** Asks for each unchecked car, two at a time; the unpublished ones (404) leave the list. */
async function dropUnpublished(cars: readonly RecentCar[]): Promise<void> {
  const checked = checkedIds();
  const queue = cars.filter((car) => !checked.has(car.id));
  const worker = async () => {
    for (let car = queue.shift(); car; car = queue.shift()) {
      try {
        await getCarDetail(car.id);
        checked.add(car.id);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          removeRecentCars([car.id]);
          checked.add(car.id);
        }
        // Any other failure: keep the car, ask again on a later page.
      }
    }
  };
  await Promise.all([worker(), worker()]);
  markChecked(checked);
}

class RecentlyViewed extends HTMLElement {
  #stop: (() => void) | null = null;

  connectedCallback(): void {
    this.querySelector('[data-recent-clear]')?.addEventListener('click', () => clearRecentCars());
    this.#stop = $recentlyViewed.subscribe((cars) => this.#render(cars));
    const shown = this.#shown($recentlyViewed.get());
    if (shown.length) void dropUnpublished(shown);
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }

  #shown(cars: readonly RecentCar[]): RecentCar[] {
    const current = this.hasAttribute('data-exclude-current') ? queryId(location.search, 'id') : null;
    return cars.filter((car) => car.id !== current);
  }

  #render(all: readonly RecentCar[]): void {
    const cars = this.#shown(all);
    const section = this.querySelector<HTMLElement>('[data-recent]');
    const list = this.querySelector<HTMLElement>('[data-recent-list]');
    if (!section || !list) return;
    section.hidden = cars.length === 0;
    const lang = toLang(this.dataset.lang) ?? 'en';
    let labels: Record<string, string>;
    try {
      labels = JSON.parse(this.dataset.labels ?? '{}') as Record<string, string>;
    } catch {
      labels = {};
    }
    const t = createTranslate({ 'recent.remove': labels.remove ?? '' });
    list.replaceChildren(...cars.map((car) => this.#card(car, lang, t)));
  }

  #card(car: RecentCar, lang: Lang, t: Translate): HTMLElement {
    const name = `${car.maker} ${car.model}`.trim();
    const item = document.createElement('li');
    item.className =
      'relative w-40 shrink-0 snap-start overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm sm:w-48';
    item.dataset.recentCar = String(car.id);
    const img = document.createElement('img');
    img.src = carThumbUrl(car.image);
    img.width = CAR_THUMB_SIZE.width;
    img.height = CAR_THUMB_SIZE.height;
    img.loading = 'lazy';
    img.decoding = 'async';
    img.alt = '';
    img.className = 'aspect-[3/2] w-full bg-slate-100 object-cover';
    img.addEventListener('error', () => {
      if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
    });
    const link = document.createElement('a');
    link.href = routePath(lang, 'carDetail', { id: car.id });
    link.className = "block px-2 pt-1 pr-10 pb-2 outline-none after:absolute after:inset-0 after:content-['']";
    const title = document.createElement('span');
    title.className = 'block truncate text-sm font-semibold text-slate-900';
    title.textContent = name;
    const year = document.createElement('span');
    year.className = 'block text-sm text-slate-600';
    year.textContent = car.year ? String(car.year) : '\u00a0';
    link.append(title, year);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className =
      'absolute right-1 bottom-1 z-10 flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100';
    remove.setAttribute('aria-label', t('recent.remove', { car: name }));
    remove.dataset.recentRemove = '';
    remove.innerHTML =
      '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" stroke="currentColor" stroke-width="2.5"><path stroke-linecap="round" d="M5 5l10 10M15 5L5 15"/></svg>';
    remove.addEventListener('click', () => removeRecentCars([car.id]));
    item.append(img, link, remove);
    return item;
  }
}

if (!customElements.get('recently-viewed')) customElements.define('recently-viewed', RecentlyViewed);
