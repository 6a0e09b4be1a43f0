/**
 * <disclosure-menu>: a button that shows and hides a list of links (About, the profile menu, languages).
 * The disclosure pattern (aria-expanded), not an ARIA menu: links stay links, Tab works as usual.
 * Keyboard: Enter/Space toggle, ArrowDown opens and moves into the list, arrows move, Escape closes
 * and returns focus to the button; a click or focus outside closes it.
 *
 * <disclosure-menu>
 *   <button type="button" aria-expanded="false" aria-controls="about-list">About</button>
 *   <ul id="about-list" hidden>…links…</ul>
 * </disclosure-menu>
 */
export class DisclosureMenu extends HTMLElement {
  #abort: AbortController | null = null;

  get button(): HTMLButtonElement | null {
    return this.querySelector(':scope > button');
  }

  get panel(): HTMLElement | null {
    const id = this.button?.getAttribute('aria-controls');
    return id ? document.getElementById(id) : null;
  }

  connectedCallback(): void {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    this.button?.addEventListener('click', () => this.toggle(), { signal });
    this.addEventListener('keydown', (event) => this.#onKey(event), { signal });
    this.addEventListener(
      'focusout',
      (event) => {
        if (!this.contains(event.relatedTarget as Node | null)) this.toggle(false);
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (!this.contains(event.target as Node)) this.toggle(false);
      },
      { signal },
    );
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
  }

  /** Opens (true), closes (false) or flips the list. */
  toggle(open = this.button?.getAttribute('aria-expanded') !== 'true'): void {
    const button = this.button;
    const panel = this.panel;
    if (!button || !panel) return;
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  }

  #items(): HTMLElement[] {
    return [...(this.panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
  }

  #onKey(event: KeyboardEvent): void {
    const items = this.#items();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && this.button?.getAttribute('aria-expanded') === 'true') {
      event.preventDefault();
      this.toggle(false);
      this.button.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      this.toggle(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
      items[next]?.focus();
    } else if ((event.key === 'Home' || event.key === 'End') && index !== -1) {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    }
  }
}

if (!customElements.get('disclosure-menu')) customElements.define('disclosure-menu', DisclosureMenu);
