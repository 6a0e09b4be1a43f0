/**
 * The home grid's pictures past its first rows load as its box scrolls near them (held-pictures.ts), not all
 * twelve during the page's load: Chromium's lazy loading fetches far ahead inside a scroll box.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { grid } from './catalog-helpers.ts';

const picture = (card: Locator) => card.locator('img').first();

/** The pictures the page asked for, from its first request on. */
function pictureRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const shown = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.getBoundingClientRect().width > 0);

test.skip(({ isMobile }) => !isMobile, "a phone's width is what these are about: the mobile project runs them");

test.describe('home grid pictures (phone)', () => {
  test('the first rows show at once; the last of the first twelve loads only when the box scrolls near it', async ({
    page,
  }) => {
    const asked = pictureRequests(page);
    await page.goto('/en/home');
    const cards = grid(page).locator('article[data-car-id]');
    await expect(cards).toHaveCount(12);
    for (const index of [0, 1, 2, 3]) await expect.poll(() => shown(picture(cards.nth(index)))).toBe(true);

    const last = picture(cards.nth(11));
    const src = await last.getAttribute('data-held-src');
    expect(src).toMatch(/\/media\/photo\/thumb\/.+|placeholder\.svg$/);
    // The page has settled: the first rows' pictures are in, and the last card's is neither set nor asked.
    await page.waitForLoadState('networkidle');
    await expect(last).not.toHaveAttribute('src', /./);
    const first = await picture(cards.first()).getAttribute('src');
    if (src !== first) expect(asked).not.toContain(new URL(src ?? '', page.url()).pathname);

    // Scrolled into the box's view, it gets its picture (no hydration needed: nothing but the box moved).
    await cards.nth(11).evaluate((card) => card.scrollIntoView({ block: 'end' }));
    await expect(last).toHaveAttribute('src', src ?? '');
    await expect.poll(() => shown(last)).toBe(true);
  });
});

test.describe('home grid pictures without script', () => {
  test.use({ javaScriptEnabled: false });

  test('every card of the built page shows its picture', async ({ page }) => {
    await page.goto('/en/home');
    const cards = grid(page).locator('article[data-car-id]');
    await expect(cards).toHaveCount(12);
    const last = cards.nth(11);
    await last.scrollIntoViewIfNeeded();
    // The held picture is hidden; its <noscript> copy is the one the visitor sees.
    await expect(last.locator('img[data-held-src]')).toBeHidden();
    const copy = last.locator('noscript img');
    await expect(copy).toBeVisible();
    await expect.poll(() => shown(copy)).toBe(true);
  });
});
