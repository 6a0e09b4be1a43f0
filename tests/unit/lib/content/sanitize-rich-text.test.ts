import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../src/lib/content/sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles and their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes every event handler', () => {
    const out = sanitizeRichText(
      '<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="x()" onmouseover=y()>t</p>',
    );
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).toContain('<p>t</p>');
  });

  it('removes javascript:, data: and vbscript: URLs in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('removes iframes, objects, embeds, forms and SVG', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x"><form action="x"><input></form><svg onload="alert(1)"><script>1</script></svg><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('drops style, id, name and class attributes (no clobbering of the page)', () => {
    expect(sanitizeRichText('<p id="login-required" class="x" style="color:red" name="n">t</p>')).toBe('<p>t</p>');
  });

  it('keeps safe links and marks outside ones', () => {
    expect(sanitizeRichText('<a href="https://example.com/terms">t</a>')).toBe(
      '<a href="https://example.com/terms" rel="noopener nofollow">t</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.com">m</a>')).toBe('<a href="mailto:help@example.com">m</a>');
    expect(sanitizeRichText('<a href="/en/faq">f</a>')).toBe('<a href="/en/faq">f</a>');
  });

  it("turns an editor's h1 into an h2 (the page has its own h1)", () => {
    expect(sanitizeRichText('<h1>Terms</h1>')).toBe('<h2>Terms</h2>');
  });
});
