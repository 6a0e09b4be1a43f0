/**
 * <live-rich-text>: fetches terms or privacy from the API when the build could not, sanitises it with the
 * same allow-list as the build, and shows it (the loader stays until then). Only such pages load this.
 */
import { getPage } from '../../lib/api/catalog.ts';

class LiveRichText extends HTMLElement {
  connectedCallback(): void {
    void this.#load();
  }

  async #load(): Promise<void> {
    const slug = this.dataset.slug === 'PrivacyPolicy' ? 'PrivacyPolicy' : 'TermAndCondition';
    const target = this.querySelector<HTMLElement>('[data-content-page]');
    const loader = this.querySelector<HTMLElement>('[data-loader]');
    try {
      const lang = this.dataset.lang === 'fr' || this.dataset.lang === 'sp' ? this.dataset.lang : 'en';
      const [html, { sanitizeRichText }] = await Promise.all([
        getPage(slug, lang),
        import('../../lib/content/sanitize-rich-text.ts'),
      ]);
      if (target) target.innerHTML = sanitizeRichText(html);
      loader?.remove();
    } catch (error) {
      // SPEC.md §8: terms/privacy errors are logged and loading stops; the visitor is told too.
      console.error(error);
      if (loader) loader.textContent = this.dataset.msgFailed ?? '';
    }
  }
}

if (!customElements.get('live-rich-text')) customElements.define('live-rich-text', LiveRichText);
