/**
 * Issue 23 on the car detail (car-trust.astro):
 * - <car-verified> shows the importer's "Verified" badge when the car store says so, with the day the
 *   papers were checked in its explanation;
 * - <report-listing> opens the report dialog (token holders; without a token the login-required dialog),
 *   checks the form (a reason; words for "something else"), sends it and toasts the server's answer in
 *   the page's language. A refusal other than "already reported" keeps the dialog and what was typed.
 */
import { reportCar, type ReportReason } from '../../lib/api/trust.ts';
import { ApiError } from '../../lib/api/client.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { toLang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Translate } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { $carDetail } from '../../lib/stores/car-detail.ts';
import { openLoginRequired } from '../../ui/login-required-dialog.ts';
import { toast } from '../../ui/toast.ts';
import { checkReport } from './report-rules.ts';

const lang = () => toLang(document.documentElement.dataset.lang) ?? 'en';

function translatorOf(element: HTMLElement): Translate {
  try {
    return createTranslate(JSON.parse(element.dataset.labels ?? '{}') as Record<string, string>);
  } catch {
    return createTranslate({});
  }
}

class CarVerified extends HTMLElement {
  connectedCallback(): void {
    const t = translatorOf(this);
    $carDetail.subscribe((state) => {
      if (state.status !== 'ready') return;
      const { IsVerified, VerifiedOn } = state.car;
      this.hidden = !IsVerified;
      const on = this.querySelector<HTMLElement>('[data-verified-on]');
      if (on) {
        on.hidden = !VerifiedOn;
        on.textContent = VerifiedOn ? t('catalog.card.verifiedOn', { date: formatDate(VerifiedOn, lang()) }) : '';
      }
    });
  }
}

class ReportListing extends HTMLElement {
  #t: Translate = createTranslate({});
  #sending = false;

  connectedCallback(): void {
    this.#t = translatorOf(this);
    const dialog = this.querySelector<HTMLDialogElement>('[data-report-dialog]');
    const form = this.querySelector<HTMLFormElement>('[data-report-form]');
    if (!dialog || !form) return;
    this.querySelector('[data-report-open]')?.addEventListener('click', () => {
      if (!$isLoggedIn.get()) {
        openLoginRequired();
        return;
      }
      dialog.showModal();
    });
    this.querySelector('[data-report-cancel]')?.addEventListener('click', () => dialog.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#send(dialog, form);
    });
  }

  #show(selector: string, text: string | null): void {
    const slot = this.querySelector<HTMLElement>(selector);
    if (!slot) return;
    slot.textContent = text ?? '';
    slot.hidden = !text;
  }

  async #send(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
    const state = $carDetail.get();
    if (this.#sending || state.status !== 'ready') return;
    const data = new FormData(form);
    const input = { reason: data.get('reason'), text: data.get('text') };
    const check = checkReport({
      reason: typeof input.reason === 'string' ? input.reason : '',
      text: typeof input.text === 'string' ? input.text : '',
    });
    const textArea = form.querySelector('textarea');
    this.#show('[data-reason-error]', check.reasonError && this.#t(check.reasonError));
    this.#show('[data-text-error]', check.textError && this.#t(check.textError));
    textArea?.setAttribute('aria-invalid', String(Boolean(check.textError)));
    this.#show('[data-report-error]', null);
    if (!check.ok) {
      (check.reasonError ? form.querySelector<HTMLInputElement>('input[name=reason]') : textArea)?.focus();
      return;
    }
    this.#sending = true;
    const send = form.querySelector<HTMLButtonElement>('[data-report-send]');
    if (send) send.disabled = true;
    try {
      const answer = await reportCar({ carId: state.car.Id, reason: check.reason as ReportReason, text: check.text });
      toast.longSuccess(translateApiMessage(successMessage(answer), this.#t));
      form.reset();
      dialog.close();
    } catch (error) {
      const message = translateApiMessage(messageOf(error), this.#t);
      if (error instanceof ApiError && error.status === 409) {
        // Already reported: said kindly, and nothing left to do here.
        toast.longSuccess(message);
        dialog.close();
      } else {
        this.#show('[data-report-error]', error instanceof ApiError ? message : this.#t('report.failed'));
      }
    } finally {
      this.#sending = false;
      if (send) send.disabled = false;
    }
  }
}

if (!customElements.get('car-verified')) customElements.define('car-verified', CarVerified);
if (!customElements.get('report-listing')) customElements.define('report-listing', ReportListing);
