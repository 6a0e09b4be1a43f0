/**
 * SPEC.md §1: mobile visitors (Android, iPhone/iPad) are sent to the matching app store page. The built
 * site offers it in a dialog (the store's link, or staying on the website, which is remembered);
 * desktops are left alone. Needs a build with PUBLIC_APP_REDIRECT on, which the Firebase config's
 * server makes: npx playwright test -c tests/e2e/firebase/playwright.firebase.config.ts
 */
import type { Page } from '@playwright/test';
import { parsePublicConfig } from '../../../src/lib/config.ts';
import { STAY_ON_WEBSITE_KEY } from '../../../src/lib/site/mobile-store.ts';
import { expect, test } from '../fixtures.ts';
import { say } from '../studio/studio-helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
// The build's store addresses are the defaults (no PUBLIC_APP_STORE_URL / PUBLIC_PLAY_STORE_URL set).
const stores = parsePublicConfig({ ...process.env }, false);

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(!testInfo.config.metadata.appRedirect, 'needs the build with the prompt on (see the header)');
  test.skip(testInfo.project.name !== 'desktop', 'each device is set by its user agent; one project is enough');
});

const prompt = (page: Page) => page.getByRole('dialog', { name: say('en', 'appPrompt.title') });

/** Opens a page and waits until the frame has run the prompt's script (which decides whether to open it). */
async function openPage(page: Page, path: string): Promise<void> {
  const script = page.waitForResponse(/app-store-prompt[^/]*\.js$/);
  await page.goto(path);
  await script;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('on Android', () => {
  test.use({ userAgent: ANDROID });

  test('Google Play is offered; staying on the website is remembered', async ({ page }) => {
    await openPage(page, '/en/home');
    await expect(prompt(page)).toBeVisible();
    const play = prompt(page).getByRole('link', { name: say('en', 'appPrompt.openPlay') });
    await expect(play).toHaveAttribute('href', stores.playStoreUrl);
    await expect(play).toBeFocused();
    await expect(prompt(page).getByRole('link', { name: say('en', 'appPrompt.openApple') })).toBeHidden();

    await prompt(page)
      .getByRole('button', { name: say('en', 'appPrompt.stay') })
      .click();
    await expect(prompt(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), STAY_ON_WEBSITE_KEY)).toBe('1');
    await openPage(page, '/en/car_list');
    await expect(prompt(page)).toBeHidden();
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('the App Store is offered', async ({ page }) => {
    await openPage(page, '/fr/faq');
    const dialog = page.getByRole('dialog', { name: say('fr', 'appPrompt.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: say('fr', 'appPrompt.openApple') })).toHaveAttribute(
      'href',
      stores.appStoreUrl,
    );
    await expect(dialog.getByRole('link', { name: say('fr', 'appPrompt.openPlay') })).toBeHidden();
  });
});

test('a desktop is not offered the app', async ({ page }) => {
  await openPage(page, '/en/home');
  await expect(prompt(page)).toBeHidden();
});
