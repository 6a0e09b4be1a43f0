import AxeBuilder from '@axe-core/playwright';
import { LANGS } from '../../../src/lib/i18n/langs.ts';
import { ROUTES } from '../../../src/lib/site/routes.ts';
import { expect, test } from '../fixtures.ts';

// Every page in every language on the desktop; English on the phone (same markup, other layout).
for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`axe: /${lang}/${route} has no serious or critical violation`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop' && lang !== 'en', 'other languages are checked on the desktop');
      await page.goto(`/${lang}/${route}`);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(bad).toEqual([]);
    });
  }
}

test('axe: the open menus and the 404 page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop menus');
  await page.goto('/en/no_such_page');
  const notFound = await new AxeBuilder({ page }).analyze();
  expect(notFound.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto('/en/faq');
  await page.locator('button[aria-controls="about-menu"]').click();
  await page.locator('button[aria-controls="language-menu"]').click();
  const menus = await new AxeBuilder({ page }).analyze();
  expect(menus.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
