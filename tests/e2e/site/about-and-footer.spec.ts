/**
 * SPEC.md §2: the nav's About dropdown (Terms, Privacy Policy), the footer's links and its 2020
 * copyright line with the admin site link, and About us (tabs Our Goals, Our Work, Our Passion; a
 * 'Contact us' button to /contact_us).
 */
import { expect, test } from '../fixtures.ts';
import { say } from '../studio/studio-helpers.ts';
import { openNav } from './site-helpers.ts';

test('the About dropdown offers Terms and Privacy Policy, and leads to them', async ({ page }) => {
  await page.goto('/en/faq');
  await openNav(page);
  const about = page.getByRole('button', { name: say('en', 'nav.about'), exact: true });
  const menu = page.locator('#about-menu');
  await expect(menu).toBeHidden();
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText([say('en', 'nav.terms'), say('en', 'nav.privacy')]);
  await expect(menu.getByRole('link', { name: say('en', 'nav.privacy') })).toHaveAttribute(
    'href',
    '/en/privacy_policy',
  );
  await menu.getByRole('link', { name: say('en', 'nav.terms') }).click();
  await expect(page).toHaveURL(/\/en\/terms_condition$/);
});

test('the footer links the site pages and the admin site under a 2020 copyright line', async ({ page }) => {
  await page.goto('/fr/blog');
  const footer = page.locator('footer');
  const links = footer.getByRole('navigation', { name: say('fr', 'footer.linksLabel') }).getByRole('link');
  const expected: [string, string][] = [
    ['footer.aboutUs', '/fr/about_us'],
    ['footer.blog', '/fr/blog'],
    ['footer.team', '/fr/team'],
    ['footer.testimonials', '/fr/testimonials'],
    ['footer.faq', '/fr/faq'],
    ['nav.contact', '/fr/contact_us'],
  ];
  await expect(links).toHaveText(expected.map(([key]) => say('fr', key)));
  for (const [index, [, href]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  const copyright = footer.getByText(/2020/);
  await expect(copyright).toContainText('2020');
  await expect(copyright.getByRole('link', { name: say('fr', 'footer.admin') })).toHaveAttribute('href', '/fr/studio');

  await links.first().click();
  await expect(page).toHaveURL(/\/fr\/about_us$/);
});

test('About us: three tabs show their own text, and Contact us leads to the contact page', async ({ page }) => {
  await page.goto('/en/about_us');
  const tabs = page.getByRole('tablist', { name: say('en', 'about.tabsLabel') }).getByRole('tab');
  await expect(tabs).toHaveText(['Our Goals', 'Our Work', 'Our Passion']);
  const panel = page.getByRole('tabpanel');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName('Our Goals');
  for (const name of ['Our Work', 'Our Passion', 'Our Goals']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(name);
    await expect(panel).not.toBeEmpty();
  }

  await page.getByRole('link', { name: say('en', 'about.contactUs'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contact_us$/);
  await expect(page.getByRole('heading', { level: 1, name: say('en', 'contact.banner') })).toBeVisible();
});
