import { describe, expect, it } from 'vitest';
import { buildSettingsProblems, publicSettingsProblems, settingsAgreement } from '../../../src/lib/public-settings.ts';

const FIREBASE_SITE = {
  PUBLIC_PHONE_AUTH_PROVIDER: 'firebase',
  PUBLIC_FIREBASE_API_KEY: 'key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'p',
  PUBLIC_FIREBASE_APP_ID: 'app',
};

describe('build settings', () => {
  it('refuse a build without API_ORIGIN unless BUILD_FETCH_LIVE says so', () => {
    expect(buildSettingsProblems({})).toEqual([expect.stringMatching(/^API_ORIGIN: not set.*BUILD_FETCH_LIVE=true/)]);
    expect(buildSettingsProblems({ API_ORIGIN: 'http://127.0.0.1:4321' })).toEqual([]);
    expect(buildSettingsProblems({ BUILD_FETCH_LIVE: 'true' })).toEqual([]);
    expect(buildSettingsProblems({ BUILD_FETCH_LIVE: 'maybe', API_ORIGIN: 'http://x' })).toEqual([
      expect.stringMatching(/^BUILD_FETCH_LIVE: must be one of/),
    ]);
  });

  it('name every PUBLIC_* value that is set but wrong, instead of falling back to a default', () => {
    const problems = publicSettingsProblems({
      PUBLIC_PHONE_AUTH_PROVIDER: 'firbase',
      PUBLIC_APP_REDIRECT: 'sometimes',
      PUBLIC_MAP_TILE_URL: 'https://tile.example.org/tiles.png',
      PUBLIC_API_BASE: 'api.example.com',
      PUBLIC_MEDIA_BASE_URL: 'media',
      PUBLIC_IMAGE_ORIGINS: 'https://ok.example.com, https://bad.example.com/path',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'PUBLIC_API_BASE',
      'PUBLIC_APP_REDIRECT',
      'PUBLIC_IMAGE_ORIGINS',
      'PUBLIC_MAP_TILE_URL',
      'PUBLIC_MEDIA_BASE_URL',
      'PUBLIC_PHONE_AUTH_PROVIDER',
    ]);
  });

  it('take unset and empty values as their defaults, and the documented forms', () => {
    expect(publicSettingsProblems({ PUBLIC_API_BASE: '', PUBLIC_APP_REDIRECT: '' })).toEqual([]);
    expect(
      publicSettingsProblems({
        PUBLIC_MEDIA_BASE_URL: '/media',
        PUBLIC_MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        PUBLIC_ADMIN_URL: 'https://admin.example.com',
        PUBLIC_APP_REDIRECT: 'off',
        ...FIREBASE_SITE,
      }),
    ).toEqual([]);
  });

  it('need the Firebase web config with the firebase provider', () => {
    expect(publicSettingsProblems({ PUBLIC_PHONE_AUTH_PROVIDER: 'firebase', PUBLIC_FIREBASE_API_KEY: 'k' })).toEqual([
      'PUBLIC_FIREBASE_AUTH_DOMAIN: is required with PUBLIC_PHONE_AUTH_PROVIDER=firebase',
      'PUBLIC_FIREBASE_PROJECT_ID: is required with PUBLIC_PHONE_AUTH_PROVIDER=firebase',
      'PUBLIC_FIREBASE_APP_ID: is required with PUBLIC_PHONE_AUTH_PROVIDER=firebase',
    ]);
  });
});

describe('settings the site and the server share', () => {
  it('agree when both are unset or equal', () => {
    expect(settingsAgreement({})).toEqual([]);
    expect(settingsAgreement({ PHONE_AUTH_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'p', ...FIREBASE_SITE })).toEqual(
      [],
    );
  });

  it('name both variables when the phone providers or Firebase projects differ', () => {
    expect(settingsAgreement({ PHONE_AUTH_PROVIDER: 'firebase' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_PHONE_AUTH_PROVIDER \(console\) and PHONE_AUTH_PROVIDER \(firebase\) must be the same/,
      ),
    ]);
    expect(settingsAgreement({ PUBLIC_PHONE_AUTH_PROVIDER: 'firebase' })).toHaveLength(1);
    expect(settingsAgreement({ PHONE_AUTH_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'q', ...FIREBASE_SITE })).toEqual([
      'PUBLIC_FIREBASE_PROJECT_ID (p) and FIREBASE_PROJECT_ID (q) must be the same',
    ]);
  });
});
