/**
 * The studio (issue 18) in a browser, at desktop and phone widths, in English and French: an editor
 * opens it from the footer, writes a heading, a list and a link, previews, publishes, sees it go live
 * and reads it on the public page; lists versions, compares and reverts; a customer is refused; a
 * second tab's stale save is refused and its text kept. Signed out, the login dialog opens; an admin
 * signs in on the site's form and finds the admin tabs.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/seed/reference-data.ts';
import { EDITOR, publishThroughApi, say, signInAs, type Lang } from './studio-helpers.ts';

// The two projects run side by side: each edits its own document, and a project's tests run in turn.
test.describe.configure({ mode: 'serial' });
const kindOf = (project: string) => (project === 'mobile' ? 'privacy' : 'terms');
const KIND_TITLE = { terms: 'studio.kind.terms', privacy: 'studio.kind.privacy' } as const;
const PUBLIC_ROUTE = { terms: 'terms_condition', privacy: 'privacy_policy' } as const;

/** The editing surface of a document, by its accessible name. */
function editorOf(page: Page, lang: Lang, kind: 'terms' | 'privacy', docLang: Lang) {
  const name = say(lang, 'studio.docTitle', {
    kind: say(lang, KIND_TITLE[kind]),
    language: say(lang, `studio.langTab.${docLang}`),
  });
  return page.getByRole('textbox', { name, exact: true });
}

async function openDocument(page: Page, lang: Lang, kind: 'terms' | 'privacy', docLang: Lang) {
  await page.getByRole('tab', { name: say(lang, KIND_TITLE[kind]) }).click();
  await page
    .getByRole('tabpanel', { name: say(lang, KIND_TITLE[kind]) })
    .getByRole('tab', { name: new RegExp(`^${say(lang, `studio.langTab.${docLang}`)}`) })
    .click();
  const editor = editorOf(page, lang, kind, docLang);
  await expect(editor).toBeVisible();
  return editor;
}

const tool = (page: Page, lang: Lang, key: string) =>
  page
    .getByRole('toolbar', { name: say(lang, 'studio.toolbar') })
    .filter({ visible: true })
    .getByRole('button', {
      name: say(lang, key),
      exact: true,
    });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`studio in ${lang}`, () => {
    test('signed out: the login dialog opens', async ({ page }) => {
      await page.goto(`/${lang}/studio`);
      await expect(page.getByText(say(lang, 'dialog.loginRequired'))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    test('a customer is told the studio is not for them', async ({ page, request }) => {
      await signInAs(page, request, 'customer');
      await page.goto(`/${lang}/studio`);
      await expect(page.getByText(say(lang, 'studio.notAllowed'))).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
    });

    test('an admin signs in on the site’s form and finds the Importers and Reports tabs', async ({ page }) => {
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
      await page.goto(`/${lang}/login?next=${encodeURIComponent(`/${lang}/studio`)}`);
      await page.getByLabel(say(lang, 'auth.mobileNo')).fill(admin.mobileNo);
      await page.getByLabel(say(lang, 'auth.password'), { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: say(lang, 'auth.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/studio$`));
      await page.getByRole('tab', { name: say(lang, 'studio.reports.tab') }).click();
      await expect(page.getByRole('tabpanel', { name: say(lang, 'studio.reports.tab') })).toBeVisible();
      await expect(page.getByRole('tab', { name: say(lang, 'studio.importers.tab') })).toBeVisible();
    });

    test('an editor edits the French page, previews, publishes, reads it live, compares and reverts', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const kind = kindOf(testInfo.project.name);
      const stamp = `${lang}${Date.now().toString(36)}`;
      // The version before the one made here, known to the test (to compare with and revert to).
      await publishThroughApi(request, { kind, lang: 'fr', html: `<h2>Base ${stamp}</h2><p>Avant</p>` });
      // The editor signs in through the site's login form (an editor's account opens with the ordinary login)…
      await page.goto(`/${lang}/login`);
      await page.getByLabel(say(lang, 'auth.mobileNo')).fill(EDITOR.mobileNo);
      await page.getByLabel(say(lang, 'auth.password'), { exact: true }).fill(EDITOR.password);
      await page.getByRole('button', { name: say(lang, 'auth.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));

      // …and opens the studio from the footer's admin link.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: say(lang, 'footer.admin') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/studio$`));

      const editor = await openDocument(page, lang, kind, 'fr');
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      // A heading, a list and a link.
      await tool(page, lang, 'studio.tool.h2').click();
      await expect(tool(page, lang, 'studio.tool.h2')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type(`Titre ${stamp}`);
      await page.keyboard.press('Enter');
      await tool(page, lang, 'studio.tool.bulletList').click();
      await page.keyboard.type('Premier point');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Second point');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Écrivez-nous : ');
      await tool(page, lang, 'studio.tool.link').click();
      const address = page.getByLabel(say(lang, 'studio.link.label'));
      await address.fill('javascript:alert(1)');
      await page.getByRole('button', { name: say(lang, 'studio.link.apply') }).click();
      await expect(page.getByText(say(lang, 'studio.link.invalid'))).toBeVisible();
      await address.fill('https://example.com/contact');
      await page.getByRole('button', { name: say(lang, 'studio.link.apply') }).click();
      await expect(editor.locator('h2')).toHaveText(`Titre ${stamp}`);
      await expect(editor.locator('ul > li')).toHaveCount(2);
      await expect(editor.locator('a[href="https://example.com/contact"]')).toBeVisible();

      // Preview: the sanitised draft in the public page's wrapper.
      await page
        .getByRole('button', { name: say(lang, 'studio.preview.open') })
        .filter({ visible: true })
        .click();
      const preview = page.getByRole('dialog');
      await expect(preview.locator('.prose-content.max-w-3xl h2')).toHaveText(`Titre ${stamp}`);
      await expect(preview.locator('.prose-content a')).toHaveAttribute('rel', 'noopener nofollow');
      await preview.getByRole('button', { name: say(lang, 'studio.preview.close') }).click();
      await expect(preview).toBeHidden();

      // Publish: progress, then Live with the page's link.
      await page
        .getByRole('button', { name: say(lang, 'studio.publish.action'), exact: true })
        .filter({ visible: true })
        .click();
      const status = page.locator('[data-publish-status]').filter({ visible: true });
      await expect(status).toHaveAttribute('data-publish-status', 'live', { timeout: 120_000 });
      await expect(status.getByText(say(lang, 'studio.publish.live'))).toBeVisible();
      const live = status.getByRole('link', { name: say(lang, 'studio.publish.view') });
      await expect(live).toHaveAttribute('href', `/fr/${PUBLIC_ROUTE[kind]}`);

      // The public page shows the new text.
      await page.goto(`/fr/${PUBLIC_ROUTE[kind]}`);
      await expect(page.locator('.prose-content h2').first()).toHaveText(`Titre ${stamp}`);
      await expect(page.locator('.prose-content li')).toHaveText(['Premier point', 'Second point']);

      // Versions: the new one is online; compare it with the one before and revert to that one.
      await page.goto(`/${lang}/studio`);
      await openDocument(page, lang, kind, 'fr');
      await page
        .getByRole('button', { name: say(lang, 'studio.versions.title') })
        .filter({ visible: true })
        .click();
      const versions = page.locator('[data-version-id]').filter({ visible: true });
      await expect(versions.first()).toContainText(say(lang, 'studio.versions.current'));
      await versions.nth(0).getByRole('checkbox').check();
      await versions.nth(1).getByRole('checkbox').check();
      const diff = page.locator('[data-studio-diff]').filter({ visible: true });
      await expect(diff.locator('del').first()).toContainText('Base');
      await expect(diff.locator('ins').first()).toContainText('Titre');
      await expect(diff.locator('ins').filter({ hasText: 'Premier point' })).toHaveCount(1);
      await versions.nth(1).getByRole('button').click();
      const reverting = page.locator('[data-publish-status]').filter({ visible: true });
      await expect(reverting).toHaveAttribute('data-publish-status', 'live', { timeout: 120_000 });
      await expect(versions.first()).toContainText(say(lang, 'studio.versions.current'));
      await page.goto(`/fr/${PUBLIC_ROUTE[kind]}`);
      await expect(page.locator('.prose-content h2').first()).toHaveText(`Base ${stamp}`);
      await expect(page.getByText(`Titre ${stamp}`)).toHaveCount(0);
    });

    test('two tabs on the same page: the second save is refused and its text kept', async ({
      page,
      context,
      request,
    }, testInfo) => {
      test.slow(); // two tabs of the editor: 29 s passing on a busy 2-core machine, 36 s failing
      const kind = kindOf(testInfo.project.name);
      await signInAs(page, request, 'editor');
      const other = await context.newPage();
      await page.goto(`/${lang}/studio`);
      await other.goto(`/${lang}/studio`);
      const first = await openDocument(page, lang, kind, 'sp');
      const second = await openDocument(other, lang, kind, 'sp');

      await first.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Primera pestaña.');
      await page
        .getByRole('button', { name: say(lang, 'studio.saveDraft') })
        .filter({ visible: true })
        .click();
      await expect(
        page.getByText(say(lang, 'studio.saved'), { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();

      await second.click();
      await other.keyboard.press('ControlOrMeta+End');
      await other.keyboard.type(' Segunda pestaña.');
      await other
        .getByRole('button', { name: say(lang, 'studio.saveDraft') })
        .filter({ visible: true })
        .click();
      const refusal = other.locator('[data-studio-refusal]').filter({ visible: true });
      await expect(refusal).toBeVisible();
      // The server's message in the page's language (apiMessage.staleRevision), naming who saved.
      await expect(refusal).toContainText('Studio Editor');
      await expect(second).toContainText('Segunda pestaña.');
      // Reloading (and leaving the unsaved text, which the page asks about) shows the first tab's draft.
      other.on('dialog', (dialog) => void dialog.accept());
      await other.reload();
      await expect(await openDocument(other, lang, kind, 'sp')).toContainText('Primera pestaña.');
    });
  });
}
