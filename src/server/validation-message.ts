/**
 * What a refused request body says: the first zod issue as "field: reason" (e.g. "mobileNo: Mobile Number
 * is required Property"), the catalogue's `invalidField`. Shared by the API's validation hook and the
 * `user:create` command, which validate with the same schemas.
 */
import type { ZodError } from 'zod';
import { messageText } from '../lib/messages/api-messages.ts';

/** The field and reason of the first issue; null when zod named none. */
export function firstIssue(error: ZodError): { field: string; reason: string } | null {
  const issue = error.issues[0];
  if (!issue) return null;
  return { field: issue.path.length ? issue.path.join('.') : 'body', reason: issue.message };
}

/** Formats the first zod issue as "field: reason", e.g. "mobileNo: Required". */
export function describeZodError(error: ZodError): string {
  const issue = firstIssue(error);
  return issue ? messageText('invalidField', issue) : messageText('invalidRequest');
}
