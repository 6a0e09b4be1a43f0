import { expect, test } from '../fixtures.ts';
import { apiCarList, apiSearch, brandNamed, cardIds, grid, gridSettled } from './catalog-helpers.ts';

test.describe('home search and URL state (SPEC.md §5; the URL is ours)', () => {
  test('Find searches non-empty text, 12 a page; empty text reloads the full list', async ({ page, request }) => {
    const found = await apiSearch(request, 'toyota');
    const all = await apiCarList(request, { take: 12, skip: 0 });
    await page.goto('/en/home');
    await gridSettled(page);
    const box = page.getByRole('searchbox', { name: 'Search cars' });
    await box.fill('toyota');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/en\/home\?q=toyota$/);
    await expect(page.getByRole('heading', { name: 'Results for “toyota”' })).toBeVisible();
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(found.detail.map((c) => c.Id));
    await expect(page.locator('[data-car-count]')).toHaveText(`Cars found: ${found.rowCount}`);

    if (found.rowCount > 12) {
      const next = await apiSearch(request, 'toyota', { take: 12, skip: 12 });
      await page.locator('[data-grid-end]').scrollIntoViewIfNeeded();
      await expect(grid(page).locator('article[data-car-id]')).toHaveCount(12 + next.detail.length);
      expect((await cardIds(page)).slice(12)).toEqual(next.detail.map((c) => c.Id));
    }

    // Only signs: said, and the results stay as they are (it is not an empty search listing every car).
    await box.fill('%_');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Type at least one letter or digit to search.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/home\?q=toyota$/);
    await expect(box).toHaveValue('%_');

    await box.fill('');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(all.carList.map((c) => c.Id));
  });

  test('a search is in the URL: it survives a reload and Back walks through searches and filters', async ({
    page,
    request,
  }) => {
    const toyota = await brandNamed(request, 'Toyota');
    await page.goto('/en/home');
    await gridSettled(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/\?sort=75$/);
    await page.locator('[data-tile="brand"]').click();
    await page.getByRole('dialog', { name: 'Brand' }).getByRole('button', { name: 'Toyota', exact: true }).click();
    await page.getByRole('dialog', { name: 'Brand' }).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?brand=${toyota.Id}&sort=75$`));
    await gridSettled(page);
    const filtered = await cardIds(page);

    await page.reload();
    await gridSettled(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('75');
    await expect(page.locator('[data-tile="brand"] [data-tile-summary]')).toHaveText('Toyota');
    expect(await cardIds(page)).toEqual(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/\?sort=75$/);
    await expect(page.locator('[data-tile="brand"] [data-tile-summary]')).toHaveText('Any');
    await gridSettled(page);
    const sorted = await apiCarList(request, { take: 12, skip: 0, sortString: '75' });
    expect(await cardIds(page)).toEqual(sorted.carList.map((c) => c.Id));

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('0');
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('75');
  });

  test('a shared search link opens the same results, the search box filled in', async ({ page, request }) => {
    const found = await apiSearch(request, 'land cruiser');
    await page.goto('/fr/home?q=land+cruiser');
    await expect(page.getByRole('searchbox')).toHaveValue('land cruiser');
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(found.detail.map((c) => c.Id));
  });

  test('the frame form’s fallback ?search= is read and written back as ?q=', async ({ page }) => {
    await page.goto('/en/home?search=hilux');
    await expect(page).toHaveURL(/\?q=hilux$/);
  });
});

test.describe('header search on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('brings the results into view, focuses their heading and announces the count', async ({ page, request }) => {
    const found = await apiSearch(request, 'toyota');
    await page.goto('/fr/home');
    await gridSettled(page);
    const heading = page.getByRole('heading', { name: 'Résultats pour « toyota »' });
    const title = page.locator('#catalog-grid-title');
    await expect(title).not.toBeInViewport();
    await page.getByRole('searchbox', { name: 'Rechercher des voitures' }).fill('toyota');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    const count = page.locator('[data-car-count]');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(count).toHaveText(`Voitures trouvées : ${found.rowCount}`);
    await expect(count).toBeInViewport();
  });
});
