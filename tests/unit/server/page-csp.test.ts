import { describe, expect, it } from 'vitest';
import { headerPolicy, metaPolicyOf } from '../../../src/server/page-csp.ts';

describe('page CSP header', () => {
  it("reads the policy of the page's meta tag, entities decoded", () => {
    const html =
      '<html><head><meta http-equiv="content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;sha256-abc=&#39;;"></head></html>';
    expect(metaPolicyOf(html)).toBe("default-src 'self'; script-src 'self' 'sha256-abc=';");
    expect(metaPolicyOf('<html><head></head></html>')).toBeNull();
  });

  it('adds what only a header can carry, and never unsafe-inline for scripts', () => {
    const header = headerPolicy("script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toMatch(/script-src 'self' 'sha256-abc='/);
    expect(/script-src[^;]*unsafe-inline/.test(header)).toBe(false);
  });
});
