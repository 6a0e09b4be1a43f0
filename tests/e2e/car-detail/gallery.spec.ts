import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { findCar, openCar, picturesOnly } from './detail-helpers.ts';

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Pathnames of the pictures and media-by-id requests the page makes (thumbnails left out). */
function mainPictureRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/media/car/') || (path.startsWith('/media/photo/') && !path.startsWith('/media/photo/thumb/')))
      requested.push(path);
  });
  return requested;
}

test('the detail is fetched once, by the early script, and the main picture once, by car id, side by side', async ({
  page,
  request,
}) => {
  const { car, images } = await findCar(request, picturesOnly);
  const errors = collectErrors(page);
  const detailCalls: string[] = [];
  const pictures = mainPictureRequests(page);
  page.on('request', (r) => {
    if (
      new URL(r.url()).pathname.endsWith('/api/customer/V2/getAllCar') &&
      r.postData()?.includes(`"VehicalId":${car.Id}`)
    )
      detailCalls.push(r.url());
  });
  await openCar(page, car.Id);
  await expect(page.locator('car-gallery [data-thumbs] img')).toHaveCount(images.length);
  expect(detailCalls).toHaveLength(1);
  // One picture in the main view: the medium size or the full one by car id, as the srcset gives for the screen.
  const byId = { medium: `/media/car/${car.Id}/medium`, full: `/media/car/${car.Id}/full` };
  const main = page.locator('car-gallery [data-stage] img');
  await expect(main).toHaveAttribute('src', byId.medium);
  await expect(main).toHaveAttribute('srcset', `${byId.medium} 720w, ${byId.full} 1200w`);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(main).toBeVisible();
  const shown = await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect([byId.medium, byId.full]).toContain(shown);
  // The page preloaded it with the same srcset and sizes, before the detail named any file.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', `${byId.medium} 720w, ${byId.full} 1200w`);
  await expect(preload).toHaveAttribute('imagesizes', (await main.getAttribute('sizes')) ?? '');
  // Downloaded once: neither a second time by id nor by its file name.
  await page.waitForLoadState('networkidle');
  expect(pictures).toEqual([shown]);
  expect(pictures.some((path) => path.includes(images[0]?.URL ?? '-'))).toBe(false);
  expect(errors).toEqual([]);
});

test.describe('a phone at 2x', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

  test('gets the medium picture by id, requested once, and shows it', async ({ page, request }) => {
    const { car } = await findCar(request, picturesOnly);
    const errors = collectErrors(page);
    const pictures = mainPictureRequests(page);
    await openCar(page, car.Id);
    const main = page.locator('car-gallery [data-stage] img');
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toBe(`/media/car/${car.Id}/medium`);
    await expect(main).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pictures).toEqual([`/media/car/${car.Id}/medium`]);
    expect(errors).toEqual([]);
  });
});

test.describe('a small phone (360 × 640)', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  test.skip(({ isMobile }) => !isMobile, 'a phone: the mobile project');

  test('the page stays put at load and as pictures move; the strip scrolls to the current one', async ({
    page,
    request,
  }) => {
    const { car, images } = await findCar(request, (detail) => detail.images.length >= 5);
    await openCar(page, car.Id);
    const buttons = page.locator('car-gallery [data-thumbs] button');
    await expect(buttons).toHaveCount(images.length);
    await expect(page.locator('[data-counter]')).toHaveText(`1 / ${images.length}`);
    // The thumbnails start below this screen's fold: filling them must not scroll the window down to them.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Previous wraps to the last picture: its thumbnail, out of the strip's view, is scrolled into it.
    await page.locator('car-gallery').getByRole('button', { name: 'Previous' }).click();
    await expect(page.locator('[data-counter]')).toHaveText(`${images.length} / ${images.length}`);
    await expect(buttons.last()).toHaveAttribute('aria-current', 'true');
    const lastInStrip = () =>
      page.locator('car-gallery [data-thumbs]').evaluate((strip) => {
        const box = strip.getBoundingClientRect();
        const last = strip.lastElementChild?.getBoundingClientRect();
        return !!last && last.left >= box.left - 1 && last.right <= box.right + 1;
      });
    await expect.poll(lastInStrip).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('car detail gallery (SPEC.md §2, §9)', () => {
  test('shows the main picture, the thumbnails and names the car in the title', async ({ page, request }) => {
    const { car, images } = await findCar(request, picturesOnly);
    await openCar(page, car.Id);
    await expect(page).toHaveTitle(`${car.MakerName} ${car.ModelName} ${car.VehManufYear} | AutoImport`);
    const main = page.locator('car-gallery [data-stage] img');
    await expect(main).toHaveAttribute('src', `/media/car/${car.Id}/medium`);
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const thumbs = page.locator('car-gallery [data-thumbs] img');
    await expect(thumbs).toHaveCount(images.length);
    await expect(thumbs.first()).toHaveAttribute('src', `/media/photo/thumb/${images[0]?.URL}`);
    await expect(page.locator('[data-counter]')).toHaveText(`1 / ${images.length}`);

    // A thumbnail shows its picture; previous wraps around.
    await page.locator('car-gallery [data-thumbs] button').nth(2).click();
    await expect(main).toHaveAttribute('src', `/media/photo/medium/${images[2]?.URL}`);
    await expect(page.locator('car-gallery [data-thumbs] button').nth(2)).toHaveAttribute('aria-current', 'true');
    await page.locator('car-gallery').getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('[data-counter]')).toHaveText(`${images.length === 3 ? 1 : 4} / ${images.length}`);
    // Back to the first picture: by id again, from the cache.
    await page.locator('car-gallery [data-thumbs] button').first().click();
    await expect(main).toHaveAttribute('src', `/media/car/${car.Id}/medium`);
  });

  test('main view: 400 px tall on desktop, 600 px under 800 px wide; thumbnails in 3 columns', async ({
    page,
    request,
  }) => {
    const { car } = await findCar(request, picturesOnly);
    await openCar(page, car.Id);
    const frame = page.locator('car-gallery .gallery-frame');
    const width = page.viewportSize()?.width ?? 0;
    expect((await frame.boundingBox())?.height).toBe(width < 800 ? 600 : 400);
    const strip = await page.locator('car-gallery [data-thumbs]').boundingBox();
    const thumb = await page.locator('car-gallery [data-thumbs] li').first().boundingBox();
    expect(Math.round((strip?.width ?? 0) / (thumb?.width ?? 1))).toBe(3);
  });
});

test.describe('lightbox', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 400, 'previews are disabled under 400 px (SPEC.md §9)');

  test('opens on the picture, moves with arrows and keys, zooms in steps, closes with Escape', async ({
    page,
    request,
  }) => {
    const { car, images } = await findCar(request, picturesOnly);
    await openCar(page, car.Id);
    await page.getByRole('button', { name: 'View full screen' }).click();
    const lightbox = page.locator('.pswp');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.pswp__counter')).toHaveText(`1 / ${images.length}`);
    // Keys work once the opening animation is over.
    await expect(page.locator('car-gallery')).toHaveAttribute('data-lightbox', 'open');

    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('.pswp__counter')).toHaveText(`2 / ${images.length}`);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expect(lightbox.locator('.pswp__counter')).toHaveText(`3 / ${images.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.locator('.pswp__counter')).toHaveText(`2 / ${images.length}`);

    // Zoom: out to 0.5 of the fitted size at most, in to 2 at most, 0.1 a step.
    const zoomOut = lightbox.getByRole('button', { name: 'Zoom out' });
    const zoomIn = lightbox.getByRole('button', { name: 'Zoom in' });
    const relative = () =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>(
          '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)',
        );
        if (!img) return 0;
        const frame = document.querySelector('.pswp')!.getBoundingClientRect();
        const fit = Math.min(frame.width / img.naturalWidth, frame.height / img.naturalHeight, 1);
        return Math.round((img.getBoundingClientRect().width / img.naturalWidth / fit) * 10) / 10;
      });
    for (let i = 0; i < 6; i += 1) await zoomOut.click({ force: true });
    await expect.poll(relative).toBe(0.5);
    await expect(zoomOut).toBeDisabled();
    await zoomIn.click();
    await expect.poll(relative).toBe(0.6);
    for (let i = 0; i < 16; i += 1) await zoomIn.click({ force: true });
    await expect.poll(relative).toBe(2);
    await expect(zoomIn).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(page.locator('car-gallery')).not.toHaveAttribute('data-lightbox', /./);
    // The main view follows the picture the lightbox closed on.
    await expect(page.locator('[data-counter]')).toHaveText(`2 / ${images.length}`);
  });
});

test.describe('phone gallery', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 400, 'phones under 400 px');

  test('no lightbox under 400 px; a swipe moves the main view', async ({ page, request }) => {
    const { car, images } = await findCar(request, picturesOnly);
    await openCar(page, car.Id);
    await expect(page.getByRole('button', { name: 'View full screen' })).toHaveCount(0);
    const stage = page.locator('car-gallery [data-stage]');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: from, clientY: y, isPrimary: true });
      await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: to, clientY: y + 5, isPrimary: true });
    };
    await swipe(box.x + box.width - 30, box.x + 30);
    await expect(page.locator('[data-counter]')).toHaveText(`2 / ${images.length}`);
    await swipe(box.x + 30, box.x + box.width - 30);
    await expect(page.locator('[data-counter]')).toHaveText(`1 / ${images.length}`);
    // A short or vertical move is not a swipe.
    await swipe(box.x + 100, box.x + 80);
    await expect(page.locator('[data-counter]')).toHaveText(`1 / ${images.length}`);
  });
});

test('a car whose first medium is a video shows the video first, paints no picture, and logs no error', async ({
  page,
  request,
}) => {
  const { car, images } = await findCar(request, (detail) => detail.images.some((image) => image.Type !== 'I'));
  const video = images.find((image) => image.Type !== 'I')!;
  const reordered = [video, ...images.filter((image) => image !== video)];
  // The seed puts videos last; an importer may put one first.
  await page.route('**/api/customer/V2/getAllCar*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { images: unknown[] } };
    body.data.images = reordered;
    await route.fulfill({ response, json: body });
  });
  const errors = collectErrors(page);
  await openCar(page, car.Id);
  const stage = page.locator('car-gallery [data-stage]');
  await expect(stage.locator('video')).toBeVisible();
  await expect(stage.locator('video source')).toHaveAttribute('src', `/media/video/${video.URL}`);
  await expect(stage.locator('img')).toHaveCount(0);
  await expect(page.locator('[data-counter]')).toHaveText(`1 / ${images.length}`);
  // The first picture (second item) comes by id: what the page preloaded.
  await page.locator('car-gallery [data-thumbs] button').nth(1).click();
  await expect(stage.locator('img')).toHaveAttribute('src', `/media/car/${car.Id}/medium`);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a car without any picture or video shows the no-media message and logs no error', async ({ page, request }) => {
  const { car } = await findCar(request, picturesOnly);
  await page.route('**/api/customer/V2/getAllCar*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { images: unknown[] } };
    body.data.images = [];
    await route.fulfill({ response, json: body });
  });
  // What the server answers by id for a published car without a picture (tests/api/media/car-picture.test.ts).
  const byId: string[] = [];
  await page.route('**/media/car/**', (route) => {
    byId.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 204, headers: { 'cache-control': 'no-store' } });
  });
  const errors = collectErrors(page);
  await openCar(page, car.Id);
  const stage = page.locator('car-gallery [data-stage]');
  await expect(stage).toContainText('No photos of this car yet');
  await expect(stage.locator('img, video')).toHaveCount(0);
  await expect(page.locator('car-gallery [data-thumbs] li')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(byId).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a video shows as a video in the main view', async ({ page, request }) => {
  const { car, images } = await findCar(request, (detail) => detail.images.some((image) => image.Type !== 'I'));
  const index = images.findIndex((image) => image.Type !== 'I');
  await openCar(page, car.Id);
  await page.locator('car-gallery [data-thumbs] button').nth(index).click();
  const video = page.locator('car-gallery [data-stage] video');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', `/media/video/${images[index]?.URL}`);
  await expect(page.locator('car-gallery [data-thumbs] button').nth(index)).toContainText('Video');
});

test("on a video the counter stays clear of the video's controls (seek bar at the bottom)", async ({
  page,
  request,
}) => {
  const { car, images } = await findCar(request, (detail) => detail.images.some((image) => image.Type !== 'I'));
  const index = images.findIndex((image) => image.Type !== 'I');
  await openCar(page, car.Id);
  await page.locator('car-gallery [data-thumbs] button').nth(index).click();
  const video = page.locator('car-gallery [data-stage] video');
  await expect(video).toBeVisible();
  const counter = page.locator('car-gallery [data-counter]');
  await expect(counter).toHaveText(`${index + 1} / ${images.length}`);
  const frame = (await video.boundingBox())!;
  const box = (await counter.boundingBox())!;
  // Chromium draws the controls (seek bar, play, time) in the video's bottom 56 px or so.
  expect(box.y + box.height).toBeLessThan(frame.y + frame.height - 60);
});
