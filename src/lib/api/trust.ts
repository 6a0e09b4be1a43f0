/**
 * Issue 23's typed calls: a buyer reports a listing; admins list importers and reports, verify or
 * unverify an importer, unpublish a car and put it back. Refusals throw ApiError with the server's key (e.g. 409
 * 'reportAlreadySent'); successes resolve to the envelope, whose message and messageKey feed the toast.
 */
import { callApi, type ApiData, type ApiEnvelope, type ApiInput, type CallOptions } from './client.ts';

export type ReportCarBody = ApiInput<'/api/customer/reportCar', '$post'>['json'];
export type ReportReason = ReportCarBody['reason'];
export type CarReport = ApiData<'/api/admin/reports', '$get'>['reports'][number];
export type ImporterVerification = ApiData<'/api/admin/importers', '$get'>['importers'][number];
export type VerifyImporterBody = ApiInput<'/api/admin/importers/:id/verification', '$put'>['json'];

/** The reasons in the order the report form shows them. */
export const REPORT_REASONS: readonly ReportReason[] = ['sold', 'wrongPrice', 'wrongPhotos', 'scam', 'other'];

export function reportCar(json: ReportCarBody, options: CallOptions = {}): Promise<ApiEnvelope<null>> {
  return callApi('/api/customer/reportCar', '$post', { json }, options);
}

/** Reports come newest first, this many a page (the API's default). */
export const REPORTS_PAGE = 50;

/** A page of reports: the newest, or those older than the report `before` (the last id of the previous page). */
export async function listCarReports(options: CallOptions = {}, before = 0): Promise<CarReport[]> {
  const query = { take: String(REPORTS_PAGE), ...(before ? { before: String(before) } : {}) };
  const { data } = await callApi('/api/admin/reports', '$get', { query }, options);
  return data.reports;
}

export function unpublishCar(carId: number, options: CallOptions = {}): Promise<ApiEnvelope<null>> {
  return callApi('/api/admin/cars/:id/unpublish', '$post', { param: { id: String(carId) } }, options);
}

export function restoreCar(carId: number, options: CallOptions = {}): Promise<ApiEnvelope<null>> {
  return callApi('/api/admin/cars/:id/restore', '$post', { param: { id: String(carId) } }, options);
}

export type ImporterPage = ApiData<'/api/admin/importers', '$get'>;

/** A page of importers by business name; `search` narrows to names containing it, `unverified` to those not verified yet. */
export async function listImporterVerifications(
  page: { take: number; skip: number; search?: string; unverified?: boolean },
  options: CallOptions = {},
): Promise<ImporterPage> {
  const query = {
    take: String(page.take),
    skip: String(page.skip),
    ...(page.search ? { search: page.search } : {}),
    ...(page.unverified ? { unverified: '1' as const } : {}),
  };
  const { data } = await callApi('/api/admin/importers', '$get', { query }, options);
  return data;
}

export function verifyImporter(
  importerId: number,
  json: VerifyImporterBody,
  options: CallOptions = {},
): Promise<ApiEnvelope<ImporterVerification>> {
  return callApi('/api/admin/importers/:id/verification', '$put', { param: { id: String(importerId) }, json }, options);
}

export function unverifyImporter(
  importerId: number,
  options: CallOptions = {},
): Promise<ApiEnvelope<ImporterVerification>> {
  return callApi('/api/admin/importers/:id/verification', '$delete', { param: { id: String(importerId) } }, options);
}
