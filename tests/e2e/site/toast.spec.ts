/**
 * Toasts (SPEC.md §8): they leave on their own after their time. A mouse resting on one keeps it
 * (react-hot-toast pauses it, so a desktop reader can finish); a tap on a phone does not.
 */
import type { Page } from '@playwright/test';
import { grid, gridSettled } from '../catalog/catalog-helpers.ts';
import { expect, test } from '../fixtures.ts';

async function showToast(page: Page, touch: boolean) {
  await page.goto('/en/car_list');
  await gridSettled(page);
  const card = grid(page).locator('article').first();
  const compare = card.locator('[data-compare]');
  await (touch ? compare.tap() : compare.click());
  const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: /^Added to compare: / });
  await expect(toast).toBeVisible();
  return toast;
}

test('a tapped toast still leaves after its 2 s', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.use.hasTouch, 'touch screens only');
  const toast = await showToast(page, true);
  await toast.tap();
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
});

test('a toast under the mouse stays until the mouse leaves it', async ({ page }, testInfo) => {
  test.skip(Boolean(testInfo.project.use.hasTouch), 'mouse only');
  const toast = await showToast(page, false);
  await toast.hover();
  await page.waitForTimeout(3_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
});
