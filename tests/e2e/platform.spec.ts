import { expect, test } from './fixtures.ts';

test('the home page answers with the site shell', async ({ page }) => {
  const response = await page.goto('/en/home');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
});

test('the root redirects to the English home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/home\/?$/);
});

test('a seeded car picture is served as an image', async ({ request }) => {
  const list = await request.post('/api/customer/V2/getAllCar', {
    data: { take: 50, skip: 0, VehicalId: 0, sortString: '0', filterString: '' },
  });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { carList: { Main_Image_Url: string | null }[] } };
  // Every seeded car has pictures; a car an importer test has just added may have none yet.
  const file = data.carList.find((car) => car.Main_Image_Url)?.Main_Image_Url;
  expect(file).toBeTruthy();
  const picture = await request.get(`/media/photo/thumb/${file}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});
