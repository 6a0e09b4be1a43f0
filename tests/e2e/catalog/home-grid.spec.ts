import { expect, test } from '../fixtures.ts';
import { apiCarList, cardIds, grid, gridSettled } from './catalog-helpers.ts';

test.describe('home car grid (SPEC.md §2, §4)', () => {
  test('shows 12 cars, then exactly the next 12 when scrolled to the end, with no duplicate', async ({
    page,
    request,
  }) => {
    const first = await apiCarList(request, { take: 12, skip: 0 });
    const second = await apiCarList(request, { take: 12, skip: 12 });
    await page.goto('/en/home');
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(first.carList.map((c) => c.Id));

    await page.locator('[data-grid-end]').scrollIntoViewIfNeeded();
    await expect(grid(page).locator('article[data-car-id]')).toHaveCount(24);
    const ids = await cardIds(page);
    expect(ids.slice(12)).toEqual(second.carList.map((c) => c.Id));
    expect(new Set(ids).size).toBe(ids.length);

    // A filter change starts again at offset 0 with an empty list (the visitor is back at the dropdowns).
    await page.getByLabel('Sort by').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Sort by').selectOption({ label: 'Latest' });
    await gridSettled(page);
    await expect(grid(page).locator('article[data-car-id]')).toHaveCount(12);
    const latest = await apiCarList(request, { take: 12, skip: 0, sortString: '25' });
    expect(await cardIds(page)).toEqual(latest.carList.map((c) => c.Id));
  });

  test('the grid scrolls in its own box: the page below it can be reached without loading more cars', async ({
    page,
  }) => {
    await page.goto('/en/home');
    await gridSettled(page);
    const recommended = page.locator('[data-recommended-cars]');
    await recommended.scrollIntoViewIfNeeded();
    await expect(recommended.locator('article')).toHaveCount(3, { timeout: 15_000 });
    const top = await recommended.evaluate((el) => el.getBoundingClientRect().top);
    // What the old grid did here: its end came into view and it asked for the next 12 cars. Now the
    // end is below the bottom of the grid's own box, out of its observer's sight, whatever the page's scroll.
    const endBelowBox = () =>
      page.evaluate(() => {
        const box = document.querySelector('[data-grid-scroll]')?.getBoundingClientRect();
        const end = document.querySelector('[data-grid-end]')?.getBoundingClientRect();
        return Boolean(box && end && end.top > box.bottom);
      });
    expect(await endBelowBox()).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(grid(page).locator('article[data-car-id]')).toHaveCount(12);
    expect(await endBelowBox()).toBe(true);
    expect(await recommended.evaluate((el) => el.getBoundingClientRect().top)).toBe(top);
    // The grid's own end still asks for the next page.
    await page.locator('[data-grid-scroll]').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(grid(page).locator('article[data-car-id]')).toHaveCount(24);
  });

  test('a card shows its picture, names, year, place and heart, and opens the car detail', async ({
    page,
    request,
  }) => {
    const first = (await apiCarList(request, { take: 1, skip: 0 })).carList[0];
    await page.goto('/en/home');
    await gridSettled(page);
    const card = grid(page).locator('article').first();
    await expect(card).toContainText(first?.MakerName ?? '');
    await expect(card).toContainText(first?.ModelName ?? '');
    const img = card.locator('img');
    await expect(img).toHaveAttribute('width', '480');
    await expect(img).toHaveAttribute('height', '320');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('src', /\/media\/photo\/thumb\/.+|placeholder\.svg$/);
    await expect(card.getByRole('button', { name: /wish list/ })).toBeVisible();
    await card.locator('h3 a').click();
    await expect(page).toHaveURL(new RegExp(`/en/carDetail\\?id=${first?.Id}$`));
  });

  test('the first 12 cars are in the built page, so nothing shifts and no script is needed to see them', async ({
    request,
  }) => {
    const html = await (await request.get('/en/home')).text();
    const grid = html.slice(html.indexOf('data-car-grid'), html.indexOf('data-recommended-cars'));
    expect(grid.match(/<article[^>]*data-car-id="\d+"/g)?.length).toBe(12);
    expect(grid).not.toContain('data-skeleton');
  });

  test("'No cars found.' when nothing matches", async ({ page }) => {
    await page.goto('/en/home?q=qqqzzzxxx');
    await expect(page.locator('[data-no-cars]')).toHaveText('No cars found.');
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('cards show their whole location, never cut off', async ({ page }) => {
    await page.goto('/fr/home');
    await gridSettled(page);
    const places = grid(page).locator('[data-car-place]');
    await expect(places.first()).toBeVisible();
    const cut = await places.evaluateAll((spans) =>
      spans
        .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.getBoundingClientRect().width < 1)
        .map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
    // Among the first twelve cards some places are longer than half a phone's width allows on one line.
    const heights = await places.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeGreaterThan(Math.min(...heights));
  });
});
