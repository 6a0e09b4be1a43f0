/**
 * The contact's location on a Leaflet map (the contact page's loader and tiles): a pin that can be
 * dragged, or moved by a click on the map, reports its latitude and longitude; typing in the fields
 * moves the pin. The fields are the keyboard way to place it.
 */
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { config } from '../../lib/config.ts';
import { DEFAULT_CENTRE, MAP_ZOOM, storedCentre } from '../../lib/map/map-centre.ts';

const PIN =
  '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

/** Six decimals: about 10 cm, more than a pin dropped by hand means. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function MapPicker({
  latitude,
  longitude,
  label,
  pinLabel,
  loading,
  failed,
  onMove,
}: {
  latitude: number | null;
  longitude: number | null;
  label: string;
  pinLabel: string;
  loading: string;
  failed: string;
  onMove: (latitude: number, longitude: number) => void;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const located = storedCentre(latitude, longitude);

  useEffect(() => {
    let cancelled = false;
    import('../../lib/map/leaflet-loader.ts')
      .then(({ default: L }) => {
        const node = canvas.current;
        if (cancelled || !node) return;
        const centre = located ?? DEFAULT_CENTRE;
        const m = L.map(node, { scrollWheelZoom: false }).setView([centre.lat, centre.lng], MAP_ZOOM);
        L.tileLayer(config.mapTileUrl, {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        }).addTo(m);
        const icon = L.divIcon({ className: 'studio-pin', html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });
        const pin = L.marker([centre.lat, centre.lng], { icon, draggable: true, title: pinLabel, alt: pinLabel }).addTo(
          m,
        );
        pin.on('dragend', () => {
          const at = pin.getLatLng();
          moved.current(round(at.lat), round(at.lng));
        });
        m.on('click', (event) => {
          pin.setLatLng(event.latlng);
          moved.current(round(event.latlng.lat), round(event.latlng.lng));
        });
        map.current = m;
        marker.current = pin;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('map failed', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
    // Drawn once; the effect below follows the fields.
  }, []);

  // Typed coordinates move the pin (and the view, when the pin left it).
  useEffect(() => {
    if (!located || !marker.current || !map.current) return;
    const at = marker.current.getLatLng();
    if (at.lat === located.lat && at.lng === located.lng) return;
    marker.current.setLatLng([located.lat, located.lng]);
    if (!map.current.getBounds().contains([located.lat, located.lng])) map.current.panTo([located.lat, located.lng]);
  }, [located?.lat, located?.lng]);

  return (
    <div
      ref={canvas}
      role="region"
      aria-label={label}
      className="relative z-0 h-72 overflow-hidden rounded-lg border border-slate-300 bg-slate-100 sm:h-96"
      data-studio-map={status}
    >
      {status !== 'ready' && (
        <p className="flex h-full items-center justify-center p-4 text-center text-slate-700">
          {status === 'failed' ? failed : loading}
        </p>
      )}
    </div>
  );
}
