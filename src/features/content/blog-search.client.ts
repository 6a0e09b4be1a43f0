/**
 * <blog-search>: filters the article cards as the visitor types (client side: the list is small and
 * already on the page). Matches every word, ignoring case and accents; announces the count.
 */
import { matchesSearch } from './blog-search.ts';

class BlogSearch extends HTMLElement {
  connectedCallback(): void {
    const input = this.querySelector('input');
    const list = document.getElementById(this.dataset.list ?? '');
    const status = this.querySelector<HTMLElement>('[role="status"]');
    const empty = document.getElementById(this.dataset.empty ?? '');
    if (!input || !list) return;
    this.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    input.addEventListener('input', () => {
      let shown = 0;
      for (const card of list.querySelectorAll<HTMLElement>('[data-search]')) {
        const match = matchesSearch(card.dataset.search ?? '', input.value);
        card.hidden = !match;
        if (match) shown += 1;
      }
      if (empty) empty.hidden = shown > 0;
      if (status) status.textContent = (this.dataset.countTemplate ?? '{{count}}').replace('{{count}}', String(shown));
    });
  }
}

if (!customElements.get('blog-search')) customElements.define('blog-search', BlogSearch);
