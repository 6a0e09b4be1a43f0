/**
 * The language of the page a script runs in, read from <html lang> (the layout writes htmlLang: 'es'
 * for sp); English outside a browser (build-time reads name their language themselves).
 */
import { DEFAULT_LANG, toLang, type Lang } from './langs.ts';

export function pageLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  return toLang(document.documentElement.lang.slice(0, 2).toLowerCase()) ?? DEFAULT_LANG;
}
