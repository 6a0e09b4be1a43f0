/** The home header's search → whoever shows results (the catalogue) listens for `site-search`. */

export interface SiteSearchDetail {
  /** The trimmed text; '' means "clear the search and reload the full list" (SPEC.md §5). */
  text: string;
}

/** Fires the cancelable `site-search` event; true when a listener handled it (called preventDefault). */
export function dispatchSiteSearch(text: string): boolean {
  const event = new CustomEvent<SiteSearchDetail>('site-search', { detail: { text }, cancelable: true });
  return !window.dispatchEvent(event);
}
