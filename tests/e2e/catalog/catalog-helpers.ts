/** Helpers of the catalogue specs: the API's own answers to compare the page with, and the page's cards. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export interface ApiCar {
  Id: number;
  MakerName: string;
  ModelName: string;
  BodyTypeName: string | null;
  IsLiked: boolean;
}

/** getAllCar as the page would call it. */
export async function apiCarList(
  request: APIRequestContext,
  body: { take: number; skip: number; filterString?: string; sortString?: string },
): Promise<{ rowCount: number; carList: ApiCar[] }> {
  const response = await request.post('/api/customer/V2/getAllCar', {
    data: { VehicalId: 0, DealerId: 0, sortString: '0', filterString: '', ...body },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { rowCount: number; carList: ApiCar[] } }).data;
}

/** carSearchText. */
export async function apiSearch(
  request: APIRequestContext,
  searchString: string,
  page = { take: 12, skip: 0 },
): Promise<{ rowCount: number; detail: ApiCar[] }> {
  const response = await request.post('/api/customer/carSearchText', { data: { searchString, ...page } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { rowCount: number; detail: ApiCar[] } }).data;
}

/** A getMasters list. */
export async function apiMasters<T>(request: APIRequestContext, a: number, b: number): Promise<T[]> {
  const response = await request.get(`/api/open/getMasters/${a}/${b}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { userDetail: T[] } }).data.userDetail;
}

/** A brand by name. */
export async function brandNamed(request: APIRequestContext, name: string): Promise<{ Id: number; MakerName: string }> {
  const brands = await apiMasters<{ Id: number; MakerName: string }>(request, 0, 10);
  const brand = brands.find((b) => b.MakerName === name);
  if (!brand) throw new Error(`no brand ${name}`);
  return brand;
}

/** The grid of cars (home or car list). */
export const grid = (page: Page) => page.locator('[data-car-grid]');

/**
 * Waits until the catalogue island is hydrated (it has read the URL) and its grid has finished loading.
 * The island hydrates when the visitor reaches for it (client:intent): the mouse passes over it here.
 */
export async function gridSettled(page: Page): Promise<void> {
  await page.locator('astro-island:has([data-car-grid])').dispatchEvent('mouseover');
  await expect(page.locator('[data-catalog-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
}

/** The car ids on screen, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  return grid(page)
    .locator('article[data-car-id]')
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.carId)));
}

/** The filter string and sort of every getAllCar call the page makes from now on. */
export function recordListCalls(
  page: Page,
): Array<{ filterString: string; sortString: string; skip: number; take: number }> {
  const calls: Array<{ filterString: string; sortString: string; skip: number; take: number }> = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/api/customer/V2/getAllCar')) return;
    const body = request.postDataJSON() as { filterString: string; sortString: string; skip: number; take: number };
    calls.push(body);
  });
  return calls;
}
