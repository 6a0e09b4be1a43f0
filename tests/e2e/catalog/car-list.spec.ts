import { expect, test } from '../fixtures.ts';
import {
  apiCarList,
  apiMasters,
  apiSearch,
  brandNamed,
  cardIds,
  grid,
  gridSettled,
  recordListCalls,
} from './catalog-helpers.ts';

test.describe('car list (SPEC.md §2)', () => {
  test('banner, search box, dropdowns and the first 10 cars', async ({ page, request }) => {
    const first = await apiCarList(request, { take: 10, skip: 0 });
    await page.goto('/en/car_list');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Cars' })).toBeVisible();
    await expect(page.getByPlaceholder('Search Car here...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    for (const name of ['Brand Name', 'Model Name', 'Body Type']) {
      await expect(page.getByRole('combobox', { name })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Model Name' })).toBeDisabled();
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(first.carList.map((c) => c.Id));
    await expect(page.locator('[data-page-range]')).toHaveText(`1–10 of ${first.rowCount}`);
  });

  test('paginator pages and page sizes 10, 20, 30', async ({ page, request }) => {
    test.slow(); // every page size and several pages: 28 s on a busy 2-core machine
    await page.goto('/en/car_list');
    await gridSettled(page);
    await expect(page.locator('[data-page-size] option')).toHaveText(['10', '20', '30']);
    await page.locator('[data-page-size]').selectOption('20');
    await expect(page).toHaveURL(/\?size=20$/);
    await gridSettled(page);
    await expect(grid(page).locator('article')).toHaveCount(20);
    await page.locator('[data-paginator]').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2&size=20$/);
    await gridSettled(page);
    const second = await apiCarList(request, { take: 20, skip: 20 });
    expect(await cardIds(page)).toEqual(second.carList.map((c) => c.Id));
    await page.locator('[data-page-next]').click();
    await expect(page).toHaveURL(/\?page=3&size=20$/);
    await page.locator('[data-page-size]').selectOption('30');
    // The first car shown stays on screen: car 41 is on page 2 of 30.
    await expect(page).toHaveURL(/\?page=2&size=30$/);
    await gridSettled(page);
    await expect(grid(page).locator('article')).toHaveCount(30);

    // The page survives a reload, and Back returns to the previous page.
    await page.reload();
    await gridSettled(page);
    await expect(page.locator('[data-page="2"]')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\?page=3&size=20$/);
    await gridSettled(page);
    await expect(grid(page).locator('article')).toHaveCount(20);
  });

  test('brand, model (of that brand) and body type dropdowns filter with a typing filter', async ({
    page,
    request,
  }) => {
    const toyota = await brandNamed(request, 'Toyota');
    const models = await apiMasters<{ Id: number; ModelName: string }>(request, toyota.Id, 20);
    const bodyTypes = await apiMasters<{ Id: number; BodyTypeName: string }>(request, 0, 120);
    const corolla = models.find((m) => m.ModelName === 'Corolla');
    const sedan = bodyTypes.find((b) => b.BodyTypeName === 'Sedan');
    await page.goto('/en/car_list');
    await gridSettled(page);
    const calls = recordListCalls(page);

    const brand = page.getByRole('combobox', { name: 'Brand Name' });
    await brand.fill('toy');
    await expect(page.getByRole('listbox', { name: 'Brand Name' }).getByRole('option')).toHaveText(['Toyota']);
    await page.getByRole('option', { name: 'Toyota' }).click();
    await expect(brand).toHaveValue('Toyota');
    await expect(page).toHaveURL(new RegExp(`\\?brand=${toyota.Id}$`));
    await gridSettled(page);
    expect(calls.at(-1)?.filterString).toBe(`150?${toyota.Id}`);

    const model = page.getByRole('combobox', { name: 'Model Name' });
    await expect(model).toBeEnabled();
    await model.click();
    await expect(page.getByRole('listbox', { name: 'Model Name' }).getByRole('option')).toHaveCount(models.length);
    await model.fill('coroll');
    // 'Corolla' then 'Corolla Cross': the first is highlighted; arrows move.
    await model.press('ArrowDown');
    await model.press('ArrowUp');
    await model.press('Enter');
    await expect(model).toHaveValue('Corolla');
    await gridSettled(page);
    expect(calls.at(-1)?.filterString).toBe(`150?${toyota.Id}|${toyota.Id}?${corolla?.Id}`);

    await page.getByRole('combobox', { name: 'Body Type' }).fill('seda');
    await page.getByRole('option', { name: 'Sedan' }).click();
    await gridSettled(page);
    expect(calls.at(-1)?.filterString).toBe(`150?${toyota.Id}|${toyota.Id}?${corolla?.Id}|50?${sedan?.Id}`);
    const expected = await apiCarList(request, { take: 10, skip: 0, filterString: calls.at(-1)?.filterString ?? '' });
    expect(await cardIds(page)).toEqual(expected.carList.map((c) => c.Id));

    // A new brand drops the model.
    await page.getByRole('button', { name: 'Clear Brand Name' }).click();
    await expect(model).toBeDisabled();
    await expect(model).toHaveValue('');
    await gridSettled(page);
    expect(calls.at(-1)?.filterString).toBe(`50?${sedan?.Id}`);
  });

  test('search and empty search', async ({ page, request }) => {
    const found = await apiSearch(request, 'hilux', { take: 10, skip: 0 });
    const all = await apiCarList(request, { take: 10, skip: 0 });
    await page.goto('/en/car_list');
    await gridSettled(page);
    const box = page.getByPlaceholder('Search Car here...');
    await box.fill('hilux');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=hilux$/);
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(found.detail.map((c) => c.Id));
    await box.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/car_list$/);
    await gridSettled(page);
    expect(await cardIds(page)).toEqual(all.carList.map((c) => c.Id));
  });

  test('a card opens the car detail; the plus puts it into the compare selection', async ({ page }) => {
    await page.goto('/en/car_list');
    await gridSettled(page);
    const card = grid(page).locator('article').nth(1);
    const id = await card.getAttribute('data-car-id');
    await card.locator('[data-compare]').click();
    await expect(page.getByText(/^Added to compare: /)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('compareCarId'))).toBe(id);
    // A click anywhere on the card (here its middle, the picture) opens the car.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/en/carDetail\\?id=${id}$`));
  });

  test('the list view shows cards with View Car and the same paging', async ({ page }) => {
    await page.goto('/fr/car_list');
    await gridSettled(page);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    await expect(page).toHaveURL(/\?view=list$/);
    await expect(grid(page).locator('[data-view-car]')).toHaveCount(10);
    await expect(grid(page).locator('[data-view-car]').first()).toHaveText('Voir la voiture');
    await page.locator('[data-page-size]').selectOption('30');
    await gridSettled(page);
    await expect(grid(page).locator('[data-view-car]')).toHaveCount(30);
    const id = await grid(page).locator('article').first().getAttribute('data-car-id');
    await grid(page).locator('[data-view-car]').first().click();
    await expect(page).toHaveURL(new RegExp(`/fr/carDetail\\?id=${id}$`));
  });

  test('the list view has the compare plus too (sp)', async ({ page }) => {
    await page.goto('/sp/car_list?view=list');
    await gridSettled(page);
    await expect(grid(page).locator('[data-view-car]')).toHaveCount(10);
    await expect(grid(page).locator('[data-compare]')).toHaveCount(10);
    const card = grid(page).locator('article').nth(2);
    const id = await card.getAttribute('data-car-id');
    await card.locator('[data-compare]').click();
    await expect(page.getByText(/^Añadido a la comparación: /)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('compareCarId'))).toBe(id);
  });
});
