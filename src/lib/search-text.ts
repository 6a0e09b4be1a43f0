/**
 * The one text normalizer of car search: `cars.search_text` is written with it (seeder, editors)
 * and carSearchText normalizes the query with it, so both sides compare the same form.
 */

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * Lower-case, accent-free, punctuation turned into single spaces.
 * @example normalizeSearchText("  Côte d'Ivoire ") // 'cote d ivoire'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđł]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * True when typed text holds nothing search can use ("%", "_", "?!"): the page says so and keeps its
 * results, instead of treating it as an empty search that lists every car.
 * @example signsOnly('%') // true
 * @example signsOnly('') // false (an empty search: the full list)
 */
export function signsOnly(text: string): boolean {
  return text.trim() !== '' && normalizeSearchText(text) === '';
}

/** The fields of a car that search matches (SPEC: maker, model, body type, year, VIN, city, country). */
export interface CarSearchFields {
  maker: string;
  model: string;
  bodyType?: string | null;
  year: number;
  vin: string;
  city?: string | null;
  country?: string | null;
}

/**
 * The `cars.search_text` value of a car.
 * @example carSearchText({ maker: 'Toyota', model: 'Corolla', year: 2015, vin: 'JT1', country: "Côte d'Ivoire" })
 * // 'toyota corolla 2015 jt1 cote d ivoire'
 */
export function carSearchText(fields: CarSearchFields): string {
  const { maker, model, bodyType, year, vin, city, country } = fields;
  return normalizeSearchText([maker, model, bodyType, String(year), vin, city, country].filter(Boolean).join(' '));
}
