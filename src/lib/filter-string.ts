/**
 * The filter strings of SPEC.md §9, parsed and built by one module for the site and the server.
 * Pure and dependency-free so it ships to the browser as a few hundred bytes.
 *
 * Grammar (whitespace around tokens is ignored):
 *
 *     filter   = "" | segment *( "|" segment )          empty segments ("a||b", trailing "|") are skipped
 *     segment  = head "?" tail
 *     head     = 150 brands | 50 body types | 250 models | 500 countries   tail = id *( "," id )
 *              | 400 condition                                             tail = 0 used | 1 new | 2 all (no filter)
 *              | 100 budget                                                tail = min "," [max]  (CFA, min ≤ max;
 *                                                                                 no max = no upper bound)
 *              | any other positive integer: a brand id                    tail = that brand's model id(s)
 *              | "model"   models, each narrowing only its own brand       tail = id *( "," id )
 *              | "fuel"    fuel type ids | "gearbox" transmission ids | "city" city ids     tail = id *( "," id )
 *              | "year"    model year (manuf_year)                         tail = [from] "," [to]   (0 … 9999)
 *              | "km"      mileage in km (kms_driven)                      tail = [from] "," [to]
 *     id       = 1 … 2147483647, digits only
 *
 * Issue 22 added the word heads; no old string has a letter head (those were refused), so every string
 * with numeric heads means exactly what it meant before. Word heads are lower-case.
 *
 * How `{brandId}?{modelId}` (the car list's brand + model) is told apart from a prefix code:
 * the six codes 50, 100, 150, 250, 400, 500 are reserved heads; any other integer head is a brand id
 * whose model ids follow. A brand whose id equals a reserved code cannot use that form, so the builder
 * emits `150?{brandId}|250?{modelId}` for it (a model id already implies its brand).
 *
 * Meaning: segments of different kinds combine with AND; ids within a kind combine with OR
 * (repeated segments of one kind add ids); a brand-model segment adds its brand to the brands and
 * its models to the models. Condition, budget, year and km may appear once. Ranges are inclusive;
 * `year?` and `km?` may leave one bound empty (open), not both; a car without a mileage never matches
 * a `km?` range.
 *
 * Brands and models. `150?`, `250?` and `{brandId}?{modelId}` keep SPEC.md §9's meaning: brand in the
 * brands AND model in the models (so `150?A,B|250?X` finds only model X). `model?` is the finder's
 * form, where a model narrows only its own brand: with brands B (150?) and models N (model?), a car
 * matches when its model is in N, or its brand is in B and no model of N belongs to that brand.
 * `150?A,B|model?X` (X a model of B) is "any A, or B's X"; `model?X` alone is X; `150?A|model?X`
 * is "any A, or X". With both 250? and model?, a car must satisfy both.
 *
 * Limits keep a hostile string cheap: at most 500 characters, 16 segments and 50 ids per kind.
 *
 * @example parseFilterString('150?3,7|400?1') // { ok: true, filter: { brandIds: [3, 7], condition: 1, … } }
 * @example parseFilterString('150?4|model?31|year?2015,|km?,80000|fuel?2|gearbox?1|500?3')
 * @example buildCarListFilterString({ brandId: 3, modelId: 17 }) // '150?3|3?17'
 */

/** The prefix codes of SPEC.md §9. */
export const FILTER_CODE = { brand: 150, bodyType: 50, model: 250, country: 500, condition: 400, budget: 100 } as const;

/** The word heads of issue 22 (the finder's kinds). */
export const FILTER_WORD = {
  brandModel: 'model',
  fuel: 'fuel',
  gearbox: 'gearbox',
  city: 'city',
  year: 'year',
  km: 'km',
} as const;

/** Condition values of a `400?` segment: 2 means all (no filter). */
export const CONDITION_FILTER = { all: 2, new: 1, used: 0 } as const;
export type ConditionValue = 0 | 1;

/** Sort codes of SPEC.md §9 (the `sortString` of getAllCar). */
export const SORT = { none: 0, latest: 25, popular: 50, priceAsc: 75, priceDesc: 100 } as const;
export type SortCode = (typeof SORT)[keyof typeof SORT];

/** The sort dropdown, in the spec's order; `key` names the translation. */
export const SORT_OPTIONS = [
  { key: 'all', value: SORT.none },
  { key: 'latest', value: SORT.latest },
  { key: 'popular', value: SORT.popular },
  { key: 'priceAsc', value: SORT.priceAsc },
  { key: 'priceDesc', value: SORT.priceDesc },
] as const;

/** The condition dropdown: All 2, New 1, Used 0. */
export const CONDITION_OPTIONS = [
  { key: 'all', value: CONDITION_FILTER.all },
  { key: 'new', value: CONDITION_FILTER.new },
  { key: 'used', value: CONDITION_FILTER.used },
] as const;

export interface Budget {
  /** Inclusive bounds in whole CFA francs. */
  min: number;
  max: number;
}

/** The budget dropdown of SPEC.md §9 (CFA); `null` is All (no filter). */
export const BUDGET_OPTIONS: ReadonlyArray<{ key: string; budget: Budget | null }> = [
  { key: 'all', budget: null },
  { key: 'below5m', budget: { min: 0, max: 5_000_000 } },
  { key: '5mTo10m', budget: { min: 5_000_000, max: 10_000_000 } },
  { key: '10mTo25m', budget: { min: 10_000_000, max: 25_000_000 } },
  { key: '25mTo50m', budget: { min: 25_000_000, max: 50_000_000 } },
];

export const FILTER_LIMITS = {
  maxLength: 500,
  maxSegments: 16,
  maxIds: 50,
  maxValue: 2_147_483_647,
  maxYear: 9999,
} as const;

/** What a filter string asks for; empty lists and nulls mean no filter of that kind. */
export interface CarFilter {
  brandIds: number[];
  modelIds: number[];
  bodyTypeIds: number[];
  countryIds: number[];
  condition: ConditionValue | null;
  /** Budget bounds; an open upper bound is `max: FILTER_LIMITS.maxValue` (written `100?min,`). */
  budget: Budget | null;
  /** `model?`: models that narrow only their own brand (see the grammar above). */
  brandModelIds: number[];
  fuelIds: number[];
  gearboxIds: number[];
  cityIds: number[];
  /** Model year bounds, inclusive; null = open. */
  yearFrom: number | null;
  yearTo: number | null;
  /** Mileage bounds in km, inclusive; null = open. */
  kmFrom: number | null;
  kmTo: number | null;
}

export type FilterStringErrorCode = 'too-long' | 'too-many-segments' | 'too-many-ids' | 'bad-segment' | 'bad-value';

export interface FilterStringError {
  code: FilterStringErrorCode;
  /** A sentence for the API's 400 answer, quoting the offending part. */
  message: string;
}

export type FilterParseResult = { ok: true; filter: CarFilter } | { ok: false; error: FilterStringError };

const RESERVED = new Set<number>(Object.values(FILTER_CODE));
const ID_LISTS = {
  [FILTER_CODE.brand]: 'brandIds',
  [FILTER_CODE.bodyType]: 'bodyTypeIds',
  [FILTER_CODE.model]: 'modelIds',
  [FILTER_CODE.country]: 'countryIds',
} as const satisfies Record<number, keyof CarFilter>;
const WORD_ID_LISTS = {
  [FILTER_WORD.brandModel]: 'brandModelIds',
  [FILTER_WORD.fuel]: 'fuelIds',
  [FILTER_WORD.gearbox]: 'gearboxIds',
  [FILTER_WORD.city]: 'cityIds',
} as const satisfies Record<string, keyof CarFilter>;
const WORD_RANGES = {
  [FILTER_WORD.year]: { from: 'yearFrom', to: 'yearTo', max: FILTER_LIMITS.maxYear, what: 'year' },
  [FILTER_WORD.km]: { from: 'kmFrom', to: 'kmTo', max: FILTER_LIMITS.maxValue, what: 'km' },
} as const;
const WORDS: readonly string[] = Object.values(FILTER_WORD);

/** A filter that filters nothing. */
export function emptyFilter(): CarFilter {
  return {
    brandIds: [],
    modelIds: [],
    bodyTypeIds: [],
    countryIds: [],
    condition: null,
    budget: null,
    brandModelIds: [],
    fuelIds: [],
    gearboxIds: [],
    cityIds: [],
    yearFrom: null,
    yearTo: null,
    kmFrom: null,
    kmTo: null,
  };
}

class ParseFailure extends Error {
  readonly code: FilterStringErrorCode;
  constructor(code: FilterStringErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** Reads a whole number 0 … 2147483647 written with digits only. */
function readNumber(token: string, what: string): number {
  const text = token.trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) > FILTER_LIMITS.maxValue) {
    const reason =
      text === '' ? 'is empty' : `${quote(text)} is not a whole number from 0 to ${FILTER_LIMITS.maxValue}`;
    throw new ParseFailure('bad-value', `${what} ${reason}`);
  }
  return Number(text);
}

function readIds(tail: string, segment: string): number[] {
  const ids = tail.split(',').map((token) => {
    const id = readNumber(token, `an id in ${quote(segment)}`);
    if (id < 1) throw new ParseFailure('bad-value', `ids start at 1, got 0 in ${quote(segment)}`);
    return id;
  });
  return ids;
}

function addIds(list: number[], ids: number[]): void {
  for (const id of ids) if (!list.includes(id)) list.push(id);
  if (list.length > FILTER_LIMITS.maxIds) {
    throw new ParseFailure('too-many-ids', `at most ${FILTER_LIMITS.maxIds} ids may be given`);
  }
}

/** A `year?from,to` or `km?from,to` segment: either bound may be empty, not both. */
function readRange(word: keyof typeof WORD_RANGES, tail: string, segment: string, filter: CarFilter): void {
  const range = WORD_RANGES[word];
  const parts = tail.split(',').map((part) => part.trim());
  if (parts.length !== 2 || (parts[0] === '' && parts[1] === '')) {
    throw new ParseFailure(
      'bad-segment',
      `${word} must be "${word}?from,to" with at least one bound, got ${quote(segment)}`,
    );
  }
  const bound = (text: string, which: string) => {
    if (text === '') return null;
    const value = readNumber(text, `the ${range.what} ${which} in ${quote(segment)}`);
    if (value > range.max)
      throw new ParseFailure('bad-value', `the ${range.what} ${which} ${value} is above ${range.max}`);
    return value;
  };
  const from = bound(parts[0] ?? '', 'from');
  const to = bound(parts[1] ?? '', 'to');
  if (from !== null && to !== null && from > to) {
    throw new ParseFailure('bad-value', `${range.what} from ${from} is above ${range.what} to ${to}`);
  }
  filter[range.from] = from;
  filter[range.to] = to;
}

/** A segment with a word head (issue 22). */
function readWordSegment(word: string, tail: string, segment: string, filter: CarFilter, seen: Set<string>): void {
  if (word === FILTER_WORD.year || word === FILTER_WORD.km) {
    if (seen.has(word)) throw new ParseFailure('bad-segment', `${word}? may appear only once`);
    seen.add(word);
    return readRange(word, tail, segment, filter);
  }
  const list = WORD_ID_LISTS[word as keyof typeof WORD_ID_LISTS];
  addIds(filter[list], readIds(tail, segment));
}

function readSegment(segment: string, filter: CarFilter, seen: Set<number | string>): void {
  const mark = segment.indexOf('?');
  if (mark < 0) throw new ParseFailure('bad-segment', `${quote(segment)} must look like code?values, e.g. "150?3"`);
  const word = segment.slice(0, mark).trim();
  const tail = segment.slice(mark + 1);
  if (WORDS.includes(word)) return readWordSegment(word, tail, segment, filter, seen as Set<string>);
  const head = readNumber(word, `the code of ${quote(segment)} (a number or one of ${WORDS.join(', ')})`);
  if (head === FILTER_CODE.condition || head === FILTER_CODE.budget) {
    if (seen.has(head)) throw new ParseFailure('bad-segment', `${head}? may appear only once`);
    seen.add(head);
  }
  if (head === FILTER_CODE.condition) {
    const value = readNumber(tail, `the condition in ${quote(segment)}`);
    if (value > 2) throw new ParseFailure('bad-value', `condition must be 0 (used), 1 (new) or 2 (all), got ${value}`);
    filter.condition = value === CONDITION_FILTER.all ? null : (value as ConditionValue);
    return;
  }
  if (head === FILTER_CODE.budget) {
    const parts = tail.split(',');
    if (parts.length !== 2)
      throw new ParseFailure('bad-segment', `budget must be "100?min,max", got ${quote(segment)}`);
    const min = readNumber(parts[0] ?? '', 'the budget minimum');
    // An empty maximum is no upper bound (issue 22).
    const open = (parts[1] ?? '').trim() === '';
    const max = open ? FILTER_LIMITS.maxValue : readNumber(parts[1] ?? '', 'the budget maximum');
    if (min > max) throw new ParseFailure('bad-value', `budget minimum ${min} is above the maximum ${max}`);
    filter.budget = { min, max };
    return;
  }
  const ids = readIds(tail, segment);
  const list = ID_LISTS[head as keyof typeof ID_LISTS];
  if (list) return addIds(filter[list], ids);
  if (head < 1) throw new ParseFailure('bad-segment', `unknown code 0 in ${quote(segment)}`);
  // Not a reserved code: a brand id followed by model ids (the car list's `{brandId}?{modelId}`).
  addIds(filter.brandIds, [head]);
  addIds(filter.modelIds, ids);
}

/**
 * Parses a filter string of SPEC.md §9 into a CarFilter, or explains what is wrong.
 * @example parseFilterString('100?0,5000000') // { ok: true, filter: { budget: { min: 0, max: 5000000 }, … } }
 */
export function parseFilterString(input: string | null | undefined): FilterParseResult {
  const text = (input ?? '').trim();
  const filter = emptyFilter();
  try {
    if (text.length > FILTER_LIMITS.maxLength) {
      throw new ParseFailure('too-long', `is longer than ${FILTER_LIMITS.maxLength} characters`);
    }
    const segments = text
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    if (segments.length > FILTER_LIMITS.maxSegments) {
      throw new ParseFailure('too-many-segments', `has more than ${FILTER_LIMITS.maxSegments} segments`);
    }
    const seen = new Set<number | string>();
    for (const segment of segments) readSegment(segment, filter, seen);
    return { ok: true, filter };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}

/**
 * Builds the canonical string of a filter; empty kinds are left out, and parseFilterString gives the
 * same filter back (ids as given, without repeats).
 * @example buildFilterString({ bodyTypeIds: [2, 5] }) // '50?2,5'
 * @example buildFilterString({ brandIds: [4], yearFrom: 2015, kmTo: 80000 }) // '150?4|year?2015,|km?,80000'
 */
export function buildFilterString(filter: Partial<CarFilter>): string {
  const segments: string[] = [];
  const lists: Array<[number, number[] | undefined]> = [
    [FILTER_CODE.brand, filter.brandIds],
    [FILTER_CODE.bodyType, filter.bodyTypeIds],
    [FILTER_CODE.model, filter.modelIds],
    [FILTER_CODE.country, filter.countryIds],
  ];
  for (const [code, ids] of lists) if (ids?.length) segments.push(`${code}?${ids.join(',')}`);
  if (filter.condition === 0 || filter.condition === 1) segments.push(`${FILTER_CODE.condition}?${filter.condition}`);
  if (filter.budget) {
    const { min, max } = filter.budget;
    segments.push(`${FILTER_CODE.budget}?${min},${max === FILTER_LIMITS.maxValue ? '' : max}`);
  }
  const words: Array<[string, number[] | undefined]> = [
    [FILTER_WORD.brandModel, filter.brandModelIds],
    [FILTER_WORD.fuel, filter.fuelIds],
    [FILTER_WORD.gearbox, filter.gearboxIds],
    [FILTER_WORD.city, filter.cityIds],
  ];
  for (const [word, ids] of words) if (ids?.length) segments.push(`${word}?${ids.join(',')}`);
  const range = (word: string, from: number | null | undefined, to: number | null | undefined) => {
    if ((from ?? null) !== null || (to ?? null) !== null) segments.push(`${word}?${from ?? ''},${to ?? ''}`);
  };
  range(FILTER_WORD.year, filter.yearFrom, filter.yearTo);
  range(FILTER_WORD.km, filter.kmFrom, filter.kmTo);
  return segments.join('|');
}

/**
 * Builds the car list's string: `150?{brandId}`, `{brandId}?{modelId}` and `50?{id}` joined by `|`.
 * A brand whose id is a reserved code gets `250?{modelId}` for its model instead.
 * @example buildCarListFilterString({ brandId: 3, modelId: 17, bodyTypeId: 2 }) // '150?3|3?17|50?2'
 */
export function buildCarListFilterString(choice: {
  brandId?: number | null;
  modelId?: number | null;
  bodyTypeId?: number | null;
}): string {
  const segments: string[] = [];
  const { brandId, modelId, bodyTypeId } = choice;
  if (brandId) segments.push(`${FILTER_CODE.brand}?${brandId}`);
  if (modelId) {
    segments.push(brandId && !RESERVED.has(brandId) ? `${brandId}?${modelId}` : `${FILTER_CODE.model}?${modelId}`);
  }
  if (bodyTypeId) segments.push(`${FILTER_CODE.bodyType}?${bodyTypeId}`);
  return segments.join('|');
}

/**
 * Reads a sort code (number or numeric string; empty means none); null when it is not one of §9's.
 * @example parseSortCode('75') // 75
 */
export function parseSortCode(input: string | number | null | undefined): SortCode | null {
  if (input === null || input === undefined) return SORT.none;
  const text = String(input).trim();
  if (text === '') return SORT.none;
  const value = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  return (Object.values(SORT) as number[]).includes(value) ? (value as SortCode) : null;
}
