/**
 * Editors' content through the admin API reaches the pages the server serves: each save is a publish
 * (the server's own job rebuilds or splices its own dist), so the tests wait for the served page to
 * change, never for a side build. Hostile HTML arrives inert, a contact change reaches the contact
 * page, and each test puts back what it changed (and waits for that to be served) so no other test
 * sees it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { demoToken } from './site-helpers.ts';

/** Reloads `path` until `check` holds: the publish job runs after the save answers. */
async function servedOnceReady(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 120_000, intervals: [500, 1_000, 2_000] });
}

test.describe.configure({ mode: 'serial' });

test('a script, an onerror handler and a javascript: link in the terms end up inert', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes the shared site once');
  test.setTimeout(300_000);
  const token = await demoToken(request, 'admin');
  const original = (await (await request.get('/api/open/getPage/TermAndCondition?lang=en')).json()) as {
    data: { pdata: string };
  };
  const hostile =
    '<h1>Terms under test</h1><p id="probe">Read carefully.</p>' +
    '<script>window.__pwned = "script"</script>' +
    '<img src="/no-such.png" onerror="window.__pwned = \'onerror\'">' +
    '<a href="javascript:window.__pwned = \'link\'">click me</a>' +
    '<iframe src="https://evil.example/"></iframe>';
  const put = (html: string) =>
    request.put('/api/admin/content/pages/TermAndCondition?lang=en', {
      headers: { authorization: token },
      data: { html },
    });
  const content = page.locator('[data-content-page="TermAndCondition"]');
  expect((await put(hostile)).status()).toBe(200);
  try {
    page.on('dialog', (dialog) => void dialog.dismiss());
    await servedOnceReady(page, '/en/terms_condition', () =>
      expect(content.getByRole('heading', { name: 'Terms under test' })).toBeVisible({ timeout: 1_000 }),
    );
    expect(await content.locator('script, iframe, [onerror]').count()).toBe(0);
    await expect(content.getByText('click me')).not.toHaveAttribute('href', /javascript:/i);
    await content.getByText('click me').click();
    // Give an injected handler its chance to run before reading the flag it would set.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await content.locator('#probe').count()).toBe(0);
  } finally {
    expect((await put(original.data.pdata)).status()).toBe(200);
    await servedOnceReady(page, '/en/terms_condition', () =>
      expect(content.getByRole('heading', { name: 'Terms under test' })).toHaveCount(0, { timeout: 1_000 }),
    );
  }
});

test('a contact change through the admin API reaches the contact page of each language', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes the shared site once');
  test.setTimeout(300_000);
  const token = await demoToken(request, 'admin');
  const before = (await (await request.get('/api/open/getMasters/0/160')).json()) as {
    data: { userDetail: { String2: string; String3: string; String4: string }[] };
  };
  const current = before.data.userDetail[0];
  expect(current).toBeTruthy();
  const put = (phone: string) =>
    request.put('/api/admin/content/contact', {
      headers: { authorization: token },
      data: { phone, email: current?.String3, address: current?.String4 },
    });
  const shown = page.locator('[data-contact-phone]');
  const phone = `+229 01 ${String(Date.now()).slice(-8)}`;
  expect((await put(phone)).status()).toBe(200);
  try {
    await servedOnceReady(page, '/en/contact_us', () => expect(shown).toHaveText(phone, { timeout: 1_000 }));
    for (const lang of ['fr', 'sp']) {
      await page.goto(`/${lang}/contact_us`);
      await expect(shown).toHaveText(phone);
    }
  } finally {
    expect((await put(current?.String2 ?? '')).status()).toBe(200);
    await servedOnceReady(page, '/en/contact_us', () =>
      expect(shown).toHaveText(current?.String2 ?? '', { timeout: 1_000 }),
    );
  }
});
