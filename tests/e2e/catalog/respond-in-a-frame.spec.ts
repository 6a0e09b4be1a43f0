/**
 * What a buyer uses answers as soon as its data is there (issue 21), on a CPU slowed 4×: the first
 * filter tap, the first like and the first scroll-loaded page change the screen before the second
 * animation frame after the answer of their request arrived. The page counts its animation frames;
 * the frame of each API answer's arrival (its body read) and of the screen's change are compared:
 * an order of events, not a time. And islands that hydrate late (client:intent) lose no tap and no
 * typed text.
 */
import type { Page } from '@playwright/test';
import { demoToken, signIn } from '../site/site-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { grid, gridSettled } from './catalog-helpers.ts';

declare global {
  interface Window {
    __frame: number;
    __answers: Array<{ url: string; frame: number }>;
    __changes: number[];
  }
}

/** Counts frames, notes the frame of each API answer's arrival and of each change inside `selector`. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__frame = 0;
    window.__answers = [];
    window.__changes = [];
    const tick = () => {
      window.__frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const json = Response.prototype.json;
    Response.prototype.json = async function (this: Response) {
      const body: unknown = await json.call(this);
      if (this.url.includes('/api/')) window.__answers.push({ url: this.url, frame: window.__frame });
      return body;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** From now on, notes the frame of each change of the grid (cards, hearts). */
async function watchGrid(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = document.querySelector('[data-grid-scroll], [data-car-grid]');
    if (!target) throw new Error('no grid');
    new MutationObserver(() => window.__changes.push(window.__frame)).observe(target, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-pressed', 'data-car-id'],
    });
  });
}

/** The frames between the last matching answer and the first change after it. */
async function framesToAnswer(page: Page, url: RegExp): Promise<number> {
  await expect.poll(() => page.evaluate(() => window.__answers.length)).toBeGreaterThan(0);
  const { answers, changes } = await page.evaluate(() => ({ answers: window.__answers, changes: window.__changes }));
  const answer = answers.filter((a) => url.test(a.url)).at(-1);
  expect(answer, `an answer from ${url}`).toBeDefined();
  const change = changes.find((frame) => frame >= (answer?.frame ?? 0));
  expect(change, 'a change of the grid after the answer').toBeDefined();
  return (change ?? 0) - (answer?.frame ?? 0);
}

test.describe('answers within one frame of the data, CPU slowed 4×', () => {
  // A page at a quarter of the CPU: 24 s on a busy 2-core machine.
  test.beforeEach(() => test.slow());
  test('the first filter tap on the home page', async ({ page }) => {
    await instrument(page);
    await page.goto('/en/home');
    await page.locator('[data-tile="brand"]').click();
    const picker = page.getByRole('dialog', { name: 'Brand' });
    await watchGrid(page);
    const answer = page.waitForResponse('**/api/customer/V2/getAllCar*');
    await picker.getByRole('button', { name: 'Toyota' }).click();
    await answer;
    await expect.poll(() => page.evaluate(() => window.__changes.length)).toBeGreaterThan(0);
    expect(await framesToAnswer(page, /getAllCar/)).toBeLessThanOrEqual(1);
  });

  test('the first scroll-loaded page of the home grid', async ({ page }) => {
    await instrument(page);
    await page.goto('/en/home');
    await gridSettled(page);
    await expect(grid(page).locator('article')).toHaveCount(12);
    await watchGrid(page);
    const answer = page.waitForResponse('**/api/customer/V2/getAllCar*');
    await page.locator('[data-grid-scroll]').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await answer;
    await expect(grid(page).locator('article')).toHaveCount(24);
    expect(await framesToAnswer(page, /getAllCar/)).toBeLessThanOrEqual(1);
  });

  test('the first like on the car list', async ({ page, request }, testInfo) => {
    await signIn(page, await demoToken(request, 'customer'));
    await instrument(page);
    await page.goto('/en/car_list');
    await gridSettled(page);
    // each project its own car: the projects run at the same time against one database
    const heart = grid(page)
      .locator('article')
      .nth(testInfo.project.name === 'mobile' ? 7 : 6)
      .locator('[data-like]');
    const before = await heart.getAttribute('aria-pressed');
    await watchGrid(page);
    await heart.click();
    await expect(heart).not.toHaveAttribute('aria-pressed', before ?? '');
    expect(await framesToAnswer(page, /getAllCar/)).toBeLessThanOrEqual(1);
    await heart.click(); // as it was
    await expect(heart).toHaveAttribute('aria-pressed', before ?? '');
  });
});

test.describe('an island that hydrates late loses nothing', () => {
  /** Holds React's chunk back until `release` is called, so the page stays as built. */
  async function holdReact(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/_astro\/react\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  for (const path of ['/en/home', '/fr/car_list']) {
    test(`${path}: React takes over the built cards instead of drawing them again`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      // A mark on the built first card; a hydration mismatch (e.g. a <div> inside a <p>, which the
      // HTML parser moves) makes React draw the island anew, and the mark is gone with the old node.
      await grid(page)
        .locator('article')
        .first()
        .evaluate((card) => card.setAttribute('data-built', ''));
      await page.locator('[data-car-grid]').hover();
      await expect(page.locator('[data-catalog-ready]')).toHaveCount(1);
      await expect(grid(page).locator('article[data-built]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('a search typed and sent before hydration runs once hydrated', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto('/en/car_list');
    const box = page.getByRole('searchbox', { name: 'Search cars' });
    await box.fill('Toyota');
    await box.press('Enter');
    await expect(page.locator('[data-catalog-ready]')).toHaveCount(0);
    release();
    // React's chunk and the hydration that replays the submit: seconds on a loaded 2-core machine.
    await expect(page).toHaveURL(/[?&]q=Toyota/, { timeout: 20_000 });
    await expect(box).toHaveValue('Toyota');
    await expect(page.locator('[data-car-count]')).toContainText('Toyota');
  });

  test('a filter tile tapped before hydration opens its picker once hydrated', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto('/en/home');
    await page.locator('[data-tile="brand"]').click();
    await expect(page.locator('[data-catalog-ready]')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Brand' })).toBeVisible();
  });
});
