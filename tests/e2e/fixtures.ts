/**
 * The shared Playwright `test`: every request that would leave the machine (map tiles, geocoder,
 * Firebase, app stores) is answered by a local stand-in, so pages neither hang nor fail.
 */
import { test as base, expect } from '@playwright/test';

const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (/tile|\.png(\?|$)/.test(url)) return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
      if (/nominatim|geocod/.test(url))
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '[{"lat":"6.3654","lon":"2.4183"}]',
        });
      return route.fulfill({ status: 204, body: '' });
    });
    await use(page);
  },
});

export { expect };
