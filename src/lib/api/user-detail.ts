/**
 * getUserDetail (SPEC.md §7): the signed-in user's profile; the nav bar uses its ProfilePhoto.
 */
import type { UserDetail } from '../api-contract/account.ts';
import { AUTH_PATHS } from '../api-contract/paths.ts';
import { apiCall } from './client.ts';

export type { UserDetail };

/** POST getUserDetail with an empty body; data is a list holding the one user (null when empty). */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail | null> {
  const { data } = await apiCall<UserDetail[]>(AUTH_PATHS.getUserDetail, { json: {}, signal });
  return data[0] ?? null;
}
