/**
 * <contact-map>: the contact page's Leaflet map. Leaflet (JS and CSS) loads only when the map scrolls
 * into view; it centres on stored coordinates, else the geocoded address, else the default centre, at zoom 15.
 * Any failure leaves a short message in place of the map, never a broken page.
 */
import {
  DEFAULT_CENTRE,
  geocodeUrl,
  MAP_ZOOM,
  parseGeocode,
  storedCentre,
  type LatLng,
} from '../../lib/map/map-centre.ts';
import { whenNear } from '../../lib/site/when-near.ts';

async function geocode(base: string, address: string): Promise<LatLng | null> {
  try {
    const response = await fetch(geocodeUrl(base, address), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(6000),
    });
    return response.ok ? parseGeocode(await response.json()) : null;
  } catch {
    return null;
  }
}

class ContactMap extends HTMLElement {
  connectedCallback(): void {
    whenNear(this, () => void this.#show(), '200px');
  }

  async #show(): Promise<void> {
    const data = this.dataset;
    const canvas = this.querySelector<HTMLElement>('[data-canvas]');
    const note = this.querySelector<HTMLElement>('[data-note]');
    if (!canvas) return;
    try {
      const [{ default: L }, centre] = await Promise.all([import('../../lib/map/leaflet-loader.ts'), this.#centre()]);
      const map = L.map(canvas, { zoomControl: false, scrollWheelZoom: false }).setView(
        [centre.lat, centre.lng],
        MAP_ZOOM,
      );
      L.control.zoom({ zoomInTitle: data.zoomIn ?? '+', zoomOutTitle: data.zoomOut ?? '-' }).addTo(map);
      L.tileLayer(data.tileUrl ?? '', {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(map);
      L.circleMarker([centre.lat, centre.lng], { radius: 10, color: '#0f4c81', fillColor: '#d9480f', fillOpacity: 0.9 })
        .addTo(map)
        .bindTooltip(data.address ?? '');
      note?.remove();
    } catch (error) {
      console.error('map failed', error);
      if (note) note.textContent = data.msgFailed ?? '';
    }
  }

  async #centre(): Promise<LatLng> {
    const data = this.dataset;
    const stored = storedCentre(Number(data.lat ?? Number.NaN), Number(data.lng ?? Number.NaN));
    if (stored) return stored;
    if (data.address && data.geocoder) return (await geocode(data.geocoder, data.address)) ?? DEFAULT_CENTRE;
    return DEFAULT_CENTRE;
  }
}

if (!customElements.get('contact-map')) customElements.define('contact-map', ContactMap);
