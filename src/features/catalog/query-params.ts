/**
 * Reading and writing readable query strings (`?brand=1,2&q=toyota+hilux`): commas stay commas and
 * spaces become '+', so a link shared on WhatsApp still says what it searches. Shared by the home page
 * and the car list. Values are checked here: a hand-edited URL can only ever select something valid.
 */

const MAX_ID = 2_147_483_647;
/** At most this many ids per list (the filter string caps the total at 50). */
export const MAX_IDS_PER_PARAM = 40;

/**
 * The positive integer ids of a comma list, duplicates and junk dropped.
 * @example readIds('3,x,7,3') // [3, 7]
 */
export function readIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = readId(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_IDS_PER_PARAM) break;
  }
  return ids;
}

/** A positive integer id, or null. */
export function readId(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A whole number among `allowed`, or null. */
export function readChoice<T extends number>(value: string | null, allowed: readonly T[]): T | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return (allowed as readonly number[]).includes(number) ? (number as T) : null;
}

/** Encodes a value for a readable query: '+' for spaces, commas left as they are. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2C/gi, ',');
}

/**
 * Writes `?name=value&…` in the order given, leaving out empty values; '' when nothing is left.
 * @example writeQuery([['brand', '1,2'], ['q', 'land cruiser']]) // '?brand=1,2&q=land+cruiser'
 */
export function writeQuery(pairs: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  const parts = pairs
    .filter(([, value]) => value !== null && value !== undefined && String(value) !== '')
    .map(([name, value]) => `${name}=${encodeValue(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
