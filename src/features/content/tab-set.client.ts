/**
 * <tab-set>: accessible tabs (WAI-ARIA tabs pattern, automatic activation).
 * Markup: [role=tablist] > [role=tab][aria-controls] buttons, and [role=tabpanel] elements;
 * the first tab is selected in the HTML so nothing moves when the script runs.
 * Keys: Left/Right (wrapping), Home, End.
 */
class TabSet extends HTMLElement {
  connectedCallback(): void {
    const tabs = [...this.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (next: HTMLButtonElement, focus: boolean) => {
      for (const tab of tabs) {
        const selected = tab === next;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
      if (focus) next.focus();
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const target = {
          ArrowRight: index === last ? 0 : index + 1,
          ArrowLeft: index === 0 ? last : index - 1,
          Home: 0,
          End: last,
        }[event.key];
        const next = target === undefined ? undefined : tabs[target];
        if (!next) return;
        event.preventDefault();
        select(next, true);
      });
    });
  }
}

if (!customElements.get('tab-set')) customElements.define('tab-set', TabSet);
