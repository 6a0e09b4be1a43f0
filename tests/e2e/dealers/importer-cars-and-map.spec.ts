/**
 * SPEC.md §2, §4, §9 on the importer pages: with a token, the heart of the importer's car list likes
 * (flag 1) and unlikes (flag 0), then the list reloads; the importer map is centred on the importer's
 * latitude and longitude at zoom 15, or on 0,0 when the importer has none (the e2e server seeds one such
 * importer: scripts/e2e-server.ts).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { MAP_ZOOM, type LatLng } from '../../../src/lib/map/map-centre.ts';
import { apiDetail, listedIds } from '../car-detail/detail-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { demoToken, signIn } from '../site/site-helpers.ts';
import { say } from '../studio/studio-helpers.ts';

interface DealerInfo {
  BussinessName: string;
  Latitude: number | null;
  Longitude: number | null;
}

async function dealerOf(request: APIRequestContext, carId: number): Promise<DealerInfo> {
  const answer = (await (await request.get(`/api/customer/getDealerInfo/${carId}`)).json()) as {
    data: { detail: DealerInfo[] };
  };
  return answer.data.detail[0]!;
}

/** The slippy-map tile holding a point at zoom z. */
function tileOf({ lat, lng }: LatLng, z: number): string {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return `/${z}/${x}/${y}.png`;
}

const tiles = (map: Locator) =>
  map.locator('img.leaflet-tile').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));

test('with a token the importer list’s heart likes and unlikes, shows the server’s message and reloads', async ({
  page,
  request,
}, testInfo) => {
  const token = await demoToken(request, 'customer');
  // An importer of a car further down the list; its cars the home grid's like test does not touch
  // (the first 12), one per project (both run at once against one database).
  const homeCars = new Set(await listedIds(request, 12));
  const [anchorId] = await listedIds(request, 1, 30);
  const { car: anchor } = await apiDetail(request, anchorId!);
  const list = (await (
    await request.post('/api/customer/V2/getAllCar', {
      headers: { authorization: token },
      data: { take: 10, skip: 0, VehicalId: 0, DealerId: anchor.DealerId, sortString: '0', filterString: '' },
    })
  ).json()) as { data: { carList: { Id: number; IsLiked: boolean }[] } };
  const candidates = list.data.carList.filter((car) => !homeCars.has(car.Id));
  expect(candidates.length, 'the importer has two cars outside the home grid’s first page').toBeGreaterThanOrEqual(2);
  const car = candidates[testInfo.project.name === 'mobile' ? 1 : 0]!;

  await signIn(page, token);
  await page.goto(`/en/dealer_car_list?dealerId=${anchor.DealerId}&vehicalId=${anchor.Id}`);
  const heart = page.locator(`[data-dealer-cars] article[data-car-id="${car.Id}"] [data-like]`);
  await expect(heart).toHaveAttribute('aria-pressed', String(car.IsLiked));

  for (const liked of [car.IsLiked, !car.IsLiked]) {
    const call = page.waitForRequest(/\/api\/customer\/saveCarWishlist\/\d+\/[01]$/);
    const reload = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname.endsWith('/api/customer/V2/getAllCar') &&
        (r.postDataJSON() as { DealerId: number }).DealerId === anchor.DealerId,
    );
    await heart.click();
    expect((await call).url()).toMatch(new RegExp(`/saveCarWishlist/${car.Id}/${liked ? 0 : 1}$`));
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: say('en', liked ? 'apiMessage.wishRemoved' : 'apiMessage.wishAdded') }),
    ).toBeVisible();
    await reload;
    await expect(heart).toHaveAttribute('aria-pressed', String(!liked));
  }
});

test.describe('the importer map (dealer_account, with a token)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, await demoToken(request, 'customer'));
  });

  test('is centred on the importer’s latitude and longitude at zoom 15, the pin in its middle', async ({
    page,
    request,
  }) => {
    const [id] = await listedIds(request, 1, 25);
    const { car } = await apiDetail(request, id!);
    const dealer = await dealerOf(request, car.Id);
    expect(dealer.Latitude).not.toBeNull();
    const place = { lat: dealer.Latitude!, lng: dealer.Longitude! };
    await page.goto(`/en/dealer_account?dealerId=${car.DealerId}&vehicalId=${car.Id}`);
    const map = page.locator('[data-dealer-map="ready"]');
    await expect.poll(() => tiles(map)).toContainEqual(expect.stringContaining(tileOf(place, MAP_ZOOM)));
    // The pin's point (the bottom middle of its 32×42 icon) is the middle of the map.
    const pin = (await map.locator('.leaflet-marker-icon').boundingBox())!;
    const box = (await map.boundingBox())!;
    expect(Math.abs(pin.x + pin.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(pin.y + pin.height - 1 - (box.y + box.height / 2))).toBeLessThanOrEqual(1);
    await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('title', dealer.BussinessName);
  });

  test('without coordinates it is centred on 0,0, with no pin and a note', async ({ page, request }) => {
    // The seed's oldest car belongs to the importer without a location (scripts/e2e-server.ts).
    const { rowCount } = (
      (await (
        await request.post('/api/customer/V2/getAllCar', {
          data: { take: 1, skip: 0, VehicalId: 0, DealerId: 0, sortString: '0', filterString: '' },
        })
      ).json()) as { data: { rowCount: number } }
    ).data;
    const [id] = await listedIds(request, 1, rowCount - 1);
    const { car } = await apiDetail(request, id!);
    const dealer = await dealerOf(request, car.Id);
    expect(dealer.Latitude).toBeNull();
    await page.goto(`/en/dealer_account?dealerId=${car.DealerId}&vehicalId=${car.Id}`);
    const map = page.locator('[data-dealer-map="ready"]');
    // 0,0 is the corner of four tiles at any zoom: the map shows all four.
    for (const tile of ['16383/16383', '16383/16384', '16384/16383', '16384/16384']) {
      await expect.poll(() => tiles(map)).toContainEqual(expect.stringContaining(`/${MAP_ZOOM}/${tile}.png`));
    }
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);
    await expect(page.getByText(say('en', 'dealer.map.noLocation'))).toBeVisible();
  });
});
