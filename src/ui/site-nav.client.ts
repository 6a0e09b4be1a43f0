/**
 * Behaviour of the nav bar (plain script, no framework): the small-screen menu, the dropdowns,
 * the signed-in/out switch, the profile picture, logout and the language links. See startNav().
 */
import { getUserDetail } from '../lib/api/user-detail.ts';
import { localizedUrl } from '../lib/i18n/localized-url.ts';
import { toLang } from '../lib/i18n/langs.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { $isLoggedIn, chooseLanguage, logout } from '../lib/stores/auth.ts';
import { $profileRevision } from '../lib/stores/profile.ts';
import './disclosure-menu.ts';

/** <nav-menu-toggle>: the Menu button that opens the collapsed nav on small screens. */
class NavMenuToggle extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button');
    const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (!button || !panel) return;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      panel.toggleAttribute('data-open', open);
    });
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        button.setAttribute('aria-expanded', 'false');
        panel.removeAttribute('data-open');
        button.focus();
      }
    });
  }
}

/**
 * <auth-slot>: shows [data-auth="in"] with a token and [data-auth="out"] without. The slot keeps its size
 * while hidden (visibility, not display), so the nav does not move when the state is known.
 */
class AuthSlot extends HTMLElement {
  #unsubscribe: (() => void) | null = null;
  #unsubscribeProfile: (() => void) | null = null;

  connectedCallback(): void {
    this.#unsubscribe = $isLoggedIn.subscribe((loggedIn) => {
      for (const part of this.querySelectorAll<HTMLElement>('[data-auth]')) {
        part.hidden = part.dataset.auth !== (loggedIn ? 'in' : 'out');
      }
      this.classList.remove('invisible');
      if (loggedIn) this.#loadPhoto();
    });
    // My account saved a new photo: show it.
    this.#unsubscribeProfile = $profileRevision.listen(() => {
      if ($isLoggedIn.get()) this.#loadPhoto();
    });
    this.querySelector('[data-logout]')?.addEventListener('click', () =>
      logout(toLang(document.documentElement.dataset.lang) ?? 'en'),
    );
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribeProfile?.();
  }

  #loadPhoto(): void {
    const img = this.querySelector<HTMLImageElement>('img[data-avatar]');
    if (!img) return;
    getUserDetail()
      .then((user) => {
        if (user?.ProfilePhoto) img.src = mediaUrl('other', user.ProfilePhoto, { thumb: true });
        // Issue 23: entries for one role (My cars for importers) show once the role is known.
        for (const item of this.querySelectorAll<HTMLElement>('[data-role-only]')) {
          item.hidden = String(user?.RoleType) !== item.dataset.roleOnly;
        }
      })
      .catch(() => {
        // SPEC.md §8: user-detail errors are only logged; the placeholder stays.
      });
  }
}

/** Language links: remember the choice, then load the same page and query in that language (SPEC.md §1). */
function wireLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.addEventListener('click', (event) => {
      const lang = toLang(link.dataset.langSwitch);
      if (!lang || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      chooseLanguage(lang);
      window.location.assign(localizedUrl(window.location.href, lang));
    });
  }
}

/**
 * Starts the nav. Called by the frame script after installAuth(), so the profile call carries the token
 * and a 401 reaches the session handler.
 */
export function startNav(): void {
  if (!customElements.get('nav-menu-toggle')) customElements.define('nav-menu-toggle', NavMenuToggle);
  if (!customElements.get('auth-slot')) customElements.define('auth-slot', AuthSlot);
  wireLanguageLinks();
}
