/**
 * A new customer's whole journey, as they would do it: register with the code from the SMS outbox,
 * log in, like two cars, find them on the wish list, remove them, edit the profile with a photo,
 * change the password, log out and log in with the new password.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import { openNav } from '../site/site-helpers.ts';
import { codeFromOutbox, freshMobile, registerThroughApi, toastText, tokenFor } from './account-helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** A small generated PNG to upload as the profile photo. */
function photoPng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
}

async function logIn(page: Page, mobileNo: string, password: string) {
  await page.goto('/en/login');
  await page.getByLabel('Mobile Number').fill(mobileNo);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
}

test('register, log in, like cars, wish list, profile with photo, change password, log in again', async ({
  page,
  request,
}, testInfo) => {
  const mobileNo = freshMobile();
  const password = 'Premier#2026';
  const newPassword = 'Second#2026!';

  // Register: number, code, details.
  await page.goto('/en/sign_up');
  await expect(page.getByRole('button', { name: 'Country Code' })).toContainText('+229');
  await page.getByLabel('Mobile Number').fill(mobileNo);
  await page.getByRole('button', { name: 'Verify Phone Number' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Country Code' })).toBeDisabled();
  await code.fill(await codeFromOutbox(request, mobileNo));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('Name').fill('Afi Mensah');
  await page.getByLabel('E-mail (optional)').fill('afi@example.com');
  await page.getByLabel('Address (optional)').fill('Akpakpa, Cotonou');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(toastText(page, 'Registered Successfully. Please login.')).toBeVisible();

  // Log in.
  await logIn(page, mobileNo, password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Like two cars (through the API, as the car pages do).
  const list = await request.post('/api/customer/V2/getAllCar', {
    // Each project likes its own cars, so the desktop and phone runs do not touch the same ones.
    data: {
      take: 2,
      skip: testInfo.project.name === 'mobile' ? 2 : 0,
      VehicalId: 0,
      sortString: '0',
      filterString: '',
    },
  });
  const cars = ((await list.json()) as { data: { carList: { Id: number; MakerName: string; ModelName: string }[] } })
    .data.carList;
  expect(cars).toHaveLength(2);
  for (const car of cars) {
    const liked = await request.get(`/api/customer/saveCarWishlist/${car.Id}/1`, {
      headers: { authorization: token ?? '' },
    });
    expect(liked.status()).toBe(200);
  }

  // Both on the wish list; the heart removes one, then the other.
  await page.goto('/en/wish_list');
  await expect(page.getByText('Liked cars: 2')).toBeVisible();
  const [first, second] = cars as [(typeof cars)[0], (typeof cars)[0]];
  for (const car of cars) {
    await expect(page.getByRole('link', { name: `View Car ${car.MakerName} ${car.ModelName}` })).toHaveAttribute(
      'href',
      `/en/carDetail?id=${car.Id}`,
    );
  }
  await page.getByRole('button', { name: `Remove ${first.MakerName} ${first.ModelName} from your wish list` }).click();
  await expect(toastText(page, 'Car removed from your wish list')).toBeVisible();
  await expect(page.getByText('Liked cars: 1')).toBeVisible();
  await expect(page.getByRole('link', { name: `View Car ${second.MakerName} ${second.ModelName}` })).toBeVisible();
  await page
    .getByRole('button', { name: `Remove ${second.MakerName} ${second.ModelName} from your wish list` })
    .click();
  await expect(page.getByText('You have not liked any cars yet.')).toBeVisible();

  // Profile: edit with a photo; back to view mode with the new name, photo in the page and in the nav.
  await page.goto('/en/my_account');
  await expect(page.getByRole('heading', { name: 'Afi Mensah' })).toBeVisible();
  await expect(page.getByText('afi@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await page.getByLabel('Name').fill('Afi Mensah-Kodjo');
  await page.getByLabel('Drop a photo here or choose one').setInputFiles({
    name: 'afi.png',
    mimeType: 'image/png',
    buffer: await photoPng(),
  });
  await expect(page.getByText('Chosen: afi.png')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(toastText(page, 'Profile Updated Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Afi Mensah-Kodjo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeHidden();
  await expect(page.locator('img[data-account-avatar]')).toHaveAttribute(
    'src',
    /\/media\/other\/thumb\/[a-f0-9]{32}\.webp$/,
  );
  await expect(page.locator('img[data-avatar]')).toHaveAttribute('src', /\/media\/other\/thumb\/[a-f0-9]{32}\.webp$/);

  // Change the password.
  await page.goto('/en/change_password');
  await page.getByLabel('Old Password').fill(password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toastText(page, 'Password Changed Successfully')).toBeVisible();

  // Log out through the nav, and in again with the new password.
  await openNav(page);
  await page.locator('button[aria-controls="profile-menu"]').click();
  await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await logIn(page, mobileNo, newPassword);
});

test('forgot password end to end: code from the outbox, new password, log in with it', async ({ page, request }) => {
  const mobileNo = freshMobile();
  const resendAfter = await registerThroughApi(request, { mobileNo, password: 'Oublie#2026', name: 'Kossi Agbo' });
  // One SMS per number per cool-down: the reset's code may only go once the registration's is over.
  const coolDownEnds = Date.now() + resendAfter * 1000;

  await page.goto('/fr/forgot_password');
  await page.getByLabel('Numéro de mobile').fill(mobileNo);
  await page.waitForTimeout(Math.max(0, coolDownEnds - Date.now()));
  await page.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(toastText(page, 'Numéro de mobile vérifié.')).toBeVisible();
  const code = page.getByLabel('Code de vérification');
  await expect(code).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
      return ((await response.json()) as { data: unknown[] }).data.length;
    })
    .toBe(2);
  await code.fill(await codeFromOutbox(request, mobileNo));
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau#2026');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau#2026');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(toastText(page, 'Votre mot de passe a été mis à jour. Veuillez vous connecter.')).toBeVisible();
  expect(await tokenFor(request, mobileNo, 'Nouveau#2026')).toBeTruthy();
  const old = await request.post('/api/customer/userLogin', {
    data: { mobileNo, countryCode: '+229', password: 'Oublie#2026' },
  });
  expect(old.status()).toBe(401);
});
