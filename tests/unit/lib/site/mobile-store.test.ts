import { describe, expect, it } from 'vitest';
import { mobileStoreFor } from '../../../../src/lib/site/mobile-store.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('mobileStoreFor', () => {
  it('sends Android to Google Play and iPhone/iPad to the App Store (SPEC.md §1)', () => {
    expect(mobileStoreFor({ userAgent: ANDROID })).toBe('play');
    expect(mobileStoreFor({ userAgent: IPHONE })).toBe('apple');
    expect(mobileStoreFor({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 5 })).toBe('apple');
  });

  it('leaves desktops alone, Macs included', () => {
    expect(mobileStoreFor({ userAgent: WINDOWS })).toBeNull();
    expect(mobileStoreFor({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 0 })).toBeNull();
  });

  it('never redirects bots and link previews', () => {
    expect(
      mobileStoreFor({ userAgent: `${ANDROID} (compatible; Googlebot/2.1; +http://www.google.com/bot.html)` }),
    ).toBeNull();
    expect(mobileStoreFor({ userAgent: 'WhatsApp/2.23.20.0 A' })).toBeNull();
    expect(mobileStoreFor({ userAgent: 'Mozilla/5.0 (Linux; Android 11) HeadlessChrome/124.0' })).toBeNull();
    expect(mobileStoreFor({ userAgent: '' })).toBeNull();
  });
});
