import { expect, test } from '../fixtures.ts';
import { openNav } from './site-helpers.ts';

test('switching language keeps the route and the query, and remembers the choice', async ({ page }) => {
  // A page of this frame that leaves its query alone (list pages rewrite theirs as filters change).
  await page.goto('/en/blog?page=2&sort=25#top');
  await openNav(page);
  await page.locator('button[aria-controls="language-menu"]').click();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/blog\?page=2&sort=25#top$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');

  await openNav(page);
  await page.locator('button[aria-controls="language-menu"]').click();
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/sp\/blog\?page=2&sort=25#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sp');
});

test('the language menu works from the keyboard', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'keyboard layout of the desktop nav');
  await page.goto('/en/faq');
  const button = page.locator('button[aria-controls="language-menu"]');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#language-menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});
