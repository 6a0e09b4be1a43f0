import type { Lang } from '../../lib/i18n/langs.ts';

/**
 * Ids of per-language content entries. The glob loader names an entry after its path, so
 * src/content/blog/fr/avoiding-deposit-scams.md has id 'fr/avoiding-deposit-scams'; the slug
 * part is the same in every language, which is how a page finds an entry's translations.
 */

/** Id of an entry in a per-language folder: entryId('fr', 'avoiding-deposit-scams') → 'fr/avoiding-deposit-scams'. */
export function entryId(lang: Lang, slug: string): string {
  return `${lang}/${slug}`;
}

/** Slug of a per-language entry id: entrySlug('fr/avoiding-deposit-scams') → 'avoiding-deposit-scams'. */
export function entrySlug(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** Language folder of a per-language entry id: entryLang('fr/avoiding-deposit-scams') → 'fr'. */
export function entryLang(id: string): string {
  const slash = id.indexOf('/');
  return slash === -1 ? id : id.slice(0, slash);
}
