/**
 * Every message of SPEC.md §5 and §8 on the account forms, in English (the spec's words) and in French.
 * Sign-in calls that would send SMS are answered by stand-ins; the journey spec runs the real ones.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';
import {
  envelope,
  freshMobile,
  standInSession,
  standInVerification,
  STRINGS,
  toastText,
  type Lang,
} from './account-helpers.ts';
import { signIn } from '../site/site-helpers.ts';

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  const s = STRINGS[lang];
  const say = (key: string) => {
    const text = s[key];
    if (!text) throw new Error(`no ${key} in ${lang}`);
    return text;
  };

  test.describe(`in ${lang}`, () => {
    test('login: required fields, the refusal, and the links only for Customer', async ({ page }) => {
      await page.goto(`/${lang}/login`);
      await page.getByRole('button', { name: say('auth.login.submit'), exact: true }).click();
      await expect(page.getByText(say('auth.error.mobileRequired'), { exact: true })).toBeVisible();
      await expect(page.getByText(say('auth.error.passwordRequired'), { exact: true })).toBeVisible();
      await expect(page.getByLabel(say('auth.mobileNo'))).toBeFocused();
      await expect(page.getByLabel(say('auth.mobileNo'))).toHaveAttribute('maxlength', '10');
      await page.getByLabel(say('auth.mobileNo')).fill('97a00-001');
      await expect(page.getByLabel(say('auth.mobileNo'))).toHaveValue('9700001');
      await page.getByLabel(say('auth.password'), { exact: true }).fill('not-the-password');
      await expect(page.getByText(say('auth.error.mobileRequired'), { exact: true })).toBeHidden();
      await page.getByRole('button', { name: say('auth.login.submit'), exact: true }).click();
      await expect(toastText(page, say('auth.login.failed'))).toBeVisible();
      if (lang === 'en') await expect(toastText(page, 'Mobile Number and Password are Not Matching!!!')).toBeVisible();

      const forgot = page.getByRole('link', { name: say('auth.login.forgot') });
      const signUp = page.getByRole('link', { name: say('auth.login.signUp') });
      await expect(forgot).toHaveAttribute('href', `/${lang}/forgot_password`);
      await expect(signUp).toHaveAttribute('href', `/${lang}/sign_up`);
      await page.getByText(say('auth.login.importer'), { exact: true }).click();
      await expect(forgot).toBeHidden();
      await expect(signUp).toBeHidden();
      await page.getByText(say('auth.login.customer'), { exact: true }).click();
      await expect(forgot).toBeVisible();
    });

    test('the country dropdown filters as one types and keeps the choice', async ({ page }) => {
      await page.goto(`/${lang}/login`);
      const picker = page.getByRole('button', { name: say('auth.countryCode') });
      await expect(picker).toContainText('+229');
      await picker.click();
      const filter = page.getByRole('combobox', { name: say('auth.country.filter') });
      await expect(filter).toBeFocused();
      await filter.fill('tog');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(1);
      await expect(options.first()).toContainText('+228');
      await filter.press('Enter');
      await expect(picker).toContainText('+228');
      await expect(picker).toBeFocused();
      await picker.click();
      await page.getByRole('combobox').fill('+234');
      await page.getByRole('option', { name: /Nigeria|Nigéria/ }).click();
      await expect(picker).toContainText('+234');
      await picker.click();
      await page.getByRole('combobox').fill('zzz');
      await expect(page.getByText(say('auth.country.none'), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(picker).toContainText('+234');
    });

    test('register: every step and its messages', async ({ page }) => {
      await standInVerification(page);
      await page.goto(`/${lang}/sign_up`);
      const verify = page.getByRole('button', { name: say('auth.register.verifyPhone') });
      await verify.click();
      await expect(page.getByText(say('auth.error.mobileRequired'), { exact: true })).toBeVisible();

      // A number the server refuses: its message, in the page's language.
      await page.route('**/api/customer/checkUser', (route) =>
        envelope(route, 200, 'This Mobile Number is already registered. Please login.', { isAllow: false }),
      );
      await page.getByLabel(say('auth.mobileNo')).fill(freshMobile());
      await verify.click();
      await expect(toastText(page, say('apiMessage.numberTaken'))).toBeVisible();
      await expect(page.getByLabel(say('auth.mobileNo'))).toBeEditable();
      await page.unroute('**/api/customer/checkUser');
      await standInVerification(page);

      // Allowed: locked number, the code step.
      await verify.click();
      const code = page.getByLabel(say('auth.otp.label'));
      await expect(code).toHaveAttribute('maxlength', '6');
      await expect(page.getByLabel(say('auth.mobileNo'))).not.toBeEditable();
      const next = page.getByRole('button', { name: say('auth.otp.next') });
      await next.click();
      await expect(page.getByText(say('auth.otp.required'), { exact: true })).toBeVisible();
      await code.fill('123');
      await next.click();
      await expect(page.getByText(say('auth.otp.minLength'), { exact: true })).toBeVisible();
      await code.fill('654321');
      await next.click();
      await expect(toastText(page, say('auth.otp.invalid'))).toBeVisible();

      // Resend: success, then a refused resend goes back to the first step.
      await page.route('**/api/customer/otp/resend', (route) =>
        envelope(route, 200, 'Verification Code Send', { verificationId: 'stand-in', resendAfter: 30 }),
      );
      await page.getByRole('button', { name: say('auth.otp.resend') }).click();
      await expect(toastText(page, say('auth.otp.resent'))).toBeVisible();
      await page.route('**/api/customer/otp/resend', (route) =>
        envelope(route, 429, 'Please wait 20 seconds before asking for another code.'),
      );
      await page.getByRole('button', { name: say('auth.otp.resend') }).click();
      await expect(toastText(page, say('auth.otp.resendFailed'))).toBeVisible();
      await expect(verify).toBeVisible();
      await expect(page.getByLabel(say('auth.mobileNo'))).toBeEditable();

      // Again, and on to the last step.
      await verify.click();
      await code.fill('123456');
      await next.click();
      const signUp = page.getByRole('button', { name: say('auth.register.signUp') });
      await expect(signUp).toBeVisible();
      await expect(page.getByLabel(say('auth.mobileNo'))).not.toBeEditable();
      await signUp.click();
      await expect(page.getByText(say('auth.error.passwordRequired'), { exact: true })).toBeVisible();
      await expect(page.getByText(say('auth.error.confirmPasswordRequired'), { exact: true })).toBeVisible();
      await expect(page.getByText(say('auth.error.nameRequired'), { exact: true })).toBeVisible();
      await page.getByLabel(say('auth.password'), { exact: true }).fill('Secret#2026');
      await page.getByLabel(say('auth.confirmPassword'), { exact: true }).fill('Secret#2027');
      await page.getByLabel(say('auth.register.name')).fill('Ama');
      await page.getByLabel(say('auth.register.email')).fill('ama@');
      await expect(page.getByText(say('auth.error.passwordMismatch'), { exact: true })).toBeVisible();
      await expect(page.getByText(say('auth.error.emailInvalid'), { exact: true })).toBeVisible();
      await page.getByLabel(say('auth.confirmPassword'), { exact: true }).fill('Secret#2026');
      await page.getByLabel(say('auth.register.email')).fill('');
      await expect(page.locator('[data-field-error]')).toHaveCount(0);

      // 409 and any other refusal: the server's message.
      await page.route('**/api/customer/userRegisteration*', (route) =>
        envelope(route, 409, 'This Mobile Number is already registered. Please login.'),
      );
      await signUp.click();
      await expect(toastText(page, say('apiMessage.numberTaken'))).toBeVisible();
      await page.route('**/api/customer/userRegisteration*', (route) => envelope(route, 500, 'Something went wrong'));
      await signUp.click();
      await expect(toastText(page, 'Something went wrong')).toBeVisible();
    });

    test('register: a code that was never sent cannot be resent', async ({ page }) => {
      await standInVerification(page);
      await page.route('**/api/customer/otp/send', (route) =>
        envelope(route, 429, 'Please wait 12 seconds before asking for another code.'),
      );
      await page.goto(`/${lang}/sign_up`);
      await page.getByLabel(say('auth.mobileNo')).fill(freshMobile());
      await page.getByRole('button', { name: say('auth.register.verifyPhone') }).click();
      await expect(toastText(page, say('apiMessage.otpWaitSeconds').replace('{{count}}', '12'))).toBeVisible();
      await page.getByRole('button', { name: say('auth.otp.resend') }).click();
      await expect(toastText(page, say('auth.otp.missingId'))).toBeVisible();
    });

    test('forgot password: the unknown number, then every step and its messages', async ({ page }) => {
      await standInVerification(page);
      await page.route('**/api/customer/getTokeByMobileForForgetPassword', (route) =>
        envelope(route, 404, 'This Mobile Number is not registered.'),
      );
      await page.goto(`/${lang}/forgot_password`);
      const send = page.getByRole('button', { name: say('auth.forgot.sendCode') });
      await send.click();
      await expect(page.getByText(say('auth.error.mobileRequired'), { exact: true })).toBeVisible();
      await page.getByLabel(say('auth.mobileNo')).fill(freshMobile());
      await send.click();
      await expect(toastText(page, say('apiMessage.notRegistered'))).toBeVisible();
      await page.unroute('**/api/customer/getTokeByMobileForForgetPassword');
      await standInVerification(page);
      await send.click();
      await expect(toastText(page, say('apiMessage.numberVerified'))).toBeVisible();
      await page.getByLabel(say('auth.otp.label')).fill('123456');
      await page.getByRole('button', { name: say('auth.otp.next') }).click();
      const save = page.getByRole('button', { name: say('auth.forgot.submit') });
      await save.click();
      await expect(page.getByText(say('auth.error.newPasswordRequired'), { exact: true })).toBeVisible();
      await page.getByLabel(say('auth.newPassword'), { exact: true }).fill('Secret#2026');
      await page.getByLabel(say('auth.confirmNewPassword')).fill('Secret#2025');
      await save.click();
      await expect(page.getByText(say('auth.error.newPasswordMismatch'), { exact: true })).toBeVisible();
      // The reset token goes as Authorization, with the phone proof.
      await page.getByLabel(say('auth.confirmNewPassword')).fill('Secret#2026');
      const request = page.waitForRequest('**/api/customer/forgotUpdatePassword');
      await page.route('**/api/customer/forgotUpdatePassword', (route) =>
        envelope(route, 200, 'Your password has been updated. Please login.'),
      );
      await save.click();
      const sent = await request;
      expect(sent.headers().authorization).toBe('reset-token');
      expect(sent.postDataJSON()).toEqual({ newPassword: 'Secret#2026', phoneProof: 'proof' });
      await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
      await expect(toastText(page, say('apiMessage.passwordUpdated'))).toBeVisible();
    });

    test('change password and my account: their messages', async ({ page }) => {
      await standInSession(page);
      await page.route('**/api/customer/changePassword', (route) =>
        envelope(route, 400, 'oldPassword: Old Password is not correct'),
      );
      await page.goto(`/${lang}/change_password`);
      const submit = page.getByRole('button', { name: say('account.password.submit') });
      await submit.click();
      await expect(page.getByText(say('auth.error.oldPasswordRequired'), { exact: true })).toBeVisible();
      await expect(page.getByText(say('auth.error.newPasswordRequired'), { exact: true })).toBeVisible();
      await page.getByLabel(say('account.password.old')).fill('wrong-old-password');
      await page.getByLabel(say('auth.newPassword'), { exact: true }).fill('Secret#2026');
      await page.getByLabel(say('auth.confirmNewPassword')).fill('Secret#2020');
      await expect(page.getByText(say('auth.error.newPasswordMismatch'), { exact: true })).toBeVisible();
      await page.getByLabel(say('auth.confirmNewPassword')).fill('Secret#2026');
      await submit.click();
      await expect(toastText(page, say('apiMessage.oldPasswordWrong'))).toBeVisible();

      await page.goto(`/${lang}/my_account`);
      await page.getByRole('button', { name: say('account.editToggle') }).click();
      await page.getByLabel(say('account.photo.drop')).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect(page.getByText(say('account.photo.unsupported'), { exact: true })).toBeVisible();
      await page.getByLabel(say('account.name')).fill('');
      await page.getByRole('button', { name: say('account.submit'), exact: true }).click();
      await expect(page.getByText(say('auth.error.nameRequired'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: say('common.cancel') }).click();
      await expect(page.getByRole('button', { name: say('account.submit'), exact: true })).toBeHidden();
    });

    test('wish list: the empty message', async ({ page }) => {
      await standInSession(page);
      await page.route('**/api/customer/getMyWishList', (route) =>
        envelope(route, 200, '', { rowCount: 0, userDetail: [] }),
      );
      await page.goto(`/${lang}/wish_list`);
      await expect(page.getByText(say('account.wish.empty'), { exact: true })).toBeVisible();
      if (lang === 'en') await expect(page.getByText('You have not any Liked Car!!!')).toBeVisible();
    });
  });
}

test('protected pages without a token open the login dialog; an expired token logs out with a message', async ({
  page,
}) => {
  for (const route of ['my_account', 'change_password', 'wish_list']) {
    await page.goto(`/en/${route}`);
    await expect(page.getByRole('dialog')).toContainText("You're not logging !!! Please Login First");
  }
  await signIn(page, 'revoked.or.expired');
  await page.goto('/en/wish_list');
  await expect(toastText(page, 'Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
});

test('the console build loads no Firebase or reCAPTCHA code', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await standInVerification(page);
  await page.goto('/en/sign_up');
  await page.getByLabel('Mobile Number').fill(freshMobile());
  await page.getByRole('button', { name: 'Verify Phone Number' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect.poll(() => loaded.some((url) => url.includes('/api/customer/otp/send'))).toBe(true);
  expect(loaded.filter((url) => /firebase|recaptcha|gstatic|googleapis/i.test(url))).toEqual([]);
});

test('axe: the account forms in their states', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'checked once, on the desktop');
  test.setTimeout(90_000);
  const check = async (state: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
  };
  await standInVerification(page);
  await page.goto('/fr/login');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await check('login with errors');
  await page.getByRole('button', { name: 'Indicatif pays' }).click();
  await page.getByRole('combobox').fill('b');
  await check('country list open');
  await page.goto('/en/sign_up');
  await page.getByLabel('Mobile Number').fill(freshMobile());
  await page.getByRole('button', { name: 'Verify Phone Number' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await check('code step with an error');
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await check('details step with errors');
  await standInSession(page);
  await page.route('**/api/customer/getMyWishList', (route) =>
    envelope(route, 200, 'Success', {
      rowCount: 1,
      userDetail: [
        {
          VehId: 1,
          Image_URL: null,
          MakerName: 'Toyota',
          ModelName: 'Corolla',
          BodyTypeName: 'Sedan',
          FuelType: null,
          VehManufYear: 2015,
        },
      ],
    }),
  );
  await page.goto('/en/my_account');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await check('profile editing');
  await page.goto('/en/wish_list');
  await page.waitForLoadState('networkidle');
  await check('wish list');
});

test("an importer's login goes to the home page (SPEC.md §4)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one real importer login is enough');
  await page.goto('/en/login');
  await page.getByText('Importer', { exact: true }).click();
  await page.getByLabel('Mobile Number').fill('97000002');
  await page.getByLabel('Password', { exact: true }).fill('Importer#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
