/**
 * The car detail's first screen does not move when the detail arrives (issue 21: CLS ≤ 0.02). On a wide
 * screen the summary sits beside the 400 px gallery and is the taller of the two, so its loading block sets
 * where the tabs start: it has the filled block's lines, and keeps its height when an importer without the
 * Verified badge makes the filled block shorter.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { findCar } from './detail-helpers.ts';

/** The tabs' top while the detail is held back, then after it came in, and the layout shift between. */
async function tabsBeforeAndAfter(page: Page, id: number): Promise<{ before: number; after: number; shift: number }> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/customer/V2/getAllCar**', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/en/carDetail?id=${id}`);
  const tabs = page.locator('tab-set');
  await expect(page.locator('car-detail-page')).toHaveAttribute('data-state', 'loading');
  const before = (await tabs.boundingBox())!.y;
  release();
  await expect(page.locator(`[data-car-summary="${id}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Price' })).toBeVisible();
  const after = (await tabs.boundingBox())!.y;
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  return { before, after, shift };
}

test.describe('car detail first screen, wide (issue 21)', () => {
  test.skip(({ isMobile }) => isMobile, 'two columns from 1024 px; on a phone the tabs are below the fold');

  for (const verified of [true, false]) {
    test(`the tabs stay put when the detail arrives (importer ${verified ? '' : 'not '}verified)`, async ({
      page,
      request,
    }) => {
      const { car } = await findCar(request, (detail) => detail.car.IsVerified === verified);
      const { before, after, shift } = await tabsBeforeAndAfter(page, car.Id);
      await expect(page.locator('car-verified')).toBeVisible({ visible: verified });
      // One pixel: the VIN's monospace line is 25 px against its bar's 24.
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      expect(shift).toBeLessThan(0.005);
    });
  }
});
