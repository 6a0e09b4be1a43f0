/**
 * Typo correction for car search, done against the small vocabulary of reference names (brands,
 * models, body types, cities, countries) instead of against every car: "toyta" becomes "toyota"
 * here, and the database then answers cheap, index-backed substring matches. (pg_trgm's `<%` on
 * every row costs ~20 µs per candidate: 300 ms for a common city at 100,000 cars.)
 */
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { Db } from '../db/client.ts';
import { bodyTypes, brands, cities, countries, models } from '../db/schema.ts';

/** Trigram similarity (Jaccard, as pg_trgm's `similarity`) a vocabulary word needs to replace a typo. */
export const TYPO_SIMILARITY = 0.4;
/** Shorter words are matched exactly: too few trigrams to tell a typo from another word. */
export const MIN_TYPO_WORD = 4;
const MAX_CORRECTIONS = 4;
const TTL_MS = 60_000;

/** The trigrams pg_trgm makes of one word: padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  return result;
}

/** Jaccard similarity of two trigram sets, 0…1. */
function jaccard(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Jaccard similarity of two words' trigram sets, 0…1. */
export function trigramSimilarity(a: string, b: string): number {
  return jaccard(trigramsOf(a), trigramsOf(b));
}

/** Vocabulary words with their trigrams, made once per load instead of once per search. */
export type Vocabulary = ReadonlyMap<string, ReadonlySet<string>>;

export function toVocabulary(words: Iterable<string>): Vocabulary {
  return new Map([...words].map((word) => [word, trigramsOf(word)]));
}

/** A word that may be mistyped: long enough and made of letters only (years and VINs match exactly). */
export function isTypoCandidate(word: string): boolean {
  return word.length >= MIN_TYPO_WORD && !/\d/.test(word);
}

/**
 * The vocabulary words close to `word` (itself excluded), closest first.
 * @example corrections('toyta', toVocabulary(['toyota', 'togo'])) // ['toyota']
 */
export function corrections(word: string, vocabulary: Vocabulary): string[] {
  if (!isTypoCandidate(word)) return [];
  const own = trigramsOf(word);
  const scored: Array<[string, number]> = [];
  for (const [candidate, trigrams] of vocabulary) {
    if (candidate === word || candidate.includes(word)) continue;
    const score = jaccard(own, trigrams);
    if (score >= TYPO_SIMILARITY) scored.push([candidate, score]);
  }
  return scored
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, MAX_CORRECTIONS)
    .map(([candidate]) => candidate);
}

const cache = new WeakMap<Db, { words: Promise<Vocabulary>; loadedAt: number }>();

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const lists = await Promise.all(
    [brands, models, bodyTypes, cities, countries].map((table) => db.select({ name: table.name }).from(table)),
  );
  const words = new Set<string>();
  for (const rows of lists) {
    for (const { name } of rows)
      for (const word of normalizeSearchText(name).split(' ')) if (isTypoCandidate(word)) words.add(word);
  }
  return toVocabulary(words);
}

/** The reference-name vocabulary, reloaded at most once a minute (names change rarely). */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.words;
  const words = loadVocabulary(db);
  cache.set(db, { words, loadedAt: Date.now() });
  words.catch(() => cache.delete(db));
  return words;
}
