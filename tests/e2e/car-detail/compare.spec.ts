import { apiSearch } from '../catalog/catalog-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { apiDetail, listedIds, openCar } from './detail-helpers.ts';

const nameOf = (car: { MakerName: string; ModelName: string }) =>
  new RegExp(`${car.MakerName} ${car.ModelName}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('Compare Car tab (SPEC.md §2, §4, §5)', () => {
  test('refuses without a second car and with the same car, compares two cars and resets with Select Car', async ({
    page,
    request,
  }) => {
    const [firstId, otherId] = await listedIds(request, 2, 6);
    const first = (await apiDetail(request, firstId!)).car;
    const other = (await apiDetail(request, otherId!)).car;
    await openCar(page, first.Id);
    await page.getByRole('tab', { name: 'Compare Car' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Compare Car' });
    await expect(panel.locator('[data-compare-card="first"]')).toContainText(first.ModelName);
    await expect(panel.getByRole('heading', { name: 'Overview' })).toBeVisible();

    await panel.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByText('Please select a second car.')).toBeVisible();
    await expect(panel.locator('[data-comparison]')).toHaveCount(0);

    // The same car as the first one.
    await panel.getByRole('button', { name: 'Select Car' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Car' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Select', exact: true })).toBeDisabled();
    await dialog
      .getByRole('radio', { name: nameOf(first) })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByText('This is the same car: please choose another one to compare.')).toBeVisible();
    await expect(panel.locator('[data-comparison]')).toHaveCount(0);

    // Another car.
    await panel.locator('[data-compare-card="second"]').getByRole('button', { name: 'Select Car' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Page 1 of')).toBeVisible();
    await dialog
      .getByRole('radio', { name: nameOf(other) })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    const second = panel.locator('[data-compare-card="second"]');
    await expect(second).toContainText(other.ModelName);
    await expect(second.getByRole('link', { name: 'Contact Importer' })).toHaveAttribute(
      'href',
      `/en/dealer_account?dealerId=${other.DealerId}&vehicalId=${other.Id}&vehId=${first.Id}`,
    );
    await panel.getByRole('button', { name: 'Compare', exact: true }).click();
    const table = panel.locator('[data-comparison]');
    await expect(table).toBeVisible();
    await expect(table.locator('[data-compare-row]')).toHaveCount(10);
    await expect(table.locator('thead th')).toHaveText([
      'Feature',
      `${first.MakerName} ${first.ModelName}`,
      `${other.MakerName} ${other.ModelName}`,
    ]);
    await expect(table.locator('[data-compare-row="year"] td')).toHaveText([
      String(first.VehManufYear),
      String(other.VehManufYear),
    ]);
    // Every equipment item but ids 35 and 30.
    await expect(table.locator('[data-compare-equipment="1"]')).toBeVisible();
    await expect(table.locator('[data-compare-equipment="35"]')).toHaveCount(0);
    await expect(table.locator('[data-compare-equipment="30"]')).toHaveCount(0);
    const standard = await (await request.get('/api/open/getMasters/10/70')).json();
    const optional = await (await request.get('/api/open/getMasters/20/70')).json();
    await expect(table.locator('[data-compare-equipment]')).toHaveCount(
      standard.data.userDetail.length + optional.data.userDetail.length - 2,
    );

    // 'Select Car' on the second card goes back to selection.
    await second.getByRole('button', { name: 'Select Car' }).click();
    await expect(dialog).toBeVisible();
    await expect(table).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.locator('[data-compare-card="empty"]')).toBeVisible();
  });

  test("the car list's plus button preselects the second car", async ({ page, request }) => {
    const [firstId, otherId] = await listedIds(request, 2, 8);
    const other = (await apiDetail(request, otherId!)).car;
    await page.addInitScript((id) => localStorage.setItem('compareCarId', String(id)), otherId!);
    await openCar(page, firstId!);
    await page.getByRole('tab', { name: 'Compare Car' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Compare Car' });
    await expect(panel.locator('[data-compare-card="second"]')).toContainText(other.ModelName);
    await panel.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(panel.locator('[data-comparison]')).toBeVisible();
  });
});

test.describe('Select Car on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the screen without sideways scrolling, and finds a car by search', async ({ page, request }) => {
    const [firstId, otherId] = await listedIds(request, 2, 30);
    const other = (await apiDetail(request, otherId!)).car;
    const text = `${other.MakerName} ${other.ModelName} ${other.VehManufYear}`;
    const found = await apiSearch(request, text, { take: 10, skip: 0 });
    await openCar(page, firstId!, 'fr');
    await page.getByRole('tab', { name: 'Comparer' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Comparer' });
    await panel.getByRole('button', { name: 'Choisir une voiture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choisir une voiture' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();

    // The dialog inside the screen, its list not scrolling sideways, and no row or control past its edge.
    const overflow = () =>
      dialog.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const list = node.querySelector('[data-select-car-list]');
        const outside = [...node.querySelectorAll('li, label, input, button, select')].filter(
          (el) => el.getBoundingClientRect().right > box.right + 0.5,
        );
        return {
          fitsScreen: box.left >= 0 && box.right <= window.innerWidth,
          sideways: !list || list.scrollWidth > list.clientWidth,
          outside: outside.length,
        };
      });
    expect(await overflow()).toEqual({ fitsScreen: true, sideways: false, outside: 0 });

    await dialog.getByRole('searchbox', { name: 'Rechercher des voitures' }).fill(text);
    await expect(dialog.locator('[data-select-car-count]')).toHaveText(`Voitures trouvées : ${found.rowCount}`);
    await expect(dialog.getByRole('radio')).toHaveCount(found.detail.length);
    await expect(dialog.getByRole('radio', { name: nameOf(other) }).first()).toBeVisible();
    expect(await overflow()).toEqual({ fitsScreen: true, sideways: false, outside: 0 });
    await dialog
      .getByRole('radio', { name: nameOf(other) })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Choisir', exact: true }).click();
    await expect(panel.locator('[data-compare-card="second"]')).toContainText(other.ModelName);
  });
});
