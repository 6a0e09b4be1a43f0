/**
 * Issue 23: the report form's rules, as the API checks them (src/server/routes/reports/reports.schemas.ts):
 * a reason, and for "other" at least MIN_OTHER_TEXT characters of words; at most MAX_REPORT_TEXT.
 * Errors are translation keys.
 */
import { MAX_REPORT_TEXT, MIN_OTHER_TEXT } from '../../lib/validation/report-fields.ts';

const REASONS = ['sold', 'wrongPrice', 'wrongPhotos', 'scam', 'other'];

export type ReportCheck =
  | { ok: true; reason: string; text: string | null; reasonError: null; textError: null }
  | { ok: false; reasonError: string | null; textError: string | null };

/**
 * @example checkReport({ reason: 'other', text: ' hi ' }) // { ok: false, reasonError: null, textError: 'report.textNeeded' }
 */
export function checkReport(input: { reason: string; text: string }): ReportCheck {
  const text = input.text.trim().slice(0, MAX_REPORT_TEXT);
  const reasonError = REASONS.includes(input.reason) ? null : 'report.reasonNeeded';
  const textError = input.reason === 'other' && text.length < MIN_OTHER_TEXT ? 'report.textNeeded' : null;
  if (reasonError || textError) return { ok: false, reasonError, textError };
  return { ok: true, reason: input.reason, text: text || null, reasonError: null, textError: null };
}
