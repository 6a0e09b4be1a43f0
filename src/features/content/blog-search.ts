/** Matching of the blog's search box: every word, ignoring case and accents. Pure, unit-tested. */

/** Lower-case, accent-free, trimmed. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** True when every word of the query occurs in the card's text. */
export function matchesSearch(cardText: string, query: string): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  return words.every((word) => cardText.includes(word));
}
