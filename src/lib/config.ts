/**
 * Public settings (PUBLIC_* environment variables), read once at build time and baked into the pages.
 * A build refuses values that are set but wrong (src/lib/public-settings.ts, run by astro.config.mjs);
 * unset ones take the defaults below, which .env.example lists with their meaning.
 */

export interface PublicConfig {
  apiBase: string;
  mediaBaseUrl: string;
  mapTileUrl: string;
  geocoderUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The footer's admin link: a path resolved per language ('/studio' → '/fr/studio') or an absolute URL. */
  adminUrl: string;
  phoneAuthProvider: 'console' | 'firebase';
  firebase: { apiKey: string; authDomain: string; projectId: string; appId: string };
  /** Offer the app store to Android and iPhone/iPad visitors (SPEC.md §1). */
  appRedirect: boolean;
}

type Source = Record<string, string | boolean | undefined>;

const TRUE = ['true', '1', 'on', 'yes'];
const FALSE = ['false', '0', 'off', 'no'];

function text(source: Source, name: string, fallback: string): string {
  const value = source[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function flag(source: Source, name: string, fallback: boolean): boolean {
  const value = String(source[name] ?? '')
    .trim()
    .toLowerCase();
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  return fallback;
}

/** Parses PUBLIC_* settings with defaults; `production` decides the app-store redirect's default. */
export function parsePublicConfig(source: Source, production: boolean): PublicConfig {
  return {
    apiBase: text(source, 'PUBLIC_API_BASE', '').replace(/\/+$/, ''),
    mediaBaseUrl: text(source, 'PUBLIC_MEDIA_BASE_URL', '/media').replace(/\/+$/, ''),
    mapTileUrl: text(source, 'PUBLIC_MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    geocoderUrl: text(source, 'PUBLIC_GEOCODER_URL', 'https://nominatim.openstreetmap.org/search'),
    appStoreUrl: text(source, 'PUBLIC_APP_STORE_URL', 'https://apps.apple.com/app/autoimport'),
    playStoreUrl: text(source, 'PUBLIC_PLAY_STORE_URL', 'https://play.google.com/store/apps/details?id=com.autoimport'),
    adminUrl: text(source, 'PUBLIC_ADMIN_URL', '/studio'),
    phoneAuthProvider: text(source, 'PUBLIC_PHONE_AUTH_PROVIDER', 'console') === 'firebase' ? 'firebase' : 'console',
    firebase: {
      apiKey: text(source, 'PUBLIC_FIREBASE_API_KEY', ''),
      authDomain: text(source, 'PUBLIC_FIREBASE_AUTH_DOMAIN', ''),
      projectId: text(source, 'PUBLIC_FIREBASE_PROJECT_ID', ''),
      appId: text(source, 'PUBLIC_FIREBASE_APP_ID', ''),
    },
    appRedirect: flag(source, 'PUBLIC_APP_REDIRECT', production),
  };
}

const env: Source = (import.meta as { env?: Source }).env ?? {};

/** The site's public settings, fixed at build time. */
export const config: PublicConfig = parsePublicConfig(env, env.PROD === true);
