import type { Page } from '@playwright/test';
import { PROTECTED_ROUTES } from '../../../src/lib/site/routes.ts';
import { listedIds, loginDialog, openCar } from '../car-detail/detail-helpers.ts';
import { expect, test } from '../fixtures.ts';

const MESSAGE = 'You are not logged in. Please log in first.';

for (const route of PROTECTED_ROUTES) {
  test(`${route} without a token: the dialog's Login goes to /login`, async ({ page }) => {
    await page.goto(`/en/${route}`);
    const dialog = page.getByRole('dialog', { name: MESSAGE });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/login\\?next=%2Fen%2F${route}$`));
  });

  test(`${route} without a token: Cancel goes to /home`, async ({ page }) => {
    await page.goto(`/sp/${route}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/sp\/home$/);
  });
}

test('the dialog keeps focus inside and Escape counts as Cancel', async ({ page }) => {
  await page.goto('/en/wish_list');
  const dialog = page.getByRole('dialog', { name: MESSAGE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/home$/);
});

test.describe('after the login, back to the page the dialog opened on', () => {
  const logIn = async (page: Page) => {
    // The dialog's Login is a plain navigation (no page.goto): wait for the form's island to hydrate.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await page.getByLabel('Mobile Number').fill('97000001');
    await page.getByLabel('Password', { exact: true }).fill('Customer#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };

  test('from a car detail: the login returns to that car', async ({ page, request }) => {
    const [id] = await listedIds(request, 1, 12);
    await openCar(page, id!);
    await page.locator('[data-car-summary]').getByRole('button', { name: 'Get Price' }).click();
    await loginDialog(page).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/en\/login\?next=/);
    await logIn(page);
    await expect(page).toHaveURL(new RegExp(`/en/carDetail\\?id=${id}$`));
    await expect(page.locator(`[data-car-summary="${id}"]`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('a return path that is not a page of the site goes to /home', async ({ page }) => {
    for (const next of ['//evil.example/en/home', '/\\evil.example/en/home', 'https://evil.example/', '/api/docs']) {
      await page.goto(`/en/login?next=${encodeURIComponent(next)}`);
      await logIn(page);
      await expect(page, next).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/home$/);
    }
  });
});
