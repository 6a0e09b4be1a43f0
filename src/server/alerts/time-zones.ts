/**
 * The buyer's local time for quiet hours (issue 23): their dial code names their country, and each
 * country of the network one time zone (West Africa has no daylight saving). Intl does the arithmetic.
 */

/** Dial code → IANA time zone, the countries of src/server/seed/data/places.ts. */
export const ZONE_OF_DIAL_CODE: Readonly<Record<string, string>> = {
  '+229': 'Africa/Porto-Novo', // Benin, UTC+1
  '+228': 'Africa/Lome', // Togo, UTC+0
  '+234': 'Africa/Lagos', // Nigeria, UTC+1
  '+225': 'Africa/Abidjan', // Côte d'Ivoire, UTC+0
  '+233': 'Africa/Accra', // Ghana, UTC+0
  '+221': 'Africa/Dakar', // Senegal, UTC+0
  '+226': 'Africa/Ouagadougou', // Burkina Faso, UTC+0
  '+227': 'Africa/Niamey', // Niger, UTC+1
};

/** A number outside the table is treated as UTC+1, the later clock of the region (quiet hours start earlier). */
export const DEFAULT_ZONE = 'Africa/Lagos';

/** Messages wait while the buyer's local hour is at or after QUIET_FROM or before QUIET_UNTIL. */
export const QUIET_FROM = 21;
export const QUIET_UNTIL = 7;

export function zoneOfDialCode(countryCode: string): string {
  return ZONE_OF_DIAL_CODE[countryCode] ?? DEFAULT_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The local date ('2026-11-26') and hour (0–23) of an instant in a zone.
 * @example localTime(new Date('2026-11-26T20:30:00Z'), 'Africa/Lagos') // { day: '2026-11-26', hour: 21 }
 */
export function localTime(at: Date, zone: string): { day: string; hour: number } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** True while nothing may be sent to a buyer of this dial code (21:00–07:00 their time). */
export function isQuietHour(at: Date, countryCode: string): boolean {
  const { hour } = localTime(at, zoneOfDialCode(countryCode));
  return hour >= QUIET_FROM || hour < QUIET_UNTIL;
}
