/**
 * The contact document's fields: phone, e-mail, address, latitude and longitude, with the map whose pin
 * sets the coordinates. Errors show under each field (the server's bounds) and block saving.
 */
import { useEffect, useState } from 'react';
import type { ContactBody } from '../../lib/api/studio.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { TextField } from '../../ui/form-field.tsx';
import { contactErrors, parseCoordinate } from './contact-fields.ts';
import { MapPicker } from './map-picker.tsx';

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

export function ContactEditor({
  body,
  resetToken,
  t,
  onChange,
}: {
  body: ContactBody;
  resetToken: number;
  t: Translate;
  onChange: (body: ContactBody, valid: boolean) => void;
}) {
  // Coordinates as typed ("6," is on its way to a number); the body gets the parsed value.
  const [latText, setLatText] = useState(coordinateText(body.latitude));
  const [lngText, setLngText] = useState(coordinateText(body.longitude));
  useEffect(() => {
    setLatText(coordinateText(body.latitude));
    setLngText(coordinateText(body.longitude));
    // Only a reload from the server resets what was typed.
  }, [resetToken]);

  const typedLat = parseCoordinate(latText);
  const typedLng = parseCoordinate(lngText);
  const errors = contactErrors({ ...body, latitude: typedLat, longitude: typedLng });

  const change = (next: ContactBody, lat = latText, lng = lngText) => {
    const la = parseCoordinate(lat);
    const lo = parseCoordinate(lng);
    const valid = Object.keys(contactErrors({ ...next, latitude: la, longitude: lo })).length === 0;
    onChange(
      {
        ...next,
        latitude: la !== null && Number.isFinite(la) ? la : null,
        longitude: lo !== null && Number.isFinite(lo) ? lo : null,
      },
      valid,
    );
  };
  const err = (field: keyof ContactBody) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <TextField
          id="studio-contact-phone"
          label={t('studio.contact.phone')}
          type="tel"
          autoComplete="off"
          maxLength={40}
          value={body.phone}
          error={err('phone')}
          onChange={(e) => change({ ...body, phone: e.target.value })}
        />
        <TextField
          id="studio-contact-email"
          label={t('studio.contact.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={body.email}
          error={err('email')}
          onChange={(e) => change({ ...body, email: e.target.value })}
        />
        <TextField
          id="studio-contact-address"
          label={t('studio.contact.address')}
          autoComplete="off"
          maxLength={300}
          value={body.address}
          error={err('address')}
          onChange={(e) => change({ ...body, address: e.target.value })}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id="studio-contact-latitude"
            label={t('studio.contact.latitude')}
            inputMode="decimal"
            autoComplete="off"
            value={latText}
            error={err('latitude')}
            onChange={(e) => {
              setLatText(e.target.value);
              change(body, e.target.value, lngText);
            }}
          />
          <TextField
            id="studio-contact-longitude"
            label={t('studio.contact.longitude')}
            inputMode="decimal"
            autoComplete="off"
            value={lngText}
            error={err('longitude')}
            onChange={(e) => {
              setLngText(e.target.value);
              change(body, latText, e.target.value);
            }}
          />
        </div>
        <p className="text-sm text-slate-700">{t('studio.contact.mapHint')}</p>
      </div>
      <MapPicker
        latitude={typedLat !== null && Number.isFinite(typedLat) ? typedLat : null}
        longitude={typedLng !== null && Number.isFinite(typedLng) ? typedLng : null}
        label={t('studio.contact.map')}
        pinLabel={t('studio.contact.pin')}
        loading={t('studio.loading')}
        failed={t('studio.contact.mapFailed')}
        onMove={(lat, lng) => {
          setLatText(String(lat));
          setLngText(String(lng));
          change(body, String(lat), String(lng));
        }}
      />
    </div>
  );
}
