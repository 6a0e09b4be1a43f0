/** content-splice.ts: the editor's text replaced in a built page, and null when the page has no slot. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../src/lib/content/sanitize-rich-text.ts';
import { CONTENT_END_MARKER, spliceContent } from '../../../../src/server/rebuild/content-splice.ts';

const page = (text: string) =>
  `<html><body><h1>Terms</h1><div class="prose-content max-w-3xl" data-content-page="TermAndCondition">${text}${CONTENT_END_MARKER}</div><footer><div>x</div></footer></body></html>`;

describe('spliceContent', () => {
  it('replaces the text, nested blocks and all, and keeps the rest of the page', () => {
    const old = page('<div><p>Old</p><div><p>nested</p></div></div>');
    expect(spliceContent(old, '<h2>New</h2><p>Text</p>')).toBe(page('<h2>New</h2><p>Text</p>'));
  });

  it('is the same page whatever the text was (splicing twice equals splicing once)', () => {
    const once = spliceContent(page('<p>a</p>'), '<p>b</p>');
    expect(spliceContent(once ?? '', '<p>b</p>')).toBe(once);
  });

  it('the sanitiser drops a forged marker, so an editor cannot end the slot early', () => {
    const forged = sanitizeRichText(`<p>one</p>${CONTENT_END_MARKER}<p>two</p>`);
    expect(forged).not.toContain('data-content-end');
    expect(spliceContent(page(forged), '<p>x</p>')).toBe(page('<p>x</p>'));
  });

  it('answers null for a page without the slot (the loader page of a build without the API)', () => {
    expect(spliceContent('<live-rich-text><div class="prose-content" data-content-page="X"></div>', 'y')).toBeNull();
    expect(spliceContent('<p>no slot</p>', 'y')).toBeNull();
  });
});
