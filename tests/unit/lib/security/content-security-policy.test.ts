import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from '../../../../src/lib/config.ts';
import { originOf, pageDirectives } from '../../../../src/lib/security/content-security-policy.ts';

const directive = (directives: string[], name: string) => directives.find((d) => d.startsWith(`${name} `)) ?? '';

describe('page CSP directives', () => {
  it('name the default origins (own site, OpenStreetMap tiles, Nominatim), never any https address', () => {
    const directives = pageDirectives({ config: parsePublicConfig({}, true) });
    expect(directive(directives, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(directive(directives, 'connect-src')).toBe("connect-src 'self' https://nominatim.openstreetmap.org");
    expect(directive(directives, 'media-src')).toBe("media-src 'self' blob:");
    for (const d of directives) expect(d.split(' ')).not.toContain('https:');
  });

  it('name the configured API, media, tile, geocoder and picture origins', () => {
    const config = parsePublicConfig(
      {
        PUBLIC_API_BASE: 'https://api.example.com/',
        PUBLIC_MEDIA_BASE_URL: 'https://cdn.example.com/media',
        PUBLIC_MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        PUBLIC_GEOCODER_URL: 'https://geo.example.net/search',
      },
      true,
    );
    const directives = pageDirectives({
      config,
      serverMediaBase: 'https://bucket.example.com/media',
      imageOrigins: ['https://old-photos.example.com'],
    });
    expect(directive(directives, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.example.com https://cdn.example.com https://bucket.example.com " +
        'https://*.tiles.example.org https://old-photos.example.com',
    );
    expect(directive(directives, 'media-src')).toBe(
      "media-src 'self' blob: https://cdn.example.com https://bucket.example.com",
    );
    expect(directive(directives, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://geo.example.net",
    );
  });

  it("add Firebase's origins only with the firebase provider", () => {
    const firebase = pageDirectives({ config: parsePublicConfig({ PUBLIC_PHONE_AUTH_PROVIDER: 'firebase' }, true) });
    expect(directive(firebase, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    const console = pageDirectives({ config: parsePublicConfig({}, true) });
    expect(directive(console, 'connect-src')).not.toContain('googleapis');
  });

  it.each([
    ['', null],
    ['/media', null],
    ['https://cdn.example.com/media/', 'https://cdn.example.com'],
    ['http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
  ])('originOf(%j) is %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});
