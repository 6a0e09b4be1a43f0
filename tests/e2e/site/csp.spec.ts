import { LANGS } from '../../../src/lib/i18n/langs.ts';
import { ROUTES } from '../../../src/lib/site/routes.ts';
import { expect, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

for (const lang of LANGS) {
  test(`no CSP violation on any /${lang}/ page, and the header allows no inline script`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' && lang !== 'en', 'one language on the phone');
    test.setTimeout(120_000);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
    });
    for (const route of ROUTES) {
      const response = await page.goto(`/${lang}/${route}`);
      const header = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(header)?.[1] ?? '';
      expect(scriptSrc, route).toContain("'self'");
      expect(scriptSrc, route).not.toContain('unsafe-inline');
      expect(header, route).toContain("frame-ancestors 'none'");
      // Pictures and calls go to the configured origins only, not to any https address (issue 20).
      expect(/img-src ([^;]*)/.exec(header)?.[1], route).toBe("'self' data: blob: https://tile.openstreetmap.org");
      expect(/connect-src ([^;]*)/.exec(header)?.[1], route).toBe("'self' https://nominatim.openstreetmap.org");
      await page.waitForLoadState('networkidle');
      // Let lazy parts run: the map, the toaster.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), route).toEqual([]);
    }
    expect(messages).toEqual([]);
  });
}
