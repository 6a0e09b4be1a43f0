/**
 * The `lang` of a call whose answer holds reference names (issue 19): the server answers those names in
 * it. Build-time reads name their language in the options; in the browser it is the page's (<html lang>).
 */
import type { Lang } from './api-types.ts';
import { pageLang } from '../i18n/page-lang.ts';
import type { CallOptions } from './client.ts';

/** Options of a call that answers reference names: `lang` defaults to the page's. */
export interface NamesOptions extends CallOptions {
  lang?: Lang;
}

/** The `lang` query of such a call. */
export const namesQuery = (options: NamesOptions = {}) => ({ lang: options.lang ?? pageLang() });
