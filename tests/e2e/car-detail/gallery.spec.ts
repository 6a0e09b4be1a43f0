import { expect, test } from '../fixtures.ts';
import { findCar, openCar, picturesOnly } from './detail-helpers.ts';

test('the detail is fetched once, by the early script, and its main picture is the first image requested', async ({
  page,
  request,
}) => {
  const { car, images } = await findCar(request, picturesOnly);
  const detailCalls: string[] = [];
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/customer/V2/getAllCar') && r.postData()?.includes(`"VehicalId":${car.Id}`))
      detailCalls.push(r.url());
    if (r.url().includes('/media/photo/')) pictures.push(new URL(r.url()).pathname);
  });
  await openCar(page, car.Id);
  await expect(page.locator('car-gallery [data-thumbs] img')).toHaveCount(images.length);
  expect(detailCalls).toHaveLength(1);
  // One picture in the main view: the medium size or the full one, as the srcset gives for the screen.
  const main = page.locator('car-gallery [data-stage] img');
  await expect(main).toHaveAttribute('src', `/media/photo/medium/${images[0]?.URL}`);
  await expect(main).toHaveAttribute(
    'srcset',
    `/media/photo/medium/${images[0]?.URL} 720w, /media/photo/${images[0]?.URL} 1200w`,
  );
  const shown = await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect([`/media/photo/medium/${images[0]?.URL}`, `/media/photo/${images[0]?.URL}`]).toContain(shown);
  expect(pictures[0]).toBe(shown);
});

test.describe('car detail gallery (SPEC.md §2, §9)', () => {
  test('shows the main picture, the thumbnails and names the car in the title', async ({ page, request }) => {
    const { car, images } = await findCar(request, picturesOnly);
    await openCar(page, car.Id);
    await expect(page).toHaveTitle(`${car.MakerName} ${car.ModelName} ${car.VehManufYear} | AutoImport`);
    const main = page.locator('car-gallery [data-stage] img');
    await expect(main).toHaveAttribute('src', `/media/photo/medium/${images[0]?.URL}`);
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
