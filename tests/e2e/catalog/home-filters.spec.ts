import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';
import { apiCarList, apiMasters, brandNamed, cardIds, gridSettled, recordListCalls } from './catalog-helpers.ts';

test.describe('home filters (SPEC.md §2, §4)', () => {
  test('a tile picker starts with Clear Filter and toggles entries by click', async ({ page, request }) => {
    const toyota = await brandNamed(request, 'Toyota');
    const honda = await brandNamed(request, 'Honda');
    await page.goto('/en/home');
    await gridSettled(page);
    await page.locator('[data-tile="brand"]').click();
    const picker = page.getByRole('dialog', { name: 'Brand' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('button').nth(1)).toHaveText('Clear Filter');
    await expect(picker.locator('[data-option-id]').first()).toHaveAttribute('data-option-id', '0');

    await picker.getByRole('button', { name: 'Toyota' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${toyota.Id}$`));
    await picker.getByRole('button', { name: 'Honda' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${toyota.Id},${honda.Id}$`));
    await expect(picker.getByRole('button', { name: 'Toyota' })).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: 'Toyota' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${honda.Id}$`));
    await expect(picker.getByRole('button', { name: 'Toyota' })).toHaveAttribute('aria-pressed', 'false');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();

    await gridSettled(page);
    const expected = await apiCarList(request, { take: 12, skip: 0, filterString: `150?${honda.Id}` });
    expect(await cardIds(page)).toEqual(expected.carList.map((c) => c.Id));
    await expect(page.locator('[data-tile="brand"] [data-tile-summary]')).toHaveText('Honda');
  });

  test('choosing in one tile resets the other three', async ({ page, request }) => {
    const toyota = await brandNamed(request, 'Toyota');
    const bodyTypes = await apiMasters<{ Id: number; BodyTypeName: string }>(request, 0, 120);
    const sedan = bodyTypes.find((b) => b.BodyTypeName === 'Sedan');
    await page.goto(`/en/home?brand=${toyota.Id}`);
    await expect(page.locator('[data-tile="brand"] [data-tile-summary]')).toHaveText('Toyota');
    const calls = recordListCalls(page);

    await page.locator('[data-tile="bodyType"]').click();
    const picker = page.getByRole('dialog', { name: 'Body Type' });
    await picker.getByRole('button', { name: 'Sedan' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?body=${sedan?.Id}$`));
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-tile="brand"] [data-tile-summary]')).toHaveText('Any');
    await expect(page.locator('[data-tile="bodyType"] [data-tile-summary]')).toHaveText('Sedan');
    await gridSettled(page);
    expect(calls.at(-1)).toMatchObject({ filterString: `50?${sedan?.Id}`, skip: 0, take: 12 });

    await page.locator('[data-tile="country"]').click();
    const countries = page.getByRole('dialog', { name: 'Country' });
    await countries.locator('[data-option-id]:not([data-option-id="0"])').first().click();
    await expect(page).toHaveURL(/\?country=\d+$/);
    await countries.press('Escape');
    await expect(page.locator('[data-tile="bodyType"] [data-tile-summary]')).toHaveText('Any');
  });

  test('Clear Filter resets everything and reloads the whole list', async ({ page, request }) => {
    const toyota = await brandNamed(request, 'Toyota');
    const all = await apiCarList(request, { take: 12, skip: 0 });
    await page.goto(`/en/home?brand=${toyota.Id}&cond=0`);
    await gridSettled(page);
    const calls = recordListCalls(page);
    await page.locator('[data-tile="country"]').click();
    await page.getByRole('dialog', { name: 'Country' }).getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/en\/home$/);
    await gridSettled(page);
    expect(calls.at(-1)).toMatchObject({ filterString: '', sortString: '0', skip: 0 });
    expect(await cardIds(page)).toEqual(all.carList.map((c) => c.Id));
    await expect(page.locator('[data-car-count]')).toHaveText(`Cars found: ${all.rowCount}`);
    await expect(page.getByLabel('Condition')).toHaveValue('2');

    // On the full list already, Clear Filter still reloads it.
    await page.locator('[data-tile="brand"]').click();
    await page.getByRole('dialog', { name: 'Brand' }).getByRole('button', { name: 'Clear Filter' }).click();
    await expect.poll(() => calls.length).toBe(2);
  });

  test('the model picker asks for a brand first, then lists its models', async ({ page, request }) => {
    const toyota = await brandNamed(request, 'Toyota');
    const models = await apiMasters<{ Id: number; ModelName: string }>(request, toyota.Id, 20);
    const corolla = models.find((m) => m.ModelName === 'Corolla');
    await page.goto('/en/home');
    await gridSettled(page);
    await page.locator('[data-tile="model"]').click();
    const picker = page.getByRole('dialog', { name: 'Model' });
    await expect(picker.getByText('Choose a brand first to see its models.')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Clear Filter' })).toBeVisible();
    await picker.getByRole('button', { name: 'Toyota' }).click();
    await expect(picker.getByText('Models of Toyota')).toBeVisible();
    await expect(picker.locator('[data-option-id]:not([data-option-id="0"])')).toHaveCount(models.length);
    await picker.getByRole('button', { name: 'Corolla', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?model=${corolla?.Id}&modelBrand=${toyota.Id}$`));
    await picker.getByRole('button', { name: 'Done' }).click();
    await gridSettled(page);
    const models_ = await page.locator('[data-car-grid] article h3 span:last-child').allTextContents();
    expect(models_.length).toBeGreaterThan(0);
    expect(new Set(models_)).toEqual(new Set(['Corolla']));

    // With one brand chosen in the Brand tile, the model picker opens on its models.
    await page.goto(`/en/home?brand=${toyota.Id}`);
    await gridSettled(page);
    await page.locator('[data-tile="model"]').click();
    await expect(page.getByRole('dialog', { name: 'Model' }).getByText('Models of Toyota')).toBeVisible();
  });

  test('condition, budget and sort reset each other', async ({ page }) => {
    await page.goto('/en/home');
    await gridSettled(page);
    const condition = page.getByLabel('Condition');
    const budget = page.getByLabel('Budget');
    const sort = page.getByLabel('Sort by');
    const calls = recordListCalls(page);

    await condition.selectOption({ label: 'New' });
    await expect(page).toHaveURL(/\?cond=1$/);
    await sort.selectOption({ label: 'Latest' });
    await expect(page).toHaveURL(/\?sort=25$/);
    await expect(condition).toHaveValue('2');
    await budget.selectOption({ label: '5M – 10M FCFA' });
    await expect(page).toHaveURL(/\?budget=2$/);
    await expect(sort).toHaveValue('0');
    await condition.selectOption({ label: 'Used' });
    await expect(page).toHaveURL(/\?cond=0$/);
    await expect(budget).toHaveValue('0');
    await sort.selectOption({ label: 'Price High to Low' });
    await expect(condition).toHaveValue('2');
    await gridSettled(page);
    expect(calls.map((c) => [c.filterString, c.sortString])).toEqual([
      ['400?1', '0'],
      ['', '25'],
      ['100?5000000,10000000', '0'],
      ['400?0', '0'],
      ['', '100'],
    ]);
  });

  test('an open picker has no serious accessibility violation and Escape closes it', async ({ page }) => {
    await page.goto('/en/home');
    await gridSettled(page);
    await page.locator('[data-tile="model"]').click();
    const picker = page.getByRole('dialog', { name: 'Model' });
    await expect(picker.getByRole('button', { name: 'Toyota' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-picker]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(page.locator('[data-tile="model"]')).toBeFocused();
  });
});
