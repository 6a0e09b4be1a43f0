/**
 * The reference lists of getMasters (SPEC.md §7): brands, models of a brand, body types, ads, contact,
 * equipment… A module of its own so that a page needing only these (the home page's ads carousel) does
 * not load the catalogue's calls (catalog.ts) and the filter grammar they bring.
 */
import type { MasterItems } from './api-types.ts';
import { callApi } from './client.ts';
import { MASTER_PAIRS, MODELS_OF_BRAND, type MasterKind } from './master-pairs.ts';
import { namesQuery, type NamesOptions } from './names-lang.ts';

/**
 * A reference list of getMasters by kind; `models` needs the brand id.
 * @example const brands = await getMasters('brands'); const models = await getMasters('models', 3);
 */
export async function getMasters<K extends MasterKind>(
  kind: K,
  brandId?: number,
  options: NamesOptions = {},
): Promise<Array<MasterItems[K]>> {
  const [a, b] = kind === 'models' ? [brandId ?? 0, MODELS_OF_BRAND] : MASTER_PAIRS[kind as keyof typeof MASTER_PAIRS];
  const param = { a: String(a), b: String(b) };
  const { data } = await callApi('/api/open/getMasters/:a/:b', '$get', { param, query: namesQuery(options) }, options);
  // The pair chooses the list; the route's type is the union of every list.
  return data.userDetail as Array<MasterItems[K]>;
}
