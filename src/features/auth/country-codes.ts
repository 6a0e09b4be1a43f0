/**
 * The country dial codes of the sign-in forms: the static list at /assets/js/CountryCodes.json
 * (SPEC.md §3/§7), fetched once when a dropdown is first opened, and the typing filter over it.
 * Benin (+229) is the default and needs no fetch.
 */

export interface CountryCode {
  /** English name, as the file has it. */
  name: string;
  /** ISO 3166-1 alpha-2, e.g. 'BJ'. */
  code: string;
  /** '+229'. */
  dial_code: string;
}

export const COUNTRY_CODES_URL = '/assets/js/CountryCodes.json';

/** Benin, the network's home market and the form's default. */
export const DEFAULT_COUNTRY: CountryCode = { name: 'Benin', code: 'BJ', dial_code: '+229' };

let loading: Promise<CountryCode[]> | null = null;

/**
 * The list, fetched on first use and shared by every dropdown of the page. A failure is logged
 * (SPEC.md §8) and answers the default country alone; the next call tries again.
 */
export function loadCountryCodes(
  fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<CountryCode[]> {
  loading ??= fetcher(COUNTRY_CODES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${COUNTRY_CODES_URL}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseCountryCodes)
    .catch((error: unknown) => {
      console.error('country codes could not be loaded', error);
      loading = null;
      return [DEFAULT_COUNTRY];
    });
  return loading;
}

/** Keeps the well-formed entries of the file (name, two-letter code, '+digits' dial code). */
export function parseCountryCodes(data: unknown): CountryCode[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is CountryCode =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as CountryCode).name === 'string' &&
      typeof (item as CountryCode).code === 'string' &&
      /^\+\d{1,4}$/.test(String((item as CountryCode).dial_code)),
  );
}

/** Lower case without accents, so 'cote' finds 'Côte d’Ivoire' and 'benin' finds 'Bénin'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The countries matching what was typed: by name (English or the page's language, from the start of
 * any word), by dial code ('229', '+22') or by ISO code ('bj'). Names that start with the text come first.
 * @example filterCountries(list, '+22', (c) => c.name) // Benin, Togo, Côte d’Ivoire, …
 */
export function filterCountries(
  countries: readonly CountryCode[],
  query: string,
  localName: (country: CountryCode) => string = (country) => country.name,
): CountryCode[] {
  const q = fold(query);
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  const ranked: { country: CountryCode; rank: number }[] = [];
  for (const country of countries) {
    const names = [fold(localName(country)), fold(country.name)];
    let rank = -1;
    if (names.some((n) => n.startsWith(q))) rank = 0;
    else if (/^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits)) rank = 1;
    else if (q.length === 2 && country.code.toLowerCase() === q) rank = 1;
    else if (names.some((n) => n.split(/[\s’'-]+/).some((word) => word.startsWith(q)))) rank = 2;
    if (rank >= 0) ranked.push({ country, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.country);
}

/**
 * The country's name in the page's language (Intl knows them all), the file's English name otherwise.
 * @example countryName({ name: 'Benin', code: 'BJ', dial_code: '+229' }, 'fr') // 'Bénin'
 */
export function countryName(country: CountryCode, locale: string): string {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      displayNames.set(locale, names);
    }
    return names.of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The network's countries (where phone verification works), listed first: Benin, Togo, Côte d'Ivoire, … */
export const NETWORK_COUNTRIES = ['BJ', 'TG', 'CI', 'NG', 'GH', 'SN', 'BF', 'NE'] as const;

/**
 * The list with the network's countries first, in NETWORK_COUNTRIES order, then the others as they were.
 * @example networkFirst(all)[0].code // 'BJ'
 */
export function networkFirst(countries: readonly CountryCode[]): CountryCode[] {
  const rank = (c: CountryCode) => {
    const i = (NETWORK_COUNTRIES as readonly string[]).indexOf(c.code);
    return i < 0 ? NETWORK_COUNTRIES.length : i;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b));
}

/** The first country with this dial code (several share +1 or +44), for showing a stored code. */
export function countryOfDialCode(countries: readonly CountryCode[], dialCode: string): CountryCode | undefined {
  return countries.find((c) => c.dial_code === dialCode);
}
