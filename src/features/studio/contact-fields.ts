/**
 * The contact form's rules (the server's bounds, contactUpdateRequest): phone, e-mail and address
 * required and bounded; latitude and longitude empty or in range. Pure, unit-tested.
 */
import type { ContactBody } from '../../lib/api/studio.ts';

export type ContactErrors = Partial<Record<keyof ContactBody, string>>;

/** A typed coordinate: null when empty, NaN when not a number. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** The translation key of each field's problem (none when the contact can be saved). */
export function contactErrors(body: ContactBody): ContactErrors {
  const errors: ContactErrors = {};
  const text = (field: 'phone' | 'email' | 'address', max: number) => {
    const value = body[field].trim();
    if (!value) errors[field] = 'studio.contact.required';
    else if (value.length > max) errors[field] = 'studio.contact.tooLong';
  };
  text('phone', 40);
  text('email', 254);
  text('address', 300);
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) errors.email = 'studio.contact.badEmail';
  const range = (field: 'latitude' | 'longitude', limit: number) => {
    const value = body[field];
    if (value !== null && !(Number.isFinite(value) && Math.abs(value) <= limit))
      errors[field] = 'studio.contact.badCoordinate';
  };
  range('latitude', 90);
  range('longitude', 180);
  return errors;
}
