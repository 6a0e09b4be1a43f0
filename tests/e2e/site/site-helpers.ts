/** Helpers shared by the site-frame specs. */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../src/server/seed/reference-data.ts';
import { expect } from '../fixtures.ts';

/**
 * On a small screen the nav links sit behind the Menu button: open it when it is shown. A toast (top
 * centre) lies over that button until it leaves, and a toast under the mouse stays (react-hot-toast
 * pauses it): Playwright's click would move the mouse onto it and wait for good, so wait first.
 */
export async function openNav(page: Page): Promise<void> {
  // Before its stylesheet applies, a page shows the Menu button at any width (md:hidden is CSS):
  // judging it then, right after a navigation, clicked a button that was about to hide.
  await page.waitForLoadState('load');
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  const menu = page.locator('nav-menu-toggle button');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** A real session token of a seeded demo account. */
export async function demoToken(request: APIRequestContext, role: 'customer' | 'admin'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const response = await request.post('/api/customer/userLogin', {
    // roleType: customers by default, -1 for an admin (the login call's optional field).
    data: {
      mobileNo: account.mobileNo,
      countryCode: account.countryCode,
      password: account.password,
      ...(role === 'admin' ? { roleType: -1 } : {}),
    },
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`demo ${role} login failed: ${response.status()}`);
  return body.data.token;
}

/** Stores a token before any script of the page runs, as a signed-in visitor would have it. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/**
 * Stops the page's installed clock a moment ahead of its own now. On a loaded host more than that
 * moment can pass between reading the page's time and the pause ("Cannot fast-forward to the past",
 * as a clean-clone run once showed), so the pause aims again from a fresh reading.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const at = await page.evaluate(() => Date.now() + 1_000);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
