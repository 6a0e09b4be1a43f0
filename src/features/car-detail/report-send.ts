/**
 * Issue 23, "Report this listing": checks the report form (a reason; words for "something else"),
 * sends it and toasts the server's answer in the page's language. A refusal other than "already
 * reported" keeps the dialog and what was typed. Loaded by car-trust.client.ts when the report
 * dialog first opens (issue 21: nothing of it runs during the page's load).
 */
import { ApiError } from '../../lib/api/client.ts';
import { reportCar, type ReportReason } from '../../lib/api/trust.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { toast } from '../../ui/toast.ts';
import { checkReport } from './report-rules.ts';

function show(root: HTMLElement, selector: string, text: string | null): void {
  const slot = root.querySelector<HTMLElement>(selector);
  if (!slot) return;
  slot.textContent = text ?? '';
  slot.hidden = !text;
}

/** Checks and sends the report of car `carId` from `form` (inside `root`); resolves when done. */
export async function sendReport(
  root: HTMLElement,
  dialog: HTMLDialogElement,
  form: HTMLFormElement,
  carId: number,
  t: Translate,
): Promise<void> {
  const data = new FormData(form);
  const input = { reason: data.get('reason'), text: data.get('text') };
  const check = checkReport({
    reason: typeof input.reason === 'string' ? input.reason : '',
    text: typeof input.text === 'string' ? input.text : '',
  });
  const textArea = form.querySelector('textarea');
  show(root, '[data-reason-error]', check.reasonError && t(check.reasonError));
  show(root, '[data-text-error]', check.textError && t(check.textError));
  textArea?.setAttribute('aria-invalid', String(Boolean(check.textError)));
  show(root, '[data-report-error]', null);
  if (!check.ok) {
    (check.reasonError ? form.querySelector<HTMLInputElement>('input[name=reason]') : textArea)?.focus();
    return;
  }
  const send = form.querySelector<HTMLButtonElement>('[data-report-send]');
  if (send) send.disabled = true;
  try {
    const answer = await reportCar({ carId, reason: check.reason as ReportReason, text: check.text });
    toast.longSuccess(translateApiMessage(successMessage(answer), t));
    form.reset();
    dialog.close();
  } catch (error) {
    const message = translateApiMessage(messageOf(error), t);
    if (error instanceof ApiError && error.status === 409) {
      // Already reported: said kindly, and nothing left to do here.
      toast.longSuccess(message);
      dialog.close();
    } else {
      show(root, '[data-report-error]', error instanceof ApiError ? message : t('report.failed'));
    }
  } finally {
    if (send) send.disabled = false;
  }
}
