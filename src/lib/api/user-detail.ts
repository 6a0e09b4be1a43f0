/**
 * getUserDetail (SPEC.md §7): the signed-in user's profile; the nav bar uses its ProfilePhoto.
 */
import type { UserDetail } from './api-types.ts';
import { callApi } from './client.ts';

export type { UserDetail };

/** POST getUserDetail with an empty body; data is a list holding the one user (null when empty). */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail | null> {
  const { data } = await callApi('/api/customer/getUserDetail', '$post', { json: {} }, { signal });
  return data[0] ?? null;
}
