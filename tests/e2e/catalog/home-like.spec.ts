import { demoToken, signIn } from '../site/site-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { grid, gridSettled } from './catalog-helpers.ts';

test.describe('like from the home grid (SPEC.md §4, §8)', () => {
  test('without a token the heart opens the login-required dialog; Cancel closes it and reloads', async ({ page }) => {
    await page.goto('/en/home');
    await gridSettled(page);
    await grid(page).locator('article').first().locator('[data-like]').click();
    const dialog = page.getByRole('dialog', { name: 'You are not logged in. Please log in first.' });
    await expect(dialog).toBeVisible();
    const reload = page.waitForRequest('**/api/customer/V2/getAllCar*');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await reload;
    await expect(page).toHaveURL(/\/en\/home$/);

    await grid(page).locator('article').first().locator('[data-like]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fhome$/);
  });

  test('with a token the heart likes and unlikes, shows the server’s message and reloads', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, await demoToken(request, 'customer'));
    await page.goto('/en/home');
    await gridSettled(page);
    // Each project likes its own car: the projects run at the same time against one database.
    const card = grid(page)
      .locator('article')
      .nth(testInfo.project.name === 'mobile' ? 5 : 4);
    const heart = card.locator('[data-like]');
    const before = (await heart.getAttribute('aria-pressed')) === 'true';
    const call = page.waitForRequest(/saveCarWishlist\/\d+\/[01]$/);
    const reload = page.waitForRequest('**/api/customer/V2/getAllCar*');
    await heart.click();
    expect((await call).url()).toMatch(before ? /\/0$/ : /\/1$/);
    await expect(
      page.getByText(before ? 'Car removed from your wish list' : 'Car added to your wish list'),
    ).toBeVisible();
    await reload;
    await expect(heart).toHaveAttribute('aria-pressed', String(!before));

    await heart.click();
    await expect(
      page.getByText(before ? 'Car added to your wish list' : 'Car removed from your wish list'),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', String(before));
  });
});

test.describe('like toasts in the page’s language', () => {
  const toasts = {
    fr: { added: 'Voiture ajoutée à votre liste de souhaits', removed: 'Voiture retirée de votre liste de souhaits' },
    sp: { added: 'Coche añadido a su lista de deseos', removed: 'Coche quitado de su lista de deseos' },
  } as const;
  for (const [lang, text] of Object.entries(toasts)) {
    test(`${lang}: like and unlike say so in ${lang}, never in English`, async ({ page, request }, testInfo) => {
      await signIn(page, await demoToken(request, 'customer'));
      await page.goto(`/${lang}/home`);
      await gridSettled(page);
      // A car of its own per language and project (they run at the same time against one database).
      const nth = (lang === 'fr' ? 6 : 8) + (testInfo.project.name === 'mobile' ? 1 : 0);
      const heart = grid(page).locator('article').nth(nth).locator('[data-like]');
      const before = (await heart.getAttribute('aria-pressed')) === 'true';
      await heart.click();
      // The first toast of a page loads the toast library: on a busy machine that takes a while.
      await expect(page.getByText(before ? text.removed : text.added)).toBeVisible({ timeout: 15_000 });
      await expect(heart).toHaveAttribute('aria-pressed', String(!before));
      await heart.click();
      await expect(page.getByText(before ? text.added : text.removed)).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', String(before));
      await expect(page.getByText(/Car (added to|removed from) your wish list/)).toHaveCount(0);
    });
  }
});
