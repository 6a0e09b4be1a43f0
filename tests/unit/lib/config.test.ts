import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from '../../../src/lib/config.ts';
import { mediaUrl, PLACEHOLDER_AVATAR, PLACEHOLDER_IMAGE } from '../../../src/lib/media-url.ts';

describe('parsePublicConfig', () => {
  it('has a default for every setting', () => {
    const config = parsePublicConfig({}, false);
    expect(config.apiBase).toBe('');
    expect(config.mediaBaseUrl).toBe('/media');
    expect(config.mapTileUrl).toContain('{z}/{x}/{y}');
    expect(config.geocoderUrl).toMatch(/^https:\/\/nominatim/);
    expect(config.phoneAuthProvider).toBe('console');
    expect(config.appRedirect).toBe(false);
    expect(config.adminUrl).toBe('/studio');
  });

  it('turns the app-store redirect on by default in production only, and lets the setting win', () => {
    expect(parsePublicConfig({}, true).appRedirect).toBe(true);
    expect(parsePublicConfig({ PUBLIC_APP_REDIRECT: 'off' }, true).appRedirect).toBe(false);
    expect(parsePublicConfig({ PUBLIC_APP_REDIRECT: 'true' }, false).appRedirect).toBe(true);
    expect(parsePublicConfig({ PUBLIC_APP_REDIRECT: 'maybe' }, true).appRedirect).toBe(true);
  });

  it('reads the settings and trims trailing slashes of bases', () => {
    const config = parsePublicConfig(
      {
        PUBLIC_API_BASE: 'https://api.example.com/',
        PUBLIC_MEDIA_BASE_URL: 'https://cdn.example.com/media/',
        PUBLIC_PHONE_AUTH_PROVIDER: 'firebase',
        PUBLIC_FIREBASE_PROJECT_ID: 'cars-prod',
      },
      true,
    );
    expect(config.apiBase).toBe('https://api.example.com');
    expect(config.mediaBaseUrl).toBe('https://cdn.example.com/media');
    expect(config.phoneAuthProvider).toBe('firebase');
    expect(config.firebase.projectId).toBe('cars-prod');
  });
});

describe('mediaUrl', () => {
  it('joins base, kind, thumb and file name (SPEC.md §3)', () => {
    expect(mediaUrl('photo', 'car-1.webp', { thumb: true, base: '/media' })).toBe('/media/photo/thumb/car-1.webp');
    expect(mediaUrl('other', 'me.webp', { thumb: true, base: 'https://cdn.x/m/' })).toBe(
      'https://cdn.x/m/other/thumb/me.webp',
    );
    expect(mediaUrl('video', 'ad.mp4', { base: '/media' })).toBe('/media/video/ad.mp4');
  });

  it('uses a placeholder when there is no file', () => {
    expect(mediaUrl('photo', null)).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl('photo', '  ')).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl('other', undefined)).toBe(PLACEHOLDER_AVATAR);
  });

  it('encodes odd file names', () => {
    expect(mediaUrl('photo', 'a b?.webp', { base: '' })).toBe('/photo/a%20b%3F.webp');
  });
});
