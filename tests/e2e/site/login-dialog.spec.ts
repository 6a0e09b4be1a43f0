import { PROTECTED_ROUTES } from '../../../src/lib/site/routes.ts';
import { expect, test } from '../fixtures.ts';

const MESSAGE = "You're not logging !!! Please Login First";

for (const route of PROTECTED_ROUTES) {
  test(`${route} without a token: the dialog's Login goes to /login`, async ({ page }) => {
    await page.goto(`/en/${route}`);
    const dialog = page.getByRole('dialog', { name: MESSAGE });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
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
