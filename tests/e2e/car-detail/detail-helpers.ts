/** Helpers of the car-detail and importer specs: cars picked through the API, the way the page gets them. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export interface ApiCarDetail {
  Id: number;
  DealerId: number;
  MakerName: string;
  ModelName: string;
  VinNum: string;
  VehManufYear: number;
  /** Only in answers to a caller with a token. */
  Price?: number;
  BodyTypeName: string | null;
  /** The importer carries the Verified badge. */
  IsVerified: boolean;
  Standard_equipment: string;
  Optional_equipment: string;
}

export interface ApiDetail {
  car: ApiCarDetail;
  images: { URL: string; Type: string }[];
}

/** The ids of the first `take` cars of the list (newest first). */
export async function listedIds(request: APIRequestContext, take = 40, skip = 0): Promise<number[]> {
  const response = await request.post('/api/customer/V2/getAllCar', {
    data: { take, skip, VehicalId: 0, DealerId: 0, sortString: '0', filterString: '' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { carList: { Id: number }[] } };
  return body.data.carList.map((car) => car.Id);
}

/** getAllCar with VehicalId; with a token the answer carries the price (a visitor's does not). */
export async function apiDetail(request: APIRequestContext, id: number, token?: string): Promise<ApiDetail> {
  const response = await request.post('/api/customer/V2/getAllCar', {
    data: { take: 0, skip: 0, VehicalId: id, DealerId: 0, sortString: '0', filterString: '' },
    ...(token ? { headers: { authorization: token } } : {}),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { carDetails: ApiCarDetail[]; images: ApiDetail['images'] } };
  const car = body.data.carDetails[0];
  if (!car) throw new Error(`no car ${id}`);
  return { car, images: body.data.images };
}

/** The first listed car (from `skip`) whose media match `accept`. */
export async function findCar(
  request: APIRequestContext,
  accept: (detail: ApiDetail) => boolean,
  skip = 0,
): Promise<ApiDetail> {
  for (const id of await listedIds(request, 60, skip)) {
    const detail = await apiDetail(request, id);
    if (accept(detail)) return detail;
  }
  throw new Error('no such car in the seed');
}

/** A car with at least three pictures and no video. */
export const picturesOnly = (detail: ApiDetail) =>
  detail.images.length >= 3 && detail.images.every((image) => image.Type === 'I');

/** Opens a car's page and waits until its detail is shown. */
export async function openCar(page: Page, id: number, lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/carDetail?id=${id}`);
  await expect(page.locator(`[data-car-summary="${id}"]`)).toBeVisible();
}

/** The login-required dialog of the frame. */
export const loginDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'You are not logged in. Please log in first.' });
