/**
 * Issue 23 on the car detail (car-trust.astro), imported by car-summary.client.ts:
 * - <car-verified> shows the importer's "Verified" badge when the car store says so; its explanation
 *   is a native popover, given the day the papers were checked as it opens;
 * - <report-listing> opens the report dialog (token holders; without a token the login-required
 *   dialog). The form's checks and the request (report-send.ts) load when the dialog first opens
 *   (issue 21: the page's load runs only what shows the badge and catches the taps).
 */
import { formatDate } from '../../lib/i18n/format.ts';
import { toLang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Translate } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { $carDetail } from '../../lib/stores/car-detail.ts';
import { openLoginRequired } from '../../ui/login-required-dialog.ts';

const lang = () => toLang(document.documentElement.dataset.lang) ?? 'en';

function translatorOf(element: HTMLElement): Translate {
  try {
    return createTranslate(JSON.parse(element.dataset.labels ?? '{}') as Record<string, string>);
  } catch {
    return createTranslate({});
  }
}

class CarVerified extends HTMLElement {
  #verifiedOn: string | null = null;

  connectedCallback(): void {
    $carDetail.subscribe((state) => {
      if (state.status !== 'ready') return;
      this.hidden = !state.car.IsVerified;
      this.#verifiedOn = state.car.VerifiedOn || null;
    });
    // The day is written as the explanation opens: no date formatter is made during the load.
    this.querySelector('[data-verified-explanation]')?.addEventListener('beforetoggle', (event) => {
      if ((event as ToggleEvent).newState === 'open') this.#writeDay();
    });
  }

  #writeDay(): void {
    const on = this.querySelector<HTMLElement>('[data-verified-on]');
    if (!on) return;
    const day = this.#verifiedOn;
    on.hidden = !day;
    on.textContent = day ? translatorOf(this)('catalog.card.verifiedOn', { date: formatDate(day, lang()) }) : '';
  }
}

const loadSend = () => import('./report-send.ts');

class ReportListing extends HTMLElement {
  #sending = false;

  connectedCallback(): void {
    const dialog = this.querySelector<HTMLDialogElement>('[data-report-dialog]');
    const form = this.querySelector<HTMLFormElement>('[data-report-form]');
    if (!dialog || !form) return;
    this.querySelector('[data-report-open]')?.addEventListener('click', () => {
      if (!$isLoggedIn.get()) {
        openLoginRequired();
        return;
      }
      dialog.showModal();
      // The checks and the request arrive while the buyer picks a reason.
      loadSend().catch(() => undefined);
    });
    this.querySelector('[data-report-cancel]')?.addEventListener('click', () => dialog.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#send(dialog, form);
    });
  }

  async #send(dialog: HTMLDialogElement, form: HTMLFormElement): Promise<void> {
    const state = $carDetail.get();
    if (this.#sending || state.status !== 'ready') return;
    this.#sending = true;
    const t = translatorOf(this);
    try {
      const { sendReport } = await loadSend();
      await sendReport(this, dialog, form, state.car.Id, t);
    } catch {
      // The send code could not be downloaded (offline): said in the dialog, what was typed is kept.
      const slot = this.querySelector<HTMLElement>('[data-report-error]');
      if (slot) {
        slot.textContent = t('report.failed');
        slot.hidden = false;
      }
    } finally {
      this.#sending = false;
    }
  }
}

if (!customElements.get('car-verified')) customElements.define('car-verified', CarVerified);
if (!customElements.get('report-listing')) customElements.define('report-listing', ReportListing);
