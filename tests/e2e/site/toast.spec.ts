/**
 * Toasts (SPEC.md §8): they leave on their own after their time. A mouse resting on one keeps it
 * (react-hot-toast pauses it, so a desktop reader can finish); a tap on a phone does not.
 */
import type { Page } from '@playwright/test';
import { grid, gridSettled } from '../catalog/catalog-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { pauseClock } from './site-helpers.ts';

async function showToast(page: Page, touch: boolean, beforeClick?: () => Promise<void>) {
  await page.goto('/en/car_list');
  await gridSettled(page);
  await beforeClick?.();
  const card = grid(page).locator('article').first();
  const compare = card.locator('[data-compare]');
  await (touch ? compare.tap() : compare.click());
  const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: /^Added to compare: / });
  await expect(toast).toBeVisible();
  return toast;
}

test('a tapped toast still leaves after its 2 s', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.use.hasTouch, 'touch screens only');
  // As below: the clock stands still from the tap on, so a slow machine cannot let the toast's 2 s run out
  // before the finger reaches it (it did once, at load ~4: the tap then waited for a toast gone).
  await page.clock.install();
  const toast = await showToast(page, true, async () => {
    await pauseClock(page);
  });
  await toast.tap();
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return toast.count();
    })
    .toBe(0);
});

test('a toast under the mouse stays until the mouse leaves it', async ({ page }, testInfo) => {
  test.skip(Boolean(testInfo.project.use.hasTouch), 'mouse only');
  // The page's clock stands still from the click on, so a slow machine cannot let the toast's 2 s run out
  // before the mouse reaches it; time then moves only when the test says.
  await page.clock.install();
  const toast = await showToast(page, false, async () => {
    await pauseClock(page);
  });
  await toast.hover();
  await page.clock.runFor(3_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 600);
  // Time moves in steps, so the timers React sets after the mouse left (dismiss, then removal) get their turn.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return toast.count();
    })
    .toBe(0);
});
