/**
 * Build-time translations: the three dictionaries of public/assets/i18n (the spec's path),
 * baked into each page. Import this only from .astro frontmatter and build-time modules:
 * an island that imported it would ship all three languages. Islands receive `pickStrings(…)`.
 */
import en from '../../../public/assets/i18n/en.json';
import fr from '../../../public/assets/i18n/fr.json';
import sp from '../../../public/assets/i18n/sp.json';
import type { Lang } from './langs.ts';
import { createTranslate, type Strings, type Translate } from './translate.ts';

export const DICTIONARIES: Readonly<Record<Lang, Strings>> = { en, fr, sp };

/**
 * The translator of one language.
 * @example const t = createTranslator('fr'); t('nav.home') // 'Accueil'
 */
export function createTranslator(lang: Lang): Translate {
  return createTranslate(DICTIONARIES[lang]);
}

/**
 * The strings of `lang` whose keys equal one of `keys` or start with a `prefix.`, for an island's props.
 * @example pickStrings('sp', ['toast.', 'dialog.login.title'])
 */
export function pickStrings(lang: Lang, keys: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(DICTIONARIES[lang])) {
    if (keys.some((k) => key === k || (k.endsWith('.') && key.startsWith(k)))) picked[key] = text;
  }
  return picked;
}
