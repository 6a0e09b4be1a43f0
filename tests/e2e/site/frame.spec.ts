import { LANGS } from '../../../src/lib/i18n/langs.ts';
import { ROUTES } from '../../../src/lib/site/routes.ts';
import { expect, test } from '../fixtures.ts';

const HTML_LANG = { en: 'en', fr: 'fr', sp: 'es' } as const;

for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`/${lang}/${route} has the frame: nav, one h1, footer, language alternates`, async ({ page }) => {
      const response = await page.goto(`/${lang}/${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.locator('header nav').first()).toBeVisible();
      await expect(page.locator('header a[href$="/home"]').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('footer').getByText(/© 2020–\d{4}/)).toBeVisible();
      // One heading in the rendered page: pages with states (car detail: loading, car, not found, error)
      // keep one h1 per state and show one state at a time, the others `hidden`.
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/${route}`));
    });
  }
}

test('/, /{lang}/ and /es/… lead to the right page', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page).toHaveURL(/\/fr\/home$/);
  await page.goto('/es/faq?x=1');
  await expect(page).toHaveURL(/\/sp\/faq\?x=1$/);
});

test('an unknown page answers 404 with the frame', async ({ page }) => {
  const response = await page.goto('/en/no_such_page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('footer')).toBeVisible();
});
