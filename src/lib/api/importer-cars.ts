/**
 * Issue 23: an importer's own cars (My cars): list, read, add, edit, price, status, photo upload,
 * and the form's lists. Each write answers the car as stored and the server's message (for the toast).
 */
import type { CarFormBody, CarFormLists, CarStatus, MyCarsData, OwnCar } from './api-types.ts';
import { callApi, type MessageKeyRef } from './client.ts';
import { pageLang } from '../i18n/page-lang.ts';

export interface Saved {
  message: string;
  messageKey?: MessageKeyRef | null | undefined;
  data: OwnCar;
}

export async function getMyCars(page: { take: number; skip: number }, signal?: AbortSignal): Promise<MyCarsData> {
  return (await callApi('/api/importer/getMyCars', '$post', { json: page }, { signal })).data;
}

export async function getMyCar(carId: number, signal?: AbortSignal): Promise<OwnCar> {
  return (await callApi('/api/importer/getMyCar', '$post', { json: { carId } }, { signal })).data;
}

export async function getCarFormLists(signal?: AbortSignal): Promise<CarFormLists> {
  return (await callApi('/api/importer/getCarFormLists', '$get', { query: { lang: pageLang() } }, { signal })).data;
}

export async function addCar(body: CarFormBody): Promise<Saved> {
  return callApi('/api/importer/addCar', '$post', { json: body });
}

export async function editCar(carId: number, body: CarFormBody): Promise<Saved> {
  const { Publish: _publish, ...form } = body;
  return callApi('/api/importer/editCar', '$post', { json: { ...form, carId } });
}

export async function setCarPrice(carId: number, Price: number): Promise<Saved> {
  return callApi('/api/importer/setCarPrice', '$post', { json: { carId, Price } });
}

export async function setCarStatus(carId: number, Status: CarStatus): Promise<Saved> {
  return callApi('/api/importer/setCarStatus', '$post', { json: { carId, Status } });
}

/** Uploads one car photo; send data.filename in the form's Photos. */
export async function uploadCarPhoto(file: Blob, name = 'photo'): Promise<{ filename: string }> {
  const form = new FormData();
  form.append('file', file, name);
  return (await callApi('/api/importer/uploadCarPhoto', '$post', {}, { body: form })).data;
}
