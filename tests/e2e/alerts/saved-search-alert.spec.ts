/**
 * Issue 23 in the browser, en and fr, at 375 and 1280 px: a buyer saves the car list's search, an
 * importer publishes a matching car (the importer API), the buyer's message (the development outbox,
 * read as the OTP tests read it) links to a list that shows that car first, and its stop link pauses
 * the alert, which My Account then shows; there the buyer chooses WhatsApp for alerts, kept after a reload.
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../src/server/seed/reference-data.ts';
import { expect, test } from '../fixtures.ts';
import { freshMobile, registerThroughApi, tokenFor, type Lang } from '../accounts/account-helpers.ts';
import { say } from '../studio/studio-helpers.ts';
import { signIn } from '../site/site-helpers.ts';

async function importerToken(request: APIRequestContext): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'importer')!;
  const response = await request.post('/api/customer/userLogin', {
    data: { mobileNo: account.mobileNo, countryCode: account.countryCode, password: account.password, roleType: 10 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const body = (await (await request.get(path)).json()) as { data: { userDetail: { Id: number }[] } };
  return body.data.userDetail.find((item) => item.Id > 0)!.Id;
}

async function outboxTexts(request: APIRequestContext, mobileNo: string): Promise<string[]> {
  const response = await request.get(`/api/dev/sms-outbox?to=%2B229${mobileNo}`);
  return ((await response.json()) as { data: { text: string; code: string }[] }).data
    .filter((m) => m.code === '')
    .map((m) => m.text);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test(`a saved search tells the buyer of a matching car, its stop link stops it, price drops pause apart (${lang})`, async ({
    page,
    request,
  }) => {
    // Sign-up, six pages and a digest run: a long journey on a busy machine.
    test.slow();
    const buyer = { mobileNo: freshMobile(), password: 'Buyer#2026', name: 'Alert Buyer' };
    await registerThroughApi(request, buyer);
    await signIn(page, await tokenFor(request, buyer.mobileNo, buyer.password));
    const brandId = await firstId(request, '/api/open/getMasters/0/10');
    const modelId = await firstId(request, `/api/open/getMasters/${brandId}/20`);
    const bodyTypeId = await firstId(request, '/api/open/getMasters/0/120');

    // The buyer saves the list of that brand and body type.
    await page.goto(`/${lang}/car_list?brand=${brandId}&body=${bodyTypeId}`);
    await expect(page.locator('[data-catalog-ready]')).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'catalog.saveSearch.button') }).click();
    await expect(page.getByText(say(lang, 'apiMessage.searchSaved'))).toBeVisible();

    // The importer publishes a matching car.
    const added = await request.post('/api/importer/addCar', {
      headers: { authorization: await importerToken(request) },
      data: {
        MakerId: brandId,
        ModelId: modelId,
        BodyTypeId: bodyTypeId,
        FuelTypeId: 1,
        TransmissionId: 1,
        CityId: 1,
        VinNum: `ALERT${Date.now()}`.slice(0, 17),
        VehManufYear: 2021,
        VehKmsDriven: 12000,
        Price: 9_000_000,
        Condition: 0,
        Standard_equipment: [],
        Optional_equipment: [],
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const carId = ((await added.json()) as { data: { Id: number } }).data.Id;

    // The alert job runs at noon (Benin): the digest goes out (a run the server made itself may have sent it).
    const noon = new Date();
    noon.setUTCHours(11, 0, 0, 0);
    expect((await request.post('/api/dev/alerts/run', { data: { at: noon.toISOString() } })).status()).toBe(200);
    let text = '';
    await expect
      .poll(async () => (text = (await outboxTexts(request, buyer.mobileNo))[0] ?? ''), { timeout: 10_000 })
      .toContain(`/${lang}/car_list?brand=${brandId}&body=${bodyTypeId}`);
    expect(await outboxTexts(request, buyer.mobileNo)).toHaveLength(1);

    // Its link shows the list with the new car among the newest (the other language's test, running at
    // the same time, may have added one more).
    const listUrl = /(http\S+\/car_list\?\S+)/.exec(text)![1]!;
    await page.goto(listUrl);
    const newest = page.locator('[data-car-grid] a[href*="carDetail"]');
    await expect
      .poll(() => newest.evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href'))))
      .toContain(`/${lang}/carDetail?id=${carId}`);

    // The stop link pauses the alert without asking for anything; My Account shows it paused.
    const stopUrl = /(http\S+\/alert_stop\?t=\S+)/.exec(text)![1]!;
    await page.goto(stopUrl);
    const stopped = say(lang, 'alertStop.stopped', { name: 'NAME' })
      .replace(/[.*+?^$()[\]\\|]/g, '\\$&')
      .replace('NAME', '.+');
    await expect(page.locator('[data-alert-stop="done"]')).toContainText(new RegExp(stopped));
    await expect(page.locator('[data-alert-stop="done"] button')).toHaveText(say(lang, 'alertStop.resume'));
    await page.goto(`/${lang}/my_account`);
    await expect(page.locator('[data-saved-search-state]').first()).toHaveText(say(lang, 'account.alerts.paused'));

    // Renaming to nothing is said under the field in the page's language; a name is saved.
    const row = page.locator('[data-saved-search]').first();
    await row.getByRole('button', { name: say(lang, 'account.alerts.rename') }).click();
    const nameField = row.getByLabel(say(lang, 'account.alerts.nameLabel'));
    await nameField.fill('  ');
    await row.getByRole('button', { name: say(lang, 'account.alerts.save'), exact: true }).click();
    await expect(row.getByRole('alert')).toHaveText(say(lang, 'account.alerts.nameRequired'));
    await nameField.fill('Hilux diesel');
    await row.getByRole('button', { name: say(lang, 'account.alerts.save'), exact: true }).click();
    await expect(row.locator('[data-saved-search-open]')).toHaveText('Hilux diesel');
    // On a phone the rename's top-centre toast lies over the channel's radios: the buyer waits the
    // 2 s it stays before tapping what is under it (a tap while it slid away once went to neither).
    const renamed = page.getByText(say(lang, 'apiMessage.savedSearchRenamed'));
    await expect(renamed).toBeVisible();
    await expect(renamed).toBeHidden();

    // The buyer has the next alerts sent by WhatsApp; the choice is kept.
    const whatsApp = page.getByRole('radio', { name: say(lang, 'account.alerts.channel.whatsapp') });
    await expect(page.getByRole('radio', { name: say(lang, 'account.alerts.channel.sms') })).toBeChecked();
    await whatsApp.check();
    await expect(page.getByText(say(lang, 'apiMessage.alertChannelSaved'))).toBeVisible();
    await page.reload();
    await expect(whatsApp).toBeChecked();

    // Price drops of liked cars pause apart from the saved search, and the toast says which was paused.
    const drops = page.locator('[data-price-drop-alert]');
    await expect(drops.locator('[data-price-drop-state]')).toHaveText(say(lang, 'account.alerts.active'));
    await drops.getByRole('button', { name: say(lang, 'account.alerts.pause') }).click();
    await expect(page.getByText(say(lang, 'apiMessage.priceDropsPaused'))).toBeVisible();
    await expect(drops.locator('[data-price-drop-state]')).toHaveText(say(lang, 'account.alerts.paused'));
  });
}
