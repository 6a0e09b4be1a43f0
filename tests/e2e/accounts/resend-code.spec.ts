/**
 * Resend after the countdown, with real codes (the development SMS outbox) and the server's real
 * cool-down (2 s on the e2e server; 30 s by default): the countdown shows the cool-down otp/send
 * answered, Resend appears when it is over and works, and only the second code is accepted.
 * The page's clock stands still, so the countdown is read without racing it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { pauseClock } from '../site/site-helpers.ts';
import { codeFromOutbox, freshMobile, registerThroughApi, STRINGS, toastText, type Lang } from './account-helpers.ts';

/** The code step of the page, from the click that sends the first code: its cool-down and first code. */
async function codeStep(page: Page, lang: Lang, send: () => Promise<void>) {
  const s = STRINGS[lang];
  const answer = page.waitForResponse('**/api/customer/otp/send');
  await pauseClock(page);
  await send();
  const { data } = (await (await answer).json()) as { data: { resendAfter: number } };
  const sentAt = Date.now();
  return {
    resendAfter: data.resendAfter,
    code: page.getByLabel(s['auth.otp.label'] ?? ''),
    timer: page.getByRole('timer'),
    resend: page.getByRole('button', { name: s['auth.otp.resend'] }),
    countdown: (seconds: number) => (s['auth.otp.countdown'] ?? '').replace('{{seconds}}', String(seconds)),
    /** Lets the server's cool-down (wall-clock) run out, then the page's countdown. */
    async endCountdown() {
      await page.waitForTimeout(Math.max(0, sentAt + data.resendAfter * 1000 - Date.now()));
      await page.clock.runFor(data.resendAfter * 1000);
    },
  };
}

/** Resends once the countdown is over; the second code is accepted, the first no longer. */
async function resendAndVerify(page: Page, lang: Lang, mobileNo: string, step: Awaited<ReturnType<typeof codeStep>>) {
  const s = STRINGS[lang];
  expect(step.resendAfter).toBeGreaterThan(0);
  await expect(step.timer).toHaveText(step.countdown(step.resendAfter));
  await expect(step.resend).toBeHidden();
  const first = await codeFromOutbox(page.request, mobileNo);

  await step.endCountdown();
  await expect(step.timer).toBeHidden();
  await step.resend.click();
  await expect(toastText(page, s['auth.otp.resent'] ?? '')).toBeVisible();
  await expect(step.timer).toHaveText(step.countdown(step.resendAfter));
  await expect(step.resend).toBeHidden();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
      return ((await response.json()) as { data: { code: string }[] }).data[1]?.code;
    })
    .toBe(first);
  const second = await codeFromOutbox(page.request, mobileNo);

  const next = page.getByRole('button', { name: s['auth.otp.next'] });
  if (first !== second) {
    await step.code.fill(first);
    await next.click();
    await expect(toastText(page, s['auth.otp.invalid'] ?? '')).toBeVisible();
  }
  await step.code.fill(second);
  await next.click();
}

test('register (fr): Resend after the countdown sends a new code, and only that one works', async ({ page }) => {
  const s = STRINGS.fr;
  const mobileNo = freshMobile();
  await page.clock.install();
  await page.goto('/fr/sign_up');
  await page.getByLabel(s['auth.mobileNo'] ?? '').fill(mobileNo);
  const step = await codeStep(page, 'fr', () =>
    page.getByRole('button', { name: s['auth.register.verifyPhone'] }).click(),
  );
  await resendAndVerify(page, 'fr', mobileNo, step);
  await expect(page.getByRole('button', { name: s['auth.register.signUp'] })).toBeVisible();
});

test('forgot password (sp): Resend after the countdown sends a new code, and only that one works', async ({
  page,
  request,
}) => {
  const s = STRINGS.sp;
  const mobileNo = freshMobile();
  const coolDown = await registerThroughApi(request, { mobileNo, password: 'Olvido#2026', name: 'Ama Dossou' });
  const coolDownEnds = Date.now() + coolDown * 1000;
  await page.clock.install();
  await page.goto('/sp/forgot_password');
  await page.getByLabel(s['auth.mobileNo'] ?? '').fill(mobileNo);
  // The registration's SMS has its own cool-down: the reset's first code waits for it.
  await page.waitForTimeout(Math.max(0, coolDownEnds - Date.now()));
  const step = await codeStep(page, 'sp', () => page.getByRole('button', { name: s['auth.forgot.sendCode'] }).click());
  await resendAndVerify(page, 'sp', mobileNo, step);
  await expect(page.getByRole('button', { name: s['auth.forgot.submit'] })).toBeVisible();
});
