/**
 * SPEC.md §8: HTTP errors on cars, search, the wish list and likes are only logged and loading stops:
 * no skeleton or busy state is left behind (the site adds a "try again"). The server cannot be made to
 * fail on demand, so each test answers one call with a 503 or a network failure, and says which.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { demoToken, signIn } from '../site/site-helpers.ts';
import { say } from '../studio/studio-helpers.ts';
import { grid, gridSettled } from './catalog-helpers.ts';

const UNAVAILABLE = {
  status: 503,
  contentType: 'application/json',
  body: '{"status":503,"message":"Service unavailable","data":null}',
};

/** Console errors the page logs from now on. */
function loggedErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The grid has stopped loading: not busy, no skeleton, the failure said with its Try again. */
async function stoppedWithRetry(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: say('en', 'catalog.grid.failed') })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(grid(page).locator('[data-skeleton]')).toHaveCount(0);
}

test('home list: a 503 stops the loading; Try again loads the cars', async ({ page }) => {
  const errors = loggedErrors(page);
  // A server error the real server cannot be made to give.
  await page.route('**/api/customer/V2/getAllCar*', (route) => route.fulfill(UNAVAILABLE));
  await page.goto('/en/home');
  await stoppedWithRetry(page);
  expect(errors.some((text) => text.includes('car list failed'))).toBe(true);
  // The cars built into the page may stay in view under the message; no new page came.

  await page.unroute('**/api/customer/V2/getAllCar*');
  await page.getByRole('button', { name: say('en', 'catalog.grid.retry') }).click();
  await gridSettled(page);
  await expect(page.getByRole('alert').filter({ hasText: say('en', 'catalog.grid.failed') })).toBeHidden();
  // The first page again (the grid may go on to the next one as its end comes into view), no car twice.
  const ids = await grid(page)
    .locator('article[data-car-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-car-id')));
  expect(ids.length).toBeGreaterThanOrEqual(12);
  expect(new Set(ids).size).toBe(ids.length);
});

test('car list: a network failure on a page stops the loading', async ({ page }) => {
  // A network failure: the connection drops.
  await page.route('**/api/customer/V2/getAllCar*', (route) => route.abort('failed'));
  await page.goto('/en/car_list?page=2');
  await stoppedWithRetry(page);
});

test('search: a 503 stops the loading', async ({ page }) => {
  // A server error the real server cannot be made to give.
  await page.route('**/api/customer/carSearchText*', (route) => route.fulfill(UNAVAILABLE));
  await page.goto('/en/home?q=toyota');
  await stoppedWithRetry(page);
});

test.describe('with a token', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, await demoToken(request, 'customer'));
  });

  test('wish list: a 503 stops the loading and says so', async ({ page }) => {
    // A server error the real server cannot be made to give.
    await page.route('**/api/customer/getMyWishList*', (route) => route.fulfill(UNAVAILABLE));
    await page.goto('/en/wish_list');
    await expect(page.getByText(say('en', 'account.wish.loadFailed'))).toBeVisible();
    await expect(page.getByText(say('en', 'account.wish.empty'))).toHaveCount(0);
  });

  test('like: a 503 is logged, the heart is free again and unchanged, no success toast', async ({ page }) => {
    const errors = loggedErrors(page);
    await page.goto('/en/home');
    await gridSettled(page);
    // A server error the real server cannot be made to give.
    await page.route('**/api/customer/saveCarWishlist/**', (route) => route.fulfill(UNAVAILABLE));
    const heart = grid(page).locator('article').first().locator('[data-like]');
    const before = await heart.getAttribute('aria-pressed');
    const answered = page.waitForResponse('**/api/customer/saveCarWishlist/**');
    await heart.click();
    expect((await answered).status()).toBe(503);
    await expect.poll(() => errors.some((text) => text.includes('saveCarWishlist failed'))).toBe(true);
    await expect(heart).toBeEnabled();
    await expect(heart).not.toHaveAttribute('aria-busy', /.*/);
    await expect(heart).toHaveAttribute('aria-pressed', before!);
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
  });
});
