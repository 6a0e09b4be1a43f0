import { expect, test } from '../fixtures.ts';
import { demoToken, openNav, signIn } from './site-helpers.ts';

test('without a token the nav offers Login and Register', async ({ page }) => {
  await page.goto('/en/about_us');
  await openNav(page);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.locator('button[aria-controls="profile-menu"]')).toBeHidden();
});

test('with a token the nav shows the profile menu, and Logout clears storage and goes home', async ({
  page,
  request,
}) => {
  await signIn(page, await demoToken(request, 'customer'));
  await page.goto('/fr/faq');
  await page.evaluate(() => localStorage.setItem('something-else', 'x'));
  await openNav(page);
  const profile = page.locator('button[aria-controls="profile-menu"]');
  await expect(profile).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeHidden();
  await profile.click();
  const menu = page.locator('#profile-menu');
  await expect(menu.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/my_account');
  await expect(menu.getByRole('link', { name: 'Liste de souhaits' })).toHaveAttribute('href', '/fr/wish_list');
  await expect(menu.getByRole('link', { name: 'Changer le mot de passe' })).toHaveAttribute(
    'href',
    '/fr/change_password',
  );
  await menu.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/fr\/home$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await openNav(page);
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
});

test('a token the server refuses ends the session and says so', async ({ page }) => {
  await signIn(page, 'expired.or.forged');
  await page.goto('/en/blog');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await openNav(page);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('the nav does not move when the signed-in state is known', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the account area is in the bar on wide screens only');
  await signIn(page, await demoToken(request, 'customer'));
  await page.goto('/en/team');
  await expect(page.locator('button[aria-controls="profile-menu"]')).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
