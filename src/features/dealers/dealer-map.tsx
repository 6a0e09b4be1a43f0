/**
 * The importer's map (SPEC.md §2, §9): Leaflet centred on the importer's latitude and longitude at zoom
 * 15 with a marker; without coordinates, 0,0 (SPEC.md §9) and a note instead of a marker. Leaflet and
 * its stylesheet load only when the map mounts (the contact page's loader); tiles from the public config.
 */
import { useEffect, useRef, useState } from 'react';
import { config } from '../../lib/config.ts';
import { MAP_ZOOM, NO_LOCATION_CENTRE, storedCentre } from '../../lib/map/map-centre.ts';

export interface DealerMapLabels {
  label: string;
  loading: string;
  failed: string;
  noLocation: string;
  zoomIn: string;
  zoomOut: string;
}

const PIN =
  '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

export function DealerMap(props: {
  latitude: number | null;
  longitude: number | null;
  name: string;
  labels: DealerMapLabels;
}) {
  const { latitude, longitude, name, labels } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const located = storedCentre(latitude, longitude);

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | null = null;
    import('../../lib/map/leaflet-loader.ts')
      .then(({ default: L }) => {
        const node = canvas.current;
        if (cancelled || !node) return;
        const centre = located ?? NO_LOCATION_CENTRE;
        const map = L.map(node, { zoomControl: false, scrollWheelZoom: false }).setView(
          [centre.lat, centre.lng],
          MAP_ZOOM,
        );
        L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
        L.tileLayer(config.mapTileUrl, {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        }).addTo(map);
        if (located) {
          const icon = L.divIcon({ className: 'dealer-pin', html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });
          L.marker([located.lat, located.lng], { icon, title: name, alt: name }).addTo(map).bindTooltip(name);
        }
        remove = () => map.remove();
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('map failed', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
    // Drawn once per place (labels never change on a page).
  }, [located?.lat, located?.lng, name]);

  return (
    <div className="grid gap-2">
      <div
        ref={canvas}
        role="region"
        aria-label={labels.label}
        className="relative z-0 h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-[28rem]"
        data-dealer-map={status}
      >
        {status !== 'ready' && (
          <p className="flex h-full items-center justify-center p-4 text-center text-slate-700">
            {status === 'failed' ? labels.failed : labels.loading}
          </p>
        )}
      </div>
      {!located && <p className="text-sm text-slate-600">{labels.noLocation}</p>}
    </div>
  );
}
