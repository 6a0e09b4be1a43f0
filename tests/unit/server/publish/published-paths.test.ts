import { describe, expect, it } from 'vitest';
import { sitePathOf } from '../../../../src/server/publish/cdn-purge.ts';
import { contentTypeOf } from '../../../../src/server/publish/content-type.ts';
import { keyOf } from '../../../../src/server/publish/s3-target.ts';

describe('paths of a publish', () => {
  it('names a built page by its site path for the CDN purge', () => {
    expect(sitePathOf('fr/terms_condition/index.html')).toBe('/fr/terms_condition');
    expect(sitePathOf('sp\\contact_us\\index.html')).toBe('/sp/contact_us');
  });

  it('keys objects under the prefix with / separators', () => {
    expect(keyOf('site/', 'en\\privacy_policy\\index.html')).toBe('site/en/privacy_policy/index.html');
    expect(keyOf('', '_astro/page.Ab12.js')).toBe('_astro/page.Ab12.js');
  });

  it('gives HTML its charset and unknown files a neutral type', () => {
    expect(contentTypeOf('en/home/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('_astro/page.Ab12.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('_astro/blob.bin')).toBe('application/octet-stream');
  });
});
