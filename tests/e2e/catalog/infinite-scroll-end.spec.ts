/**
 * SPEC.md §4, §9: the home grid loads 12 more cars when scrolled to its end "and more remain": once
 * every car of the filter is shown, scrolling to the end asks for nothing more.
 */
import { expect, test } from '../fixtures.ts';
import { apiCarList, apiMasters, grid, gridSettled, recordListCalls } from './catalog-helpers.ts';

test('the grid stops asking for cars when none remain', async ({ page, request }) => {
  // A body type with two or three pages of cars, the last one short: the end is reached in a few scrolls.
  let bodyType: { id: number; rowCount: number } | null = null;
  for (const { Id } of await apiMasters<{ Id: number }>(request, 0, 120)) {
    const { rowCount } = await apiCarList(request, { take: 1, skip: 0, filterString: `50?${Id}` });
    if (rowCount > 12 && rowCount <= 36 && rowCount % 12 !== 0) {
      bodyType = { id: Id, rowCount };
      break;
    }
  }
  expect(bodyType, 'the seed has a body type with 13 to 35 cars').not.toBeNull();
  const { id, rowCount } = bodyType!;
  const pages = Math.ceil(rowCount / 12);

  const calls = recordListCalls(page);
  await page.goto(`/en/home?body=${id}`);
  await gridSettled(page);
  const cards = grid(page).locator('article[data-car-id]');
  const box = page.locator('[data-grid-scroll]');
  for (let shown = 12; shown < rowCount; shown += 12) {
    await expect(cards).toHaveCount(shown);
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  }
  await expect(cards).toHaveCount(rowCount);
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');

  // At the end with nothing left: no sentinel to ask for more, and scrolling there again asks nothing.
  await expect(page.locator('[data-grid-end]')).toHaveCount(0);
  await box.evaluate((el) => el.scrollTo(0, 0));
  await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(cards).toHaveCount(rowCount);
  const bodyTypeCalls = calls.filter((call) => call.filterString === `50?${id}`);
  expect(bodyTypeCalls.map((call) => call.skip)).toEqual(Array.from({ length: pages }, (_, i) => i * 12));
});

test('the grid end reached while the built cars are being refreshed still brings the next 12', async ({ page }) => {
  // Once hydrated, the island refreshes the 12 cars built into the page; the refresh is held here
  // until the visitor has scrolled to the grid's end, as on a slow phone.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  let held = 0;
  await page.route('**/api/customer/V2/getAllCar*', async (route) => {
    const body = route.request().postDataJSON() as { skip: number };
    if (body.skip === 0 && (await page.locator('[data-catalog-ready]').count()) > 0) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  await page.goto('/en/home');
  await gridSettled(page);
  await expect.poll(() => held).toBe(1);
  const box = page.locator('[data-grid-scroll]');
  await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  release();
  await expect(grid(page).locator('article[data-car-id]')).toHaveCount(24);
});
