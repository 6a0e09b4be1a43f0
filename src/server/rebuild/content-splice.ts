/**
 * A terms or privacy publish without a build: the page's built HTML already holds everything but the
 * editor's text, between the opening tag of `[data-content-page]` and the empty marker that
 * rich-text-page.astro puts after the text. Putting the newly sanitised text there gives the page the
 * build would make, in milliseconds instead of an Astro build. Sanitised text cannot contain the marker
 * (the allow-list drops data-* attributes), so the first marker after the opening tag is the end.
 * Any other shape (a page built while the API was away shows a loader instead) answers null: build it.
 */

/** What rich-text-page.astro writes right after the editor's text. */
export const CONTENT_END_MARKER = '<span data-content-end hidden></span>';
const CONTENT_START = /<div\b[^>]*\bdata-content-page="[A-Za-z]+"[^>]*>/;

/**
 * The page with `content` in place of its current text, or null when the page has no such slot.
 * @example spliceContent('<div data-content-page="X"><p>old</p><span data-content-end hidden></span></div>', '<p>new</p>')
 * // '<div data-content-page="X"><p>new</p><span data-content-end hidden></span></div>'
 */
export function spliceContent(page: string, content: string): string | null {
  const start = CONTENT_START.exec(page);
  if (!start) return null;
  const from = start.index + start[0].length;
  const to = page.indexOf(CONTENT_END_MARKER, from);
  if (to < 0) return null;
  return page.slice(0, from) + content + page.slice(to);
}
