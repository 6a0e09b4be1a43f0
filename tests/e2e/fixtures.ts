/**
 * The shared Playwright `test`: every request that would leave the machine (map tiles, geocoder,
 * Firebase, app stores) is answered by a local stand-in, so pages neither hang nor fail. And
 * `page.goto` returns once the page's client:load islands have hydrated (Astro drops their `ssr`
 * attribute then): a test that types at once would otherwise type into server HTML that hydration
 * resets, and fail only on a slow machine.
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
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'), undefined, {
          timeout: 20_000,
        })
        .catch((error: unknown) => {
          // A page that moved on (a redirect, a test that navigates again) has nothing left to wait for.
          if (!/context was destroyed|navigat|closed/i.test(String(error))) throw error;
        });
      return response;
    };
    await use(page);
  },
});

export { expect };
