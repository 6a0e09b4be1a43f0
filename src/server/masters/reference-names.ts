/**
 * Reference values in the caller's language (issue 19). The queries keep reading the English names they
 * always read; the answer's reference fields (REFERENCE_FIELDS) are then renamed from reference_names,
 * held per process and reloaded at most once a minute (a few hundred rows). English answers are passed
 * through untouched, so the default path costs nothing; a French or Spanish page of 12 cars costs a
 * few dozen map lookups, and no query (no join, no N+1). Kept pages (the anonymous list cache) stay
 * English, so one kept page serves every language; each language's renamed answer is kept beside it as
 * bytes (app/kept-answer.ts).
 */
import type { Db } from '../db/client.ts';
import { referenceNames } from '../db/schema.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';

/** The kinds of reference_names.kind, one per family of values. */
export const REFERENCE_KINDS = [
  'body_type',
  'body_style',
  'fuel_type',
  'transmission',
  'equipment',
  'country',
  'city',
  'colour',
  'vehicle_class',
  'vehicle_type',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The answer fields (SPEC.md §3 spelling) that carry a reference value, and the kind of each. */
export const REFERENCE_FIELDS: Readonly<Record<string, ReferenceKind>> = {
  BodyTypeName: 'body_type',
  BodyStyleName: 'body_style',
  FuelTypeName: 'fuel_type',
  FuelType: 'fuel_type',
  TransmissionName: 'transmission',
  EquipmentName: 'equipment',
  CountryName: 'country',
  DealerCountryName: 'country',
  CityName: 'city',
  DealerCityName: 'city',
  Color: 'colour',
  Vehicle_class: 'vehicle_class',
  Vehicle_type: 'vehicle_type',
};

/** Translated names by `${lang}\n${kind}\n${English}`. */
export type Glossary = ReadonlyMap<string, string>;

const keyOf = (lang: string, kind: string, en: string) => `${lang}\n${kind}\n${en}`;

export function toGlossary(rows: Iterable<{ kind: string; en: string; lang: string; name: string }>): Glossary {
  const glossary = new Map<string, string>();
  for (const row of rows) glossary.set(keyOf(row.lang, row.kind, row.en), row.name);
  return glossary;
}

/** Per glossary and language: each reference field's names (English → translated), made once. */
const fieldNames = new WeakMap<Glossary, Map<Lang, ReadonlyMap<string, ReadonlyMap<string, string>>>>();

function namesByField(glossary: Glossary, lang: Lang): ReadonlyMap<string, ReadonlyMap<string, string>> {
  let byLang = fieldNames.get(glossary);
  if (!byLang) fieldNames.set(glossary, (byLang = new Map()));
  let byField = byLang.get(lang);
  if (!byField) {
    const byKind = new Map<string, Map<string, string>>();
    for (const [key, name] of glossary) {
      const [rowLang, kind = '', en = ''] = key.split('\n');
      if (rowLang !== lang) continue;
      let names = byKind.get(kind);
      if (!names) byKind.set(kind, (names = new Map()));
      names.set(en, name);
    }
    const fields = new Map<string, ReadonlyMap<string, string>>();
    for (const [field, kind] of Object.entries(REFERENCE_FIELDS)) fields.set(field, byKind.get(kind) ?? new Map());
    byLang.set(lang, (byField = fields));
  }
  return byField;
}

/**
 * `data` with every reference field renamed into `lang` (values without a translation stay English);
 * arrays and plain objects are copied, never changed in place (the list cache shares them).
 * @example localizeWith({ BodyTypeName: 'Sedan' }, toGlossary([{ kind: 'body_type', en: 'Sedan', lang: 'fr', name: 'Berline' }]), 'fr') // { BodyTypeName: 'Berline' }
 */
export function localizeWith<T>(data: T, glossary: Glossary, lang: Lang): T {
  if (lang === 'en' || glossary.size === 0) return data;
  const fields = namesByField(glossary, lang);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const field in copy) {
      const inner = copy[field];
      const names = fields.get(field);
      if (names) {
        if (typeof inner === 'string') copy[field] = names.get(inner) ?? inner;
      } else if (inner !== null && typeof inner === 'object') copy[field] = walk(inner);
    }
    return copy;
  };
  return walk(data) as T;
}

/** The kinds whose names are in a car's search text (maker, model, body type, year, VIN, city, country). */
const SEARCHED_KINDS: ReadonlySet<string> = new Set<ReferenceKind>(['body_type', 'city', 'country']);
/** [translated words, English words] of the searched kinds, most words first; made once per glossary. */
const searchSynonyms = new WeakMap<Glossary, [string[], string][]>();

function synonymsOf(glossary: Glossary): [string[], string][] {
  let pairs = searchSynonyms.get(glossary);
  if (!pairs) {
    const found = new Map<string, string>();
    for (const [key, name] of glossary) {
      const [, kind = '', en = ''] = key.split('\n');
      const from = normalizeSearchText(name);
      const to = normalizeSearchText(en);
      if (SEARCHED_KINDS.has(kind) && from && from !== to) found.set(from, to);
    }
    pairs = [...found].map(([from, to]): [string[], string] => [from.split(' '), to]);
    pairs.sort((a, b) => b[0].length - a[0].length);
    searchSynonyms.set(glossary, pairs);
  }
  return pairs;
}

/**
 * A normalized search with the French and Spanish names of body types, cities and countries put back
 * into English, the language of the cars' search text: 'berline cotonu' searches 'sedan cotonou'. A name
 * the catalogue itself holds (`known`: the words of its stored names) is searched as typed.
 * @example englishSearch('furgoneta costa de marfil', glossary) // 'van cote d ivoire'
 */
export function englishSearch(
  text: string,
  glossary: Glossary,
  known: (word: string) => boolean = () => false,
): string {
  const words = text.split(' ');
  const stored = (from: string[]) => {
    const long = from.filter((word) => word.length >= 4);
    return long.length > 0 && long.every(known);
  };
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const match = synonymsOf(glossary).find(([from]) => from.every((word, k) => words[i + k] === word));
    const translate = match && !stored(match[0]);
    out.push(translate ? match[1] : words[i]!);
    i += translate ? match[0].length : 1;
  }
  return out.join(' ');
}

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { glossary: Promise<Glossary>; loadedAt: number }>();

async function loadGlossary(db: Db): Promise<Glossary> {
  return toGlossary(await db.select().from(referenceNames));
}

/**
 * The translations, read at most once a minute per database. An expired copy keeps answering while the
 * next one loads (no request waits for a reload); an empty table (a database not seeded yet) is not kept.
 */
export function glossaryOf(db: Db): Promise<Glossary> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.glossary;
  const next = loadGlossary(db);
  if (cached) {
    cached.loadedAt = Date.now(); // one reload at a time; a failed one keeps the old copy
    next.then(
      (glossary) => cache.set(db, { glossary: Promise.resolve(glossary), loadedAt: Date.now() }),
      () => {},
    );
    return cached.glossary;
  }
  const entry = { glossary: next, loadedAt: Date.now() };
  cache.set(db, entry);
  const forget = () => {
    if (cache.get(db) === entry) cache.delete(db);
  };
  next.then((glossary) => glossary.size === 0 && forget(), forget);
  return next;
}

/** Forgets the kept translations of `db` (after writing reference_names). */
export function forgetGlossary(db: Db): void {
  cache.delete(db);
}

/**
 * `data` with its reference fields in `lang` (see localizeWith); English is returned as is, without
 * reading anything.
 * @example return ok(c, await localized(db, lang, { carList }));
 */
export async function localized<T>(db: Db, lang: Lang, data: T): Promise<T> {
  if (lang === 'en') return data;
  return localizeWith(data, await glossaryOf(db), lang);
}
