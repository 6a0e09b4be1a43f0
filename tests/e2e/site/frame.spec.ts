import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGS } from '../../../src/lib/i18n/langs.ts';
import { ROUTES } from '../../../src/lib/site/routes.ts';
import { expect, test } from '../fixtures.ts';

const HTML_LANG = { en: 'en', fr: 'fr', sp: 'es' } as const;

/** axe's serious and critical violations (WCAG 2.1 A and AA) of the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The content security policy's checks of one page load: its header, and no violation reported. */
const csp = {
  /** Before the page loads: keep every `securitypolicyviolation` the page reports. */
  async watch(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
    });
    return messages;
  },
  /** The header allows no inline script, no framing, and pictures and calls to the configured origins only. */
  checkHeader(header: string) {
    const scriptSrc = /script-src ([^;]*)/.exec(header)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(header).toContain("frame-ancestors 'none'");
    // Not to any https address (issue 20).
    expect(/img-src ([^;]*)/.exec(header)?.[1]).toBe("'self' data: blob: https://tile.openstreetmap.org");
    expect(/connect-src ([^;]*)/.exec(header)?.[1]).toBe("'self' https://nominatim.openstreetmap.org");
  },
  violations: (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
};

// One load per page and language checks the frame, the content security policy (once the lazy parts,
// the map and the toaster, have run) and axe. Every language on the desktop; English on the phone (the
// same markup in another layout).
for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`/${lang}/${route} has the frame (nav, one h1, footer, language alternates), no CSP violation and no serious axe violation`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop' && lang !== 'en', 'other languages are checked on the desktop');
      // axe over home's ~750 elements: 24-25 s on a busy 2-core machine (one run timed out at 30).
      if (route === 'home') test.slow();
      const cspMessages = await csp.watch(page);
      const response = await page.goto(`/${lang}/${route}`);
      expect(response?.status()).toBe(200);
      csp.checkHeader(response?.headers()['content-security-policy'] ?? '');
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
      // The first paint waits for the end of <main> (one style and layout of the page, issue 21).
      const paintAfter = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute('href');
      await expect(page.locator(`main + ${paintAfter ?? '#none'}`)).toHaveCount(1);

      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await csp.violations(page)).toEqual([]);
      expect(cspMessages).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('/, /{lang}/ and /es/… lead to the right page', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page).toHaveURL(/\/fr\/home$/);
  await page.goto('/es/faq?x=1');
  await expect(page).toHaveURL(/\/sp\/faq\?x=1$/);
});

test('an unknown page answers 404 with the frame, and it and the open menus pass axe', async ({ page }, testInfo) => {
  const response = await page.goto('/en/no_such_page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('footer')).toBeVisible();
  // The menus open the same way at both widths: axe checks them on the desktop.
  if (testInfo.project.name !== 'desktop') return;
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/en/faq');
  await page.locator('button[aria-controls="about-menu"]').click();
  await page.locator('button[aria-controls="language-menu"]').click();
  expect(await seriousViolations(page)).toEqual([]);
});

// The narrowest phones still sold (320 px): no page may scroll sideways, in any language (French and Spanish
// run longer). A grid's one implicit column once grew to the contact page's e-mail address (341 px).
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  test.skip(({ isMobile }) => !isMobile, 'a phone: the mobile project');

  for (const lang of LANGS) {
    test(`no /${lang}/ page is wider than the screen`, async ({ page }) => {
      test.slow();
      const wide: string[] = [];
      for (const route of ROUTES) {
        const query = route === 'carDetail' ? '?id=7' : route.startsWith('dealer_') ? '?dealerId=2&vehicalId=7' : '';
        await page.goto(`/${lang}/${route}${query}`, { waitUntil: 'networkidle' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${route}: ${width} px`);
      }
      expect(wide).toEqual([]);
    });
  }
});
