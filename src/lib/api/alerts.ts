/**
 * Saved searches and the alert stop link (issue 23): the site's typed calls, checked against the
 * server's routes (client.ts). Each resolves to the server's message (and key) for the toast.
 */
import { callApi, type MessageKeyRef } from './client.ts';
import type { ApiData, ApiInput } from './client.ts';
import type { Lang } from './api-types.ts';

export type SavedSearchesData = ApiData<'/api/customer/savedSearches', '$get'>;
export type SavedSearchItem = SavedSearchesData['savedSearches'][number];
export type NewSavedSearch = ApiInput<'/api/customer/savedSearches', '$post'>['json'];
export type AlertStopData = ApiData<'/api/open/alertStop', '$post'>;

interface Said<T> {
  message: string;
  messageKey?: MessageKeyRef | null | undefined;
  data: T;
}

/** The signed-in buyer's saved searches; `lang` becomes the language of their alerts. */
export async function listSavedSearches(lang: Lang, signal?: AbortSignal): Promise<SavedSearchesData> {
  return (await callApi('/api/customer/savedSearches', '$get', { query: { lang } }, { signal })).data;
}

export async function saveSearch(json: NewSavedSearch): Promise<Said<SavedSearchItem>> {
  const { message, messageKey, data } = await callApi('/api/customer/savedSearches', '$post', { json });
  return { message, messageKey, data };
}

export async function changeSavedSearch(
  id: number,
  json: { name?: string; paused?: boolean },
): Promise<Said<SavedSearchItem>> {
  const param = { id: String(id) };
  const { message, messageKey, data } = await callApi('/api/customer/savedSearches/:id', '$patch', { param, json });
  return { message, messageKey, data };
}

export async function deleteSavedSearch(id: number): Promise<Said<null>> {
  const param = { id: String(id) };
  const { message, messageKey, data } = await callApi('/api/customer/savedSearches/:id', '$delete', { param });
  return { message, messageKey, data };
}

/** Pauses (or, with resume, resumes) the alert a stop link's token names; no login needed. */
export async function stopAlert(token: string, resume = false): Promise<Said<AlertStopData>> {
  const { message, messageKey, data } = await callApi('/api/open/alertStop', '$post', { json: { token, resume } });
  return { message, messageKey, data };
}

export type AlertSettings = ApiData<'/api/customer/alertSettings', '$get'>;
export type AlertSettingsChange = ApiInput<'/api/customer/alertSettings', '$patch'>['json'];

/** The signed-in buyer's alert channel and whether price drops are paused. */
export async function getAlertSettings(signal?: AbortSignal): Promise<AlertSettings> {
  return (await callApi('/api/customer/alertSettings', '$get', {}, { signal })).data;
}

export async function changeAlertSettings(json: AlertSettingsChange): Promise<Said<AlertSettings>> {
  const { message, messageKey, data } = await callApi('/api/customer/alertSettings', '$patch', { json });
  return { message, messageKey, data };
}
