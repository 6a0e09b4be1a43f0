/**
 * Ids read from a page's query string (`/carDetail?id=12`, `/dealer_car_list?dealerId=3&vehicalId=12`).
 * Static pages read them in the browser; anything but a positive integer counts as absent.
 */

const MAX_ID = 2_147_483_647;

/**
 * The positive integer id under `name`, or null when it is missing or malformed.
 * @example queryId('?id=12&x=1', 'id') // 12
 * @example queryId('?id=abc', 'id') // null
 */
export function queryId(search: string, name: string): number | null {
  const text = new URLSearchParams(search).get(name)?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
