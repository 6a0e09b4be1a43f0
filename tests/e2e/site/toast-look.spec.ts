/**
 * The error toast as SPEC.md §8 draws it: red, top centre, with a close control labelled X. The error
 * comes from the real server: a login it refuses.
 */
import { expect, test } from '../fixtures.ts';
import { pauseClock } from './site-helpers.ts';
import { say } from '../studio/studio-helpers.ts';

test('an error toast is red, at the top centre, and closes with its X button', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/login');
  await page.getByLabel(say('en', 'auth.mobileNo')).fill('97000001');
  await page.getByLabel(say('en', 'auth.password'), { exact: true }).fill('not-the-password');
  // The page's clock stands still from here on, so the toast's 2 s cannot run out while it is measured.
  await pauseClock(page);
  await page.getByRole('button', { name: say('en', 'auth.login.submit'), exact: true }).click();
  const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: say('en', 'auth.login.failed') });
  await expect(toast).toBeVisible();
  // The bar around the message carries the toast's look; measure it once its entrance has finished.
  const bar = toast.locator('xpath=..');
  await bar.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));

  const [r, g, b] = (await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(r, 'red channel').toBeGreaterThan(150);
  expect(g, 'green channel').toBeLessThan(80);
  expect(b, 'blue channel').toBeLessThan(80);

  // Top centre: its middle is the viewport's middle, and it sits at the top of the screen.
  const box = (await bar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(80);

  expect(say('en', 'toast.close'), 'SPEC.md §8: close label X').toBe('X');
  const close = bar.getByRole('button', { name: say('en', 'toast.closeLabel') });
  await expect(close).toHaveText(say('en', 'toast.close'));
  await close.click();
  // Time moves in steps, so the timers the dismissal sets (leave, then removal) get their turn; at most
  // 1.5 s of it, so the toast's own 2 s cannot be what removes it.
  let elapsed = 0;
  await expect
    .poll(async () => {
      if (elapsed < 1_500) {
        await page.clock.runFor(250);
        elapsed += 250;
      }
      return toast.count();
    })
    .toBe(0);
});
