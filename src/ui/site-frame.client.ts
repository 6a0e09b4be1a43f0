/**
 * The one script of the page frame: nav behaviour, the API client's auth wiring (401 → signed out + toast),
 * the login dialog of protected pages and, when enabled, the app-store prompt.
 */
import { config } from '../lib/config.ts';
import { routePath } from '../lib/site/routes.ts';
import { toLang } from '../lib/i18n/langs.ts';
import { frameString } from '../lib/site/frame-strings.ts';
import { $isLoggedIn, installAuth } from '../lib/stores/auth.ts';
import { toast } from './toast.ts';
import { openLoginRequired } from './login-required-dialog.ts';
import { startNav } from './site-nav.client.ts';

const lang = toLang(document.documentElement.dataset.lang) ?? 'en';

installAuth({ onSessionExpired: () => toast.error(frameString('toast.sessionExpired')) });
startNav();

// Protected pages (SPEC.md §4): without a token, Login → /login (and back here after it), anything
// else → /home. Subscribing also catches a session that ends on this page (a 401).
if (document.body.dataset.protected === 'true') {
  $isLoggedIn.subscribe((loggedIn) => {
    if (!loggedIn) openLoginRequired({ cancelHref: routePath(lang, 'home') });
  });
}

if (config.appRedirect) {
  void import('./app-store-prompt.client.ts').then((prompt) => prompt.offerAppStore());
}
