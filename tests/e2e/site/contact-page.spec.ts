/**
 * Contact us (SPEC.md §2, §7, §8): phone, e-mail and address from the server's strings (getMasters
 * 0/160: String2, String3, String4), the app store and play store links, and a map at zoom 15 centred on
 * the geocoded address; a geocoder that fails leaves the map on the default centre. The e2e server
 * seeds the address without stored coordinates (scripts/e2e-server.ts), so the page geocodes it.
 */
import type { Locator, Page } from '@playwright/test';
import { parsePublicConfig } from '../../../src/lib/config.ts';
import { DEFAULT_CENTRE, MAP_ZOOM, type LatLng } from '../../../src/lib/map/map-centre.ts';
import { expect, test } from '../fixtures.ts';
import { say } from '../studio/studio-helpers.ts';

const GEOCODER = /^https:\/\/nominatim\.openstreetmap\.org\/search/;
/** Porto-Novo: far enough from the default centre (Cotonou) that no tile of one map shows the other. */
const GEOCODED: LatLng = { lat: 6.4969, lng: 2.6289 };

/** The slippy-map tile holding a point at zoom z. */
function tileOf({ lat, lng }: LatLng, z: number): string {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return `/${z}/${x}/${y}.png`;
}

/** The tiles the map has drawn. */
async function tiles(map: Locator): Promise<string[]> {
  return map.locator('img.leaflet-tile').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
}

/** Scrolls the map into view (it loads when seen) and waits until Leaflet has drawn it. */
async function shownMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: say('en', 'contact.mapLabel') });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
  return map;
}

test('phone, e-mail and address come from the server; both store links; a map of the geocoded address at zoom 15', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const asked: string[] = [];
  // The geocoder is an outside service: a local stand-in answers Porto-Novo for the address.
  await page.route(GEOCODER, (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('q') ?? '');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([{ lat: String(GEOCODED.lat), lon: String(GEOCODED.lng) }]),
    });
  });
  const details = page.getByRole('region', { name: say('en', 'contact.detailsTitle') });
  let address = '';
  // The page is rebuilt by a publish job when an editor changes the strings (another spec does, then puts
  // them back): wait until the served page shows what the server now holds.
  await expect(async () => {
    const answer = (await (await request.get('/api/open/getMasters/0/160')).json()) as {
      data: { userDetail: { String2: string; String3: string; String4: string }[] };
    };
    const contact = answer.data.userDetail[0]!;
    address = contact.String4;
    await page.goto('/en/contact_us');
    const phone = details.locator('[data-contact-phone] a');
    await expect(phone).toHaveText(contact.String2, { timeout: 1_000 });
    await expect(phone).toHaveAttribute('href', `tel:${contact.String2.replace(/[^\d+]/g, '')}`, { timeout: 1_000 });
    await expect(details.getByRole('link', { name: contact.String3 })).toHaveAttribute(
      'href',
      `mailto:${contact.String3}`,
      { timeout: 1_000 },
    );
    await expect(details.locator('[data-contact-address]')).toHaveText(contact.String4, { timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1, name: say('en', 'contact.banner') })).toBeVisible();

  // The site is built with the default store addresses (no PUBLIC_APP_STORE_URL / PUBLIC_PLAY_STORE_URL set).
  const stores = parsePublicConfig({ ...process.env }, false);
  await expect(details.getByRole('link', { name: say('en', 'store.apple.name') })).toHaveAttribute(
    'href',
    stores.appStoreUrl,
  );
  await expect(details.getByRole('link', { name: say('en', 'store.play.name') })).toHaveAttribute(
    'href',
    stores.playStoreUrl,
  );

  const map = await shownMap(page);
  await expect.poll(() => tiles(map)).toContainEqual(expect.stringContaining(tileOf(GEOCODED, MAP_ZOOM)));
  expect(asked).toEqual([address]);
  expect(await tiles(map)).not.toContainEqual(expect.stringContaining(tileOf(DEFAULT_CENTRE, MAP_ZOOM)));
  expect((await tiles(map)).every((src) => src.includes(`/${MAP_ZOOM}/`))).toBe(true);
});

test('a geocoder that fails leaves the page whole and the map on the default centre', async ({ page }) => {
  // The geocoder is an outside service; here it cannot be reached.
  await page.route(GEOCODER, (route) => route.abort('failed'));
  await page.goto('/en/contact_us');
  const map = await shownMap(page);
  await expect.poll(() => tiles(map)).toContainEqual(expect.stringContaining(tileOf(DEFAULT_CENTRE, MAP_ZOOM)));
  await expect(map.getByText(say('en', 'contact.mapFailed'))).toHaveCount(0);
  await expect(page.locator('[data-contact-address]')).not.toBeEmpty();
});
