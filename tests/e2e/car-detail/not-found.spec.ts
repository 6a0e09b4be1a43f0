import { expect, test } from '../fixtures.ts';
import { listedIds } from './detail-helpers.ts';

test.describe('unknown or missing car (ours: never an empty page)', () => {
  for (const search of ['?id=999999', '?id=abc', '']) {
    test(`carDetail${search || ' without id'} says the car is not available and links to the car list`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const byId: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/media/car/')) byId.push(response.status());
      });
      await page.goto(`/en/carDetail${search}`);
      const heading = page.getByRole('heading', { level: 1, name: 'This car is not available' });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page).toHaveTitle('This car is not available | AutoImport');
      await expect(page.locator('car-gallery')).toBeHidden();
      await page.waitForLoadState('networkidle');
      if (search === '?id=999999') {
        // A well-formed id: the picture was asked for by id with the detail, and both answered 404 (the
        // browser logs each; nothing else is logged).
        expect(byId).toEqual([404]);
        expect(errors).toEqual(
          Array(2).fill('Failed to load resource: the server responded with a status of 404 (Not Found)'),
        );
      } else {
        // An id the page rejects: nothing is asked for, nothing is logged.
        expect(byId).toEqual([]);
        expect(errors).toEqual([]);
      }
      await page.getByRole('link', { name: 'See all our cars' }).click();
      await expect(page).toHaveURL(/\/en\/car_list$/);
    });
  }

  test('a failing API gets a readable error and Try again', async ({ page, request }) => {
    const [id] = await listedIds(request, 1, 16);
    let fail = true;
    await page.route('**/api/customer/V2/getAllCar*', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"status":503,"message":"Service unavailable","data":null}',
          })
        : route.fallback(),
    );
    await page.goto(`/en/carDetail?id=${id}`);
    await expect(page.getByRole('heading', { name: 'We could not load this car' })).toBeVisible();
    await expect(page.getByText('Service unavailable')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`[data-car-summary="${id}"]`)).toBeVisible();
  });
});
