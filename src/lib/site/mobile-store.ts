/**
 * Which app store suits a visitor (SPEC.md §1: Android → Play Store, iPhone/iPad → App Store).
 * Pure, so it is tested without a browser.
 */

export type MobileStore = 'play' | 'apple';

const BOT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|whatsapp|embedly/i;

export interface DeviceHints {
  userAgent: string;
  /** navigator.platform: iPadOS presents itself as 'MacIntel' with a touch screen. */
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * The store to offer, or null for desktops and bots (search engines and link previews must see the site).
 * @example mobileStoreFor({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) …' }) // 'play'
 */
export function mobileStoreFor(hints: DeviceHints): MobileStore | null {
  const ua = hints.userAgent;
  if (!ua || BOT.test(ua)) return null;
  if (/android/i.test(ua)) return 'play';
  if (/iphone|ipad|ipod/i.test(ua)) return 'apple';
  if (hints.platform === 'MacIntel' && (hints.maxTouchPoints ?? 0) > 1) return 'apple';
  return null;
}

/** localStorage key remembering 'Stay on the website'. */
export const STAY_ON_WEBSITE_KEY = 'stayOnWebsite';
