import type { ContentKind } from '../app/types.ts';

/** The routes that show each kind of editable content (built in all three languages). */
export const ROUTES_OF_KIND: Readonly<Record<ContentKind, readonly string[]>> = {
  terms: ['terms_condition'],
  privacy: ['privacy_policy'],
  contact: ['contact_us'],
};

export const CONTENT_KINDS = Object.keys(ROUTES_OF_KIND) as ContentKind[];

/** True for 'terms', 'privacy' and 'contact'. */
export function isContentKind(value: string): value is ContentKind {
  return value in ROUTES_OF_KIND;
}

/** The routes to rebuild for a set of kinds, without duplicates. */
export function routesOf(kinds: Iterable<ContentKind>): string[] {
  return [...new Set([...kinds].flatMap((kind) => ROUTES_OF_KIND[kind]))].sort();
}
